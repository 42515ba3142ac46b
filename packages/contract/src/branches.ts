import { z } from 'zod';

/**
 * GET /service/talzeem/branch/get: the customer's addresses an order can go to. `id` 'main' is the profile's
 * own address; numbers are saved branches. The picker adds 'new' (spec §3 Branch or address).
 */
export const branchSchema = z.object({
  id: z.union([z.literal('main'), z.number().int()]),
  branchName: z.string(),
  /** Contact person at this address. */
  name: z.string(),
  email: z.string(),
  countryCode: z.string(),
  phoneNo: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  country: z.string(),
  city: z.string(),
  area: z.string(),
  isMain: z.boolean(),
});
export type Branch = z.infer<typeof branchSchema>;

export const branchListSchema = z.array(branchSchema);
