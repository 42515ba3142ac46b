import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@portal/contract/auth';
import { apiRequest } from '@portal/web-kit/api-client';

/** POST /customer/resetPwd?token=..: the token travels both in the query and as forgotPwdToken (spec §7.1). */
export function resetPassword(body: ResetPasswordRequest) {
  return apiRequest<null>('POST', '/customer/resetPwd', { query: { token: body.forgotPwdToken }, body, auth: 'none' });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
