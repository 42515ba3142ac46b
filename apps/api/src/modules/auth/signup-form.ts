import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@portal/contract/limits';
import { ATTACHMENT_READ_LIMIT, tooManyFiles } from '../../lib/attachment-checks.ts';
import { readMultipartForm, type MultipartForm } from '../../lib/multipart-form.ts';

export type SignupForm = MultipartForm;

/**
 * Reads the sign-up form: multipart fields (repeated fields become arrays) and the files under `attachments`.
 * A JSON body is accepted too (a script signing up without attachments).
 */
export function readSignupForm(req: FastifyRequest): Promise<SignupForm> {
  return readMultipartForm(req, { fileField: 'attachments', maxFiles: LIMITS.filesPerUpload, maxFileBytes: ATTACHMENT_READ_LIMIT, tooManyFiles });
}
