import {
  attachmentProblem,
  attachmentTypeOf,
  ORDER_ATTACHMENT_MIMES,
  type AttachmentLimits,
  type AttachmentType,
  type ExistingAttachments,
} from '@portal/contract/orders';
import { badRequest } from '../../lib/app-error.ts';
import { checkFile } from '../../lib/file-checks.ts';
import { mp4DurationSeconds } from '../../lib/video-duration.ts';
import type { OrderUpload } from './order-form.ts';

export type CheckedAttachment = { data: Buffer; mime: string; kind: AttachmentType; originalName: string };

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE_NAME_CHARS = /[\u0000-\u001f\u007f"]/g;

/** The original name is kept for Content-Disposition only: no path, no control characters, bounded. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNSAFE_NAME_CHARS, '').trim().slice(0, 200);
  return clean || 'attachment';
}

/**
 * Order attachments (spec §5): the type from the bytes, the sizes of what was sent, the video's duration from
 * its movie header, then the counts, all against the validation-data limits of the moment. The first problem
 * is a 400 on the field `attachments`; images come back re-encoded (metadata dropped).
 */
export async function checkOrderAttachments(
  uploads: OrderUpload[],
  limits: AttachmentLimits,
  existing: ExistingAttachments = 0,
): Promise<CheckedAttachment[]> {
  const checked: CheckedAttachment[] = [];
  const facts = [];
  for (const file of uploads) {
    const result = await checkFile(file.data, { mimes: ORDER_ATTACHMENT_MIMES, maxBytesByMime: {} });
    // A cut file was larger than any limit: its real size is at least one byte more than what was read.
    const bytes = file.truncated ? file.data.length + 1 : file.data.length;
    if ('refused' in result) {
      facts.push({ mime: 'refused', bytes });
      continue;
    }
    const kind = attachmentTypeOf(result.mime);
    facts.push({
      mime: result.mime,
      bytes,
      durationSeconds: kind === 'video' && !file.truncated ? mp4DurationSeconds(file.data) : undefined,
    });
    checked.push({ data: result.data, mime: result.mime, kind, originalName: cleanFileName(file.filename) });
  }
  const problem = attachmentProblem(facts, limits, existing);
  if (problem) throw badRequest(problem.key, { attachments: [problem.key] }, problem.params);
  return checked;
}
