import { pickedInAmman } from '@portal/web-kit/amman-time';
import { newAddressBranchName } from '../../components/branch-chooser/new-address.ts';
import { descriptionText } from '../../components/rich-text-editor/rich-text-value.ts';
import type { OrderFormValues, OrderMode } from './order-form.ts';

export type OrderSubmission = {
  mode: OrderMode;
  categoryId: number;
  subCategoryId: number;
  values: OrderFormValues;
  files: readonly File[];
};

/**
 * The multipart body of POST /service/talzeem/request/send (T) and POST /service/express/create (E),
 * field names as the API fixes them. Text fields go first and files last, so the server knows
 * the order before the bytes arrive.
 */
export function buildOrderFormData({ mode, categoryId, subCategoryId, values: v, files }: OrderSubmission): FormData {
  const form = new FormData();
  const put = (name: string, value: string | number) => form.append(name, String(value));

  put('category', categoryId);
  put('subcategory', subCategoryId);
  put('branchId', v.branchId);
  if (v.branchId === 'new') {
    const a = v.address;
    const l = a.location;
    put('branchName', newAddressBranchName(a));
    put('latitude', l?.latitude ?? '');
    put('longitude', l?.longitude ?? '');
    put('country', l?.country ?? '');
    put('city', l?.city ?? '');
    put('area', l?.area ?? '');
    put('name', a.name.trim());
    put('email', a.email.trim());
    put('countryCode', a.countryCode);
    put('phoneNo', a.phoneNo.replace(/\D/g, ''));
    put('isSave', a.isSave ? 'true' : 'false');
    if (a.isSave) put('saveAs', a.saveAs.trim());
  }
  if (mode === 'T') {
    if (v.spId !== null) put('spId', v.spId);
    // The picked wall-clock time is Amman's, whatever the browser's timezone.
    if (v.orderDate) put('orderCreateAt', pickedInAmman(v.orderDate).unix());
    const promo = v.promoCode.trim();
    if (promo) put('promoCode', promo);
  }
  const text = descriptionText(v.description.text);
  put('description', text);
  put('formattedDescription', text ? v.description.html : '');
  for (const file of files) form.append('attachments', file, file.name);
  return form;
}
