import type { FastifyRequest } from 'fastify';
import { attachmentUploadRules } from '../../lib/attachment-checks.ts';
import { withUploadForm, type UploadForm } from '../../lib/uploads/read-upload-form.ts';

export type SignupForm = UploadForm;

/**
 * Reads the sign-up form (multipart fields, repeated fields as arrays, files under `attachments` streamed to
 * temporary files) and runs `work` on it. A JSON body is accepted too (a script signing up without attachments).
 */
export function withSignupForm<T>(req: FastifyRequest, tempDir: string, work: (form: SignupForm) => Promise<T>): Promise<T> {
  return withUploadForm(req, attachmentUploadRules(tempDir), work);
}
