import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { profileAttachmentUploadResponseSchema } from '@portal/contract/profile';
import { apiRequest } from '@portal/web-kit/api-client';

/** One stored file; its id (a uuid) goes into the next save's createdAttachments. */
export type UploadedAttachment = z.infer<typeof profileAttachmentUploadResponseSchema>[number];

type Vars = { files: File[]; onProgress?: (fraction: number) => void };

/** Stores files; they join the profile only when the next save lists them in createdAttachments. */
export function uploadProfileAttachments({ files, onProgress }: Vars) {
  const form = new FormData();
  for (const file of files) form.append('attachments', file, file.name);
  return apiRequest<UploadedAttachment[]>('POST', '/customer/profile/attachments/upload', { form, onProgress: onProgress ?? (() => {}) });
}

export const useUploadProfileAttachments = () => useMutation({ mutationFn: uploadProfileAttachments });
