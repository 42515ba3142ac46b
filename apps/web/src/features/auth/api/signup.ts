import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { signupResponseSchema } from '@portal/contract/auth';
import { apiRequest } from '@portal/web-kit/api-client';

export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** POST /customer/signup, multipart (spec §3 Signup form); onProgress reports the upload as a fraction. */
export function signup({ form, onProgress }: { form: FormData; onProgress?: (fraction: number) => void }) {
  return apiRequest<SignupResponse>('POST', '/customer/signup', { form, onProgress, auth: 'none' });
}

export const useSignup = () => useMutation({ mutationFn: signup });
