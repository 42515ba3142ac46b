import dayjs from 'dayjs';
import { pickedInAmman, todayInAmman } from '@portal/web-kit/amman-time';
import { z } from 'zod';
import type { BranchChoice } from '../../components/branch-chooser/branch-choice.ts';
import { emptyNewAddress, newAddressSchema, type NewAddressValues } from '../../components/branch-chooser/new-address.ts';
import { descriptionCount, EMPTY_RICH_TEXT, type RichTextValue } from '../../components/rich-text-editor/rich-text-value.ts';

/** Direct award (T) or express (E): the two forms differ by the appointment, the provider and the code. */
export type OrderMode = 'T' | 'E';

export type OrderFormValues = {
  branchId: BranchChoice;
  address: NewAddressValues;
  description: RichTextValue;
  /** The appointment as the date-time picker gives it: 'YYYY-MM-DD HH:mm:ss' in local time. */
  orderDate: string | null;
  spId: number | null;
  promoCode: string;
};

export const PROMO_CODE_MAX = 40;

export const orderFormDefaults = (): OrderFormValues => ({
  branchId: '',
  address: emptyNewAddress(),
  description: EMPTY_RICH_TEXT,
  orderDate: null,
  spId: null,
  promoCode: '',
});

/** Spec §9: the appointment may be any time from the start of today (today in Amman, lib/amman-time.ts). */
export const earliestAppointment = (now: Date = new Date()) => pickedInAmman(todayInAmman(now));

/**
 * The rules of both forms (spec §5): a branch, a new address complete when chosen, a description within
 * noOfCharactersPerText; for a direct award also an appointment from today on and a provider. Messages
 * are keys; descriptionMaxLength is shown with the limit.
 */
export function orderFormSchema(mode: OrderMode, maxChars: number, now: () => Date = () => new Date()) {
  return z
    .object({
      branchId: z.string(),
      address: z.custom<NewAddressValues>(),
      description: z.object({ html: z.string(), text: z.string() }),
      orderDate: z.string().nullable(),
      spId: z.number().nullable(),
      promoCode: z.string().trim().max(PROMO_CODE_MAX, { error: 'promoCodeMax' }),
    })
    .superRefine((v, ctx) => {
      if (!v.branchId) ctx.addIssue({ code: 'custom', path: ['branchId'], message: 'branchRequired' });
      if (v.branchId === 'new') {
        const address = newAddressSchema.safeParse(v.address);
        if (!address.success)
          for (const issue of address.error.issues)
            ctx.addIssue({ code: 'custom', path: ['address', ...issue.path] as string[], message: issue.message });
      }
      const chars = descriptionCount(v.description.text);
      if (chars === 0) ctx.addIssue({ code: 'custom', path: ['description'], message: 'descriptionRequired' });
      else if (chars > maxChars) ctx.addIssue({ code: 'custom', path: ['description'], message: 'descriptionMaxLength' });
      if (mode === 'T') {
        if (!v.orderDate || !dayjs(v.orderDate).isValid())
          ctx.addIssue({ code: 'custom', path: ['orderDate'], message: 'orderDateIsRequired' });
        else if (pickedInAmman(v.orderDate).isBefore(earliestAppointment(now())))
          ctx.addIssue({ code: 'custom', path: ['orderDate'], message: 'orderDatePast' });
        if (v.spId === null) ctx.addIssue({ code: 'custom', path: ['spId'], message: 'providerRequired' });
      }
    });
}

/** The order's service, from the query string of the details routes (spec §2.1). */
export function serviceFromQuery(params: URLSearchParams): { categoryId: number; subCategoryId: number } | null {
  const categoryId = Number(params.get('categoryId'));
  const subCategoryId = Number(params.get('subcategoryId'));
  if (!Number.isInteger(categoryId) || categoryId <= 0 || !Number.isInteger(subCategoryId) || subCategoryId <= 0) return null;
  return { categoryId, subCategoryId };
}
