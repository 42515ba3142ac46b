import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@portal/contract/password';
import { apiRequest } from '@portal/web-kit/api-client';

/** POST /customer/change-password: the server ends the account's other sessions; this one goes on. */
export function changePassword(body: ChangePasswordRequest) {
  return apiRequest<null>('POST', '/customer/change-password', { body });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
