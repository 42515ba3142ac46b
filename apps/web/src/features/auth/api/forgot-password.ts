import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@portal/web-kit/api-client';

/** POST /customer/forgetPwd: the server mails a reset link to /landing?reset-password=true&email=..&token=.. */
export function forgotPassword(body: { email: string }) {
  return apiRequest<null>('POST', '/customer/forgetPwd', { body, auth: 'none' });
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
