import { z } from 'zod';
import { customerTypeSchema } from './reference.ts';

/** An extra branch of the customer (spec §3 Profile); edited with the profile in a later issue. */
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
  profilePhoto: z.string().nullable(),
  isProfilepicUploaded: z.boolean(),
  customerType: customerTypeSchema,
  /** Industry ids. */
  industry: z.array(z.number().int()),
  attachments: z.array(z.object({ id: z.number().int(), fileName: z.string() })),
  isProfileCompleted: z.boolean(),
  subBranches: z.array(subBranchSchema),
});
export type ProfileView = z.infer<typeof profileViewSchema>;
