import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@portal/contract/auth';
import { apiRequest } from '@portal/web-kit/api-client';

/** POST /customer/login (spec §3 Login payload). */
export function login(body: LoginRequest) {
  return apiRequest<LoginResponse>('POST', '/customer/login', { body, auth: 'none' });
}

export const useLogin = () => useMutation({ mutationFn: login });
