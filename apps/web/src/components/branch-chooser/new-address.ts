import { z } from 'zod';
import { branchNameRule, contactNameRule, countryCodeRule, emailRule, isValidPhone, phoneNoRule } from '@portal/contract/rules';
import { clip, type PickedLocation } from '@portal/ui/picked-location';
import { LIMITS } from '@portal/contract/limits';

/** The 'add new address' form (spec §2.6): contact, phone, the place on the map, and whether to keep it. */
export type NewAddressValues = {
  name: string;
  email: string;
  countryCode: string;
  phoneNo: string;
  location: PickedLocation | null;
  isSave: boolean;
  saveAs: string;
};

export const emptyNewAddress = (): NewAddressValues => ({
  name: '',
  email: '',
  countryCode: '+962',
  phoneNo: '',
  location: null,
  isSave: false,
  saveAs: '',
});

const locationSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  country: z.string(),
  city: z.string(),
  area: z.string(),
  address: z.string(),
});

/**
 * Spec §5: name, e-mail and phone required, a place required, and the branch name ('save as') required
 * when the address is to be saved. Messages are the contract's keys.
 */
export const newAddressSchema = z
  .object({
    name: contactNameRule,
    email: emailRule,
    countryCode: countryCodeRule,
    phoneNo: phoneNoRule,
    location: locationSchema.nullable(),
    isSave: z.boolean(),
    saveAs: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.location === null) ctx.addIssue({ code: 'custom', path: ['location'], message: 'locationRequired' });
    if (/^\d{6,14}$/.test(v.phoneNo.trim()) && !isValidPhone(v.countryCode, v.phoneNo))
      ctx.addIssue({ code: 'custom', path: ['phoneNo'], message: 'phoneInvalid' });
    if (v.isSave) {
      const saveAs = branchNameRule.safeParse(v.saveAs);
      if (!saveAs.success) ctx.addIssue({ code: 'custom', path: ['saveAs'], message: saveAs.error.issues[0]!.message });
    }
  });

/**
 * The name the order keeps for a new address: the 'save as' name when it is saved, otherwise the place
 * itself, cut to the branch-name limit.
 */
export function newAddressBranchName(v: Pick<NewAddressValues, 'isSave' | 'saveAs' | 'location'>): string {
  if (v.isSave && v.saveAs.trim()) return v.saveAs.trim();
  const l = v.location;
  if (!l) return '';
  return clip([l.area, l.city].filter(Boolean).join(', ') || l.address, LIMITS.nameMax);
}
