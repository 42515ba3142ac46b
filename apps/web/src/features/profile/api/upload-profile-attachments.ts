import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { UploadedAttachment } from './profile-types.ts';

type Vars = { files: File[]; onProgress?: (fraction: number) => void };

/** Stores files; they join the profile only when the next save lists them in createdAttachments. */
export function uploadProfileAttachments({ files, onProgress }: Vars) {
  const form = new FormData();
  for (const file of files) form.append('attachments', file, file.name);
  return apiRequest<UploadedAttachment[]>('POST', '/customer/profile/attachments/upload', { form, onProgress: onProgress ?? (() => {}) });
}

export const useUploadProfileAttachments = () => useMutation({ mutationFn: uploadProfileAttachments });
