import { z } from 'zod';
import { USER_TYPES } from './codes.ts';
import { selectedId } from './rules.ts';

/** 0 or 1, as the spec's provider fields carry their flags (isGoldenTechnician 1 golden, carToggle 1 available). */
const flag = z.union([z.literal(0), z.literal(1)]);

/**
 * Provider card of spec §2.6/§3: what a list of providers shows (availability check, direct-award chooser).
 * `name` and `expertise` are in the caller's language; `profilePhoto` is a URL or null.
 */
export const providerCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profilePhoto: z.string().nullable(),
  isGoldenTechnician: flag,
  isCertified: flag,
  /** Average rating, 0 to 5 in half steps or finer. */
  rating: z.number(),
  /** Number of reviews. */
  total: z.number().int(),
  ordersCompleted: z.number().int(),
  expertise: z.string(),
  /** JOD per day. */
  dailyRate: z.number(),
  /** JOD per visit. */
  minimumRatePerVisit: z.number(),
  userType: z.enum(USER_TYPES),
  carToggle: flag,
});
export type ProviderCard = z.infer<typeof providerCardSchema>;

/** GET /service/talzeem/service-provider/get: providers a customer may award directly. */
export const directAwardProvidersQuerySchema = z.object({
  categoryId: selectedId('categoryRequired'),
  subCategoryId: selectedId('subCategoryRequired'),
  /** Country name in any of the three languages (as the customer's address carries it); empty means any. */
  country: z.string().trim().max(50, { error: 'invalidInput' }).optional(),
  /**
   * Where the work is (the chosen branch or new address): when given, only providers with a service location
   * within LIMITS.directAwardRadiusKm of it are listed, the nearest first and, at a like distance, the best rated.
   */
  latitude: z.coerce.number({ error: 'invalidInput' }).min(-90, { error: 'invalidInput' }).max(90, { error: 'invalidInput' }).optional(),
  longitude: z.coerce.number({ error: 'invalidInput' }).min(-180, { error: 'invalidInput' }).max(180, { error: 'invalidInput' }).optional(),
  type: z.literal('DA', { error: 'orderTypeInvalid' }).default('DA'),
});
export type DirectAwardProvidersQuery = z.infer<typeof directAwardProvidersQuerySchema>;

export const providerIdParamsSchema = z.object({ id: selectedId('providerRequired') });

export const providerLocationSchema = z.object({
  city: z.string(),
  state: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

/** The full provider entity of spec §3, as the profile modal shows it. Texts are in the caller's language. */
export const providerDetailSchema = providerCardSchema.extend({
  about: z.string(),
  /** Same as ordersCompleted; the spec names both. */
  doneTasks: z.number().int(),
  countryCode: z.string(),
  phoneNo: z.string(),
  contactDetails: z.object({
    phoneNo: z.array(z.object({ countryCode: z.string(), phoneNo: z.string() })),
    email: z.array(z.object({ email: z.string() })),
  }),
  locations: z.array(providerLocationSchema),
  education: z.array(z.object({ education: z.string() })),
  /** Photo and video albums; a URL ending in .mp4 or .webm is a video. */
  albums: z.array(z.object({ name: z.string(), images: z.array(z.object({ url: z.string() })) })),
  ratingData: z.object({ rating: z.number(), total: z.number().int() }),
  /** One row per star from 5 down to 1; a half star counts for the star below it (4.5 counts as 4). */
  countByRating: z.array(z.object({ rating: z.number().int().min(1).max(5), total: z.number().int() })),
  /**
   * Our extension: the sub-categories the provider serves (names in the caller's language), so a profile opened
   * anywhere can be hired for one of them (/direct-award-details with the provider preselected).
   */
  services: z.array(z.object({ categoryId: z.number().int(), subCategoryId: z.number().int(), category: z.string(), subCategory: z.string() })),
});
export type ProviderDetail = z.infer<typeof providerDetailSchema>;

export const REVIEWS_PAGE_SIZE = { default: 5, max: 20 } as const;

/** GET /service/service-provider/reviews/get: newest first, page by page ("load more"). */
export const reviewsQuerySchema = z.object({
  serviceProviderId: selectedId('providerRequired'),
  page: z.coerce
    .number({ error: 'invalidInput' })
    .int({ error: 'invalidInput' })
    .min(1, { error: 'invalidInput' })
    .max(10_000, { error: 'invalidInput' })
    .default(1),
  limit: z.coerce
    .number({ error: 'invalidInput' })
    .int({ error: 'invalidInput' })
    .min(1, { error: 'invalidInput' })
    .max(REVIEWS_PAGE_SIZE.max, { error: 'invalidInput' })
    .default(REVIEWS_PAGE_SIZE.default),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  customerName: z.string(),
  rating: z.number(),
  description: z.string(),
  /** Epoch seconds. */
  createdAt: z.number().int(),
});
export const reviewsResponseSchema = z.object({
  list: z.array(reviewSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

/** POST /customer/visit-count-and-last-visit: opening a provider's profile records a visit (spec §2.6). */
export const visitRequestSchema = z.object({
  serviceProviderId: selectedId('providerRequired'),
  visitTo: z.literal('SP', { error: 'invalidInput' }),
});
export type VisitRequest = z.infer<typeof visitRequestSchema>;
export const visitResponseSchema = z.object({
  serviceProviderId: z.number().int(),
  visitCount: z.number().int(),
  /** Epoch seconds. */
  lastVisitAt: z.number().int(),
});
