import { z } from 'zod';
import {
  areaRule,
  branchNameRule,
  companyNameRule,
  contactNameRule,
  emailRule,
  formDescriptionRule,
  isValidPhone,
  phoneNoRule,
} from '@portal/contract/rules';
import type { ProfileView as Profile, SubBranch } from '@portal/contract/profile';
import type { ProfileEditPayload } from './api/edit-profile.ts';

/** Commercial customers (customer type 1) see company wording and the description field (spec §2.11). */
export const COMMERCIAL_CUSTOMER_TYPE = 1;

/** A branch as it is sent: a saved one with its id, a new one without. */
type BranchPayload = Omit<SubBranch, 'id' | 'deleted'> & { id?: number };

export const ABOUT_MAX = 500;
export const POSITION_MAX = 50;
export const ATTACHMENTS_MAX = 5;

/** A file on the profile form: one already attached (id) or one uploaded for this save (fileId, the upload's uuid). */
export type AttachmentValue = { key: string; id?: number; fileId?: string; fileName: string; url: string; mime: string };

/** A branch as the form holds it; `id` absent means new (added on this page). */
export type BranchValue = BranchPayload;

export type ProfileFormValues = {
  name: string;
  companyName: string;
  phoneNo: string;
  countryCode: string;
  description: string;
  industry: string[];
  contactPosition: string;
  about: string;
  allowLocationAccess: boolean;
  marketingOptOut: boolean;
  notifyEmail: boolean;
  notifyPush: boolean;
  area: string;
  branchName: string;
  latitude: number | null;
  longitude: number | null;
  city: string;
  country: string;
  attachments: AttachmentValue[];
  branches: BranchValue[];
};

export const isCommercial = (profile: Pick<Profile, 'customerType'>) => profile.customerType.id === COMMERCIAL_CUSTOMER_TYPE;

function branchValue(b: Profile['subBranches'][number]): BranchValue {
  const { deleted: _deleted, ...rest } = b;
  return rest;
}

/** The form's starting values; react-hook-form compares against them for isDirty, so they must be stable. */
export function formValuesFromProfile(p: Profile): ProfileFormValues {
  return {
    name: p.name,
    companyName: p.companyName,
    phoneNo: p.phoneNo,
    countryCode: p.countryCode || '+962',
    description: p.description ?? '',
    industry: p.industry.map(String),
    contactPosition: p.contactPosition ?? '',
    about: p.about ?? '',
    allowLocationAccess: p.allowLocationAccess === true,
    marketingOptOut: p.marketingOptOut === true,
    // Absent (an older server): on, as the server's default.
    notifyEmail: p.notifyEmail !== false,
    notifyPush: p.notifyPush !== false,
    area: p.area,
    branchName: p.branchName,
    latitude: p.latitude,
    longitude: p.longitude,
    city: p.city,
    country: p.country,
    attachments: p.attachments.map((a) => ({ key: `a${a.id}`, id: a.id, fileName: a.fileName, url: a.url, mime: a.mime })),
    branches: p.subBranches.filter((b) => !b.deleted).map(branchValue),
  };
}

/**
 * The edit payload (issue 6): the full profile, the uploads to attach (createdAttachments: their file
 * ids), the attachments taken off (removedAttachments), and every branch: kept and new ones as they are
 * now (new ones without id) and the removed saved ones with deleted: true.
 */
/** The web always sends the whole lists, so they are never absent here. */
type FullEditPayload = ProfileEditPayload & Required<Pick<ProfileEditPayload, 'branches' | 'createdAttachments' | 'removedAttachments'>>;

export function buildEditPayload(values: ProfileFormValues, original: Profile): FullEditPayload {
  const keptIds = new Set(values.attachments.flatMap((a) => (a.id !== undefined ? [a.id] : [])));
  const liveIds = new Set(values.branches.flatMap((b) => (b.id !== undefined ? [b.id] : [])));
  const trimBranch = (b: BranchValue): BranchPayload => ({
    ...(b.id !== undefined ? { id: b.id } : {}),
    name: b.name.trim(),
    email: b.email.trim(),
    branchName: b.branchName.trim(),
    phoneNo: b.phoneNo.trim(),
    countryCode: b.countryCode,
    area: b.area.trim(),
    city: b.city,
    country: b.country,
    latitude: b.latitude,
    longitude: b.longitude,
  });
  return {
    name: values.name.trim(),
    companyName: values.companyName,
    phoneNo: values.phoneNo.trim(),
    countryCode: values.countryCode,
    description: isCommercial(original) ? values.description : null,
    latitude: values.latitude ?? original.latitude,
    longitude: values.longitude ?? original.longitude,
    // City and country are read-only on the server (set from the point): not part of the edit.
    area: values.area.trim(),
    branchName: values.branchName.trim(),
    industry: values.industry.map(Number),
    contactPosition: values.contactPosition.trim(),
    about: values.about.trim(),
    allowLocationAccess: values.allowLocationAccess,
    marketingOptOut: values.marketingOptOut,
    notifyEmail: values.notifyEmail,
    notifyPush: values.notifyPush,
    createdAttachments: values.attachments.flatMap((a) => (a.id === undefined && a.fileId !== undefined ? [a.fileId] : [])),
    removedAttachments: original.attachments.filter((a) => !keptIds.has(a.id)).map((a) => a.id),
    branches: [
      ...values.branches.map(trimBranch),
      ...original.subBranches
        .filter((b) => !b.deleted && !liveIds.has(b.id))
        .map((b) => ({ ...trimBranch(branchValue(b)), id: b.id, deleted: true as const })),
    ],
  };
}

const phoneFields = {
  countryCode: z.string(),
  phoneNo: phoneNoRule,
};
const validPhone = (v: { countryCode: string; phoneNo: string }) => isValidPhone(v.countryCode, v.phoneNo);

/** One extra branch (spec §5 Profile): area, branch name, contact name, phone and e-mail are required. */
export const branchSchema = z
  .object({
    name: contactNameRule,
    email: emailRule,
    branchName: branchNameRule,
    area: areaRule,
    ...phoneFields,
    latitude: z.number({ error: 'locationRequired' }),
    longitude: z.number({ error: 'locationRequired' }),
  })
  .refine(validPhone, { error: 'phoneInvalid', path: ['phoneNo'] });

/** The whole form; the description is checked only for commercial customers. */
export function profileFormSchema(commercial: boolean) {
  return z
    .object({
      name: contactNameRule,
      companyName: companyNameRule,
      ...phoneFields,
      description: z.string(),
      industry: z.array(z.string()).min(1, { error: 'industryRequired' }),
      contactPosition: z.string().max(POSITION_MAX, { error: 'textTooLong' }),
      about: z.string().max(ABOUT_MAX, { error: 'textTooLong' }),
      area: areaRule,
      branchName: branchNameRule,
      latitude: z.number({ error: 'locationRequired' }),
      longitude: z.number({ error: 'locationRequired' }),
      branches: z.array(branchSchema),
    })
    .refine(validPhone, { error: 'phoneInvalid', path: ['phoneNo'] })
    .superRefine((v, ctx) => {
      if (!commercial) return;
      const r = formDescriptionRule.safeParse(v.description);
      if (!r.success) ctx.addIssue({ code: 'custom', message: r.error.issues[0]!.message, path: ['description'] });
    });
}

/** The first problem of each branch, by index: shown on the branch card and blocking the save. */
export function branchProblems(branches: BranchValue[]): Map<number, { field: string; key: string }> {
  const found = new Map<number, { field: string; key: string }>();
  branches.forEach((b, i) => {
    const r = branchSchema.safeParse(b);
    if (!r.success) {
      const issue = r.error.issues[0]!;
      found.set(i, { field: String(issue.path[0] ?? ''), key: issue.message });
    }
  });
  return found;
}

/** The message key of the first problem in the order the form shows its fields (branches last). */
export function firstFormError(errors: Record<string, unknown>): string | undefined {
  const walk = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const m = (node as { message?: unknown }).message;
    if (typeof m === 'string' && m) return m;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      const found = walk(child);
      if (found) return found;
    }
    return undefined;
  };
  const order = [
    'companyName',
    'industry',
    'phoneNo',
    'description',
    'name',
    'contactPosition',
    'about',
    'branchName',
    'area',
    'latitude',
    'longitude',
    'branches',
  ];
  for (const key of [...order, ...Object.keys(errors)]) {
    const found = walk(errors[key]);
    if (found) return found;
  }
  return undefined;
}
