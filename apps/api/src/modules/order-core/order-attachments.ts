import {
  attachmentProblem,
  attachmentTypeOf,
  ORDER_ATTACHMENT_MIMES,
  type AttachmentLimits,
  type AttachmentType,
  type ExistingAttachments,
} from '@portal/contract/orders';
import { badRequest } from '../../lib/app-error.ts';
import { cleanFileName, contentRefused } from '../../lib/attachment-checks.ts';
import { checkContent } from '../../lib/uploads/check-content.ts';
import type { ReceivedFile, UploadForm } from '../../lib/uploads/read-upload-form.ts';
import type { StagedFile } from '../../lib/uploads/store-uploads.ts';
import { mp4DurationOfFile } from '../../lib/video-duration.ts';

export type CheckedAttachment = StagedFile & { kind: AttachmentType };

/**
 * Order attachments (spec §5): the type from the bytes, the sizes of what was sent, the video's duration from
 * its movie header, then the counts, all against the validation-data limits of the moment (type and size were
 * already enforced while the files arrived). The first problem is a 400 on the field `attachments`. Then images
 * are decoded and re-encoded (metadata dropped), the costly part, last.
 */
export async function checkOrderAttachments(
  files: ReceivedFile[],
  limits: AttachmentLimits,
  form: Pick<UploadForm, 'temp'>,
  existing: ExistingAttachments = 0,
): Promise<CheckedAttachment[]> {
  const facts = [];
  for (const file of files) {
    const mime = file.type && (ORDER_ATTACHMENT_MIMES as readonly string[]).includes(file.type.mime) ? file.type.mime : 'refused';
    const video = mime !== 'refused' && attachmentTypeOf(mime) === 'video';
    facts.push({ mime, bytes: file.bytes, durationSeconds: video ? await mp4DurationOfFile(file.path) : undefined });
  }
  const problem = attachmentProblem(facts, limits, existing);
  if (problem) throw badRequest(problem.key, { attachments: [problem.key] }, problem.params);
  const checked: CheckedAttachment[] = [];
  for (const file of files) {
    const result = await checkContent(file, form.temp);
    if ('refused' in result) throw contentRefused('attachments', result.refused);
    checked.push({ path: result.path, mime: result.mime, kind: attachmentTypeOf(result.mime), originalName: cleanFileName(file.filename) });
  }
  return checked;
}
