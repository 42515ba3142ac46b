import { LIMITS, SIGNUP_ATTACHMENT_MIMES } from '@portal/contract/limits';
import type { AttachmentRules } from '@portal/ui/check-attachments';

/** Spec §5: at most 5 files of png, jpeg or pdf; an image or a PDF at most 5 MB, any file at most 20 MB. */
export const signupAttachmentRules: AttachmentRules = {
  max: LIMITS.filesPerUpload,
  types: SIGNUP_ATTACHMENT_MIMES,
  maxBytes: (mime) =>
    Math.min(
      LIMITS.signupFileBytes,
      mime === 'application/pdf' ? LIMITS.pdfBytes : mime.startsWith('image/') ? LIMITS.imageBytes : LIMITS.signupFileBytes,
    ),
};
