import type { BranchChoice } from '../../components/branch-chooser/branch-choice.ts';
import { emptyNewAddress, type NewAddressValues } from '../../components/branch-chooser/new-address.ts';
import type { RichTextValue } from '../../components/rich-text-editor/rich-text-value.ts';
import type { OrderFormValues } from './order-form.ts';

/**
 * What 'Schedule for later' carries from /express-details to /direct-award-details in the navigation
 * state (spec §2.1: payloadData), so the direct award form starts with what was typed. Only plain data:
 * the files stay in memory under attachmentsKey.
 */
export type PayloadData = {
  branchId: BranchChoice;
  address: NewAddressValues;
  description: RichTextValue;
  attachmentsKey: string | null;
};

export function toPayloadData(
  values: Pick<OrderFormValues, 'branchId' | 'address' | 'description'>,
  attachmentsKey: string | null,
): PayloadData {
  return {
    branchId: values.branchId,
    address: { ...values.address, location: values.address.location ? { ...values.address.location } : null },
    description: { html: values.description.html, text: values.description.text },
    attachmentsKey,
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const BRANCH = /^(main|new|\d+)$/;

/**
 * Reads payloadData back from a navigation state, which can be anything (an old entry, another page's
 * state): unknown parts are dropped and the rest of the form keeps its defaults. Null when none is there.
 */
export function fromPayloadData(state: unknown): { values: Partial<OrderFormValues>; attachmentsKey: string | null } | null {
  if (!isObject(state) || !isObject(state.payloadData)) return null;
  const p = state.payloadData;
  const values: Partial<OrderFormValues> = {};
  if (typeof p.branchId === 'string' && BRANCH.test(p.branchId)) values.branchId = p.branchId as BranchChoice;
  if (isObject(p.address)) {
    const a = p.address;
    const l = isObject(a.location) ? a.location : null;
    const location =
      l && Number.isFinite(l.latitude) && Number.isFinite(l.longitude)
        ? {
            latitude: l.latitude as number,
            longitude: l.longitude as number,
            country: str(l.country),
            city: str(l.city),
            area: str(l.area),
            address: str(l.address),
          }
        : null;
    const base = emptyNewAddress();
    values.address = {
      name: str(a.name),
      email: str(a.email),
      countryCode: str(a.countryCode, base.countryCode) || base.countryCode,
      phoneNo: str(a.phoneNo),
      location,
      isSave: a.isSave === true,
      saveAs: str(a.saveAs),
    };
  }
  if (isObject(p.description)) values.description = { html: str(p.description.html), text: str(p.description.text) };
  return { values, attachmentsKey: typeof p.attachmentsKey === 'string' ? p.attachmentsKey : null };
}
