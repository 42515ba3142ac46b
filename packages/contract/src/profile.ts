import { z } from 'zod';
import { DB_ID_MAX, LIMITS } from './limits.ts';
import { customerTypeSchema } from './reference.ts';
import {
  areaRule, branchNameRule, companyNameRule, contactNameRule, countryCodeRule, emailRule, formDescriptionRule, isValidPhone,
  latitudeRule, longitudeRule, phoneNoRule, placeNameRule, withNationalPhone,
} from './rules.ts';

/** An extra branch of the customer (spec §3 Profile): an address an order can go to. */
export const subBranchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  branchName: z.string(),
  phoneNo: z.string(),
  countryCode: z.string(),
  area: z.string(),
  city: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  deleted: z.boolean(),
});
export type SubBranch = z.infer<typeof subBranchSchema>;

export const profileAttachmentSchema = z.object({ id: z.number().int(), fileName: z.string(), url: z.string(), mime: z.string() });

/** Which parts of the profile are done (spec §2.11 profile completion); all true is isProfileCompleted. */
export const profileCompletionSchema = z.object({
  companyProfile: z.boolean(),
  contactPerson: z.boolean(),
  about: z.boolean(),
  photo: z.boolean(),
  mainAddress: z.boolean(),
  branches: z.boolean(),
  locationAccess: z.boolean(),
});
export type ProfileCompletion = z.infer<typeof profileCompletionSchema>;

/**
 * The parts that make a profile complete. Location access is a browser permission, reported but not
 * counted: a customer who filled in everything is not nagged for it. Extra branches are optional; the part
 * is done when every extra branch (if any) is filled in.
 */
export const PROFILE_COMPLETION_PARTS = ['companyProfile', 'contactPerson', 'about', 'photo', 'mainAddress', 'branches'] as const;

export const isProfileComplete = (c: ProfileCompletion) => PROFILE_COMPLETION_PARTS.every((k) => c[k]);

/** GET /customer/profile/view: the signed-in customer's own profile (spec §3 Profile). */
export const profileViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  companyName: z.string(),
  email: z.string(),
  phoneNo: z.string(),
  countryCode: z.string(),
  /** Commercial customers only; null otherwise. */
  description: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  country: z.string(),
  city: z.string(),
  area: z.string(),
  branchName: z.string(),
  /** URL of the photo (GET /api/files/{id}, Bearer), or null. */
  profilePhoto: z.string().nullable(),
  isProfilepicUploaded: z.boolean(),
  customerType: customerTypeSchema,
  /** Industry ids. */
  industry: z.array(z.number().int()),
  attachments: z.array(profileAttachmentSchema),
  isProfileCompleted: z.boolean(),
  contactPosition: z.string().nullable(),
  about: z.string().nullable(),
  allowLocationAccess: z.boolean(),
  marketingOptOut: z.boolean(),
  /** Per-channel preferences of order news (issue 15): e-mails (refusals, cancellations) and pushes. */
  notifyEmail: z.boolean(),
  notifyPush: z.boolean(),
  subBranches: z.array(subBranchSchema),
  completion: profileCompletionSchema,
});
export type ProfileView = z.infer<typeof profileViewSchema>;

const PROFILE_ATTACHMENT_MAX = LIMITS.filesPerUpload;
export const PROFILE_LIMITS = { contactPositionMax: LIMITS.nameMax, aboutMax: 500, attachmentsMax: PROFILE_ATTACHMENT_MAX } as const;

/** Optional text: blank becomes null. */
const optionalText = (max: number, key: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string({ error: 'invalidInput' }).trim().max(max, { error: key }).nullable().optional(),
  );

const idList = z.array(z.number({ error: 'industryRequired' }).int().positive().max(DB_ID_MAX), { error: 'industryRequired' })
  .min(1, { error: 'industryRequired' })
  .max(20, { error: 'industryRequired' });

/** A deleted branch carries only its id; the others every field of spec §5 (each branch row). */
export const branchDeleteSchema = z.object({ id: z.number().int().positive().max(DB_ID_MAX), deleted: z.literal(true) });
export const branchEditSchema = z
  .object({
    id: z.number().int().positive().max(DB_ID_MAX).optional(),
    deleted: z.literal(false).optional(),
    name: contactNameRule,
    email: emailRule,
    branchName: branchNameRule,
    countryCode: countryCodeRule.default('+962'),
    phoneNo: phoneNoRule,
    area: areaRule,
    city: placeNameRule,
    country: placeNameRule,
    latitude: latitudeRule,
    longitude: longitudeRule,
  })
  .refine((v) => isValidPhone(v.countryCode, v.phoneNo), { path: ['phoneNo'], error: 'phoneInvalid' })
  .overwrite(withNationalPhone);
export const branchChangeSchema = z.discriminatedUnion('deleted', [branchDeleteSchema, branchEditSchema]);
export type BranchChange = z.infer<typeof branchChangeSchema>;

/**
 * POST /customer/profile/edit: the whole editable profile (spec §5 Profile row). Email, city, country and
 * customer type are read-only: sent or not, they are ignored. The description is checked against the
 * customer's type (see profileDescriptionRule): commercial customers must give one.
 */
export const profileEditSchema = z
  .object({
    name: contactNameRule,
    companyName: companyNameRule,
    countryCode: countryCodeRule.default('+962'),
    phoneNo: phoneNoRule,
    description: z.string().nullable().optional(),
    latitude: latitudeRule,
    longitude: longitudeRule,
    area: areaRule,
    branchName: branchNameRule,
    industry: idList,
    contactPosition: optionalText(PROFILE_LIMITS.contactPositionMax, 'contactPositionMax'),
    about: optionalText(PROFILE_LIMITS.aboutMax, 'aboutMax'),
    allowLocationAccess: z.boolean().optional(),
    marketingOptOut: z.boolean().optional(),
    notifyEmail: z.boolean().optional(),
    notifyPush: z.boolean().optional(),
    /** File ids from POST /customer/profile/attachments/upload to attach now. */
    createdAttachments: z.array(z.string().uuid({ error: 'attachmentNotFound' })).max(50).default([]),
    /** Attachment ids (profile view `attachments[].id`) to remove. */
    removedAttachments: z.array(z.number().int().positive()).max(50).default([]),
    /** Absent: branches unchanged. Each entry without id is a new branch; `deleted: true` removes one. */
    branches: z.array(branchChangeSchema).max(50).optional(),
  })
  .refine((v) => isValidPhone(v.countryCode, v.phoneNo), { path: ['phoneNo'], error: 'phoneInvalid' })
  .overwrite(withNationalPhone);
export type ProfileEditRequest = z.infer<typeof profileEditSchema>;

/** The description of a commercial customer (required, at most 150, no leading space); residential has none. */
export const profileDescriptionRule = formDescriptionRule;

/** POST /customer/profile/upload answer. */
export const profilePhotoResponseSchema = z.object({ url: z.string() });
/** The multipart body as the OpenAPI document shows it. */
export const profilePhotoMultipartSchema = z.object({
  profile: z.file().describe('The cropped photo: PNG, JPEG or SVG (rasterised to PNG), at most 5 MB'),
});

/** POST /customer/profile/attachments/upload answer: stored files, attached by the next edit's createdAttachments. */
export const profileAttachmentUploadResponseSchema = z.array(z.object({ id: z.string(), fileName: z.string(), url: z.string() }));
export const profileAttachmentsMultipartSchema = z.object({
  attachments: z.array(z.file()).min(1).max(5).describe('PNG, JPEG or PDF, 1 to 5 files, 5 MB each; at most 5 on the profile'),
});
