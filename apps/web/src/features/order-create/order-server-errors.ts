import { ADDRESS_FIELD_PATHS } from '../../components/branch-chooser/address-field-paths.ts';
import { ApiError } from '@portal/web-kit/api-client';

/** Form paths that can carry a server error. */
export type OrderFieldPath =
  | 'branchId'
  | 'address.name'
  | 'address.email'
  | 'address.phoneNo'
  | 'address.location'
  | 'address.saveAs'
  | 'description'
  | 'orderDate'
  | 'spId'
  | 'promoCode';

/** The multipart field names of the API (see build-order-form-data.ts) and where each one shows on the form. */
const PATHS: Record<string, OrderFieldPath> = {
  branchId: 'branchId',
  ...ADDRESS_FIELD_PATHS,
  description: 'description',
  formattedDescription: 'description',
  orderCreateAt: 'orderDate',
  spId: 'spId',
  promoCode: 'promoCode',
};

/**
 * Splits the server's field errors (already in the user's language) into those a form field shows and
 * the one about the files. A field error on a path the form does not show is left to the toast.
 */
export function placeServerErrors(err: unknown): { fields: [OrderFieldPath, string][]; attachments: string | null } {
  const fields: [OrderFieldPath, string][] = [];
  let attachments: string | null = null;
  if (!(err instanceof ApiError)) return { fields, attachments };
  for (const [name, messages] of Object.entries(err.fieldErrors)) {
    const first = messages[0];
    if (!first) continue;
    const root = name.split(/[.[]/)[0]!;
    if (root === 'attachments') attachments ??= first;
    else if (PATHS[root] && !fields.some(([p]) => p === PATHS[root])) fields.push([PATHS[root], first]);
  }
  return { fields, attachments };
}

/** The express answer 'no provider is available': the API names it with data.code. */
export function isNoProviderAnswer(err: unknown): boolean {
  if (!(err instanceof ApiError) || err.status !== 400) return false;
  return (err.data as { code?: unknown } | null)?.code === 'noProviderAvailable';
}
