import { ADDRESS_FIELD_PATHS } from '../../components/branch-chooser/address-field-paths.ts';
import { ApiError } from '@portal/web-kit/api-client';

const ADDRESS: Record<string, string> = ADDRESS_FIELD_PATHS;

const TOP = new Set(['startDate', 'endDate', 'title', 'branchId']);
const TASK = new Set(['categoryId', 'subCategoryId', 'description', 'isGuarantee']);

export type PlacedErrors = {
  /** Form path -> message (already in the user's language). */
  fields: Record<string, string>;
  /** Card index -> message about its files. */
  attachments: Record<number, string>;
};

/**
 * Puts the server's field errors of POST /v2/service/rfp/create on the form: its keys are paths such as
 * `title`, `tasks.1.subCategoryId`, `tasks.0.answers.20` (20 is the questionId) or `phoneNo`. The first
 * message of a path wins; a path the form does not show is left to the toast.
 */
export function placeRfpErrors(err: unknown): PlacedErrors {
  const placed: PlacedErrors = { fields: {}, attachments: {} };
  if (!(err instanceof ApiError)) return placed;
  for (const [path, messages] of Object.entries(err.fieldErrors)) {
    const first = messages[0];
    if (!first) continue;
    const parts = path.split('.');
    let target: string | null = null;
    if (parts.length === 1 && TOP.has(path)) target = path;
    else if (parts.length === 1 && ADDRESS[path]) target = ADDRESS[path];
    else if (parts[0] === 'tasks' && /^\d+$/.test(parts[1] ?? '')) {
      const i = Number(parts[1]);
      const field = parts[2] ?? '';
      if (field === 'attachments') placed.attachments[i] ??= first;
      else if (field === 'formattedDescription') target = `tasks.${i}.description`;
      else if (TASK.has(field)) target = `tasks.${i}.${field}`;
      else if (field === 'answers' && /^\d+$/.test(parts[3] ?? '')) target = `tasks.${i}.answers.q${parts[3]}`;
    }
    if (target) placed.fields[target] ??= first;
  }
  return placed;
}
