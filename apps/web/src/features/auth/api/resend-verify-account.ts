import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@portal/web-kit/api-client';

/** POST /customer/resendVerifyAccount {id} (spec §2.4): mails a new verification link. */
export function resendVerifyAccount(id: number) {
  return apiRequest<null>('POST', '/customer/resendVerifyAccount', { body: { id }, auth: 'none' });
}

export const useResendVerifyAccount = () => useMutation({ mutationFn: resendVerifyAccount });
