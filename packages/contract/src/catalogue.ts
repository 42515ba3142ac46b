import { z } from 'zod';
import { ORDER_TYPES } from './codes.ts';
import { providerCardSchema } from './providers.ts';
import { selectedId } from './rules.ts';

/** Spec §3 Category: `name` and `translation.value` are both the name in the caller's language. */
const translation = z.object({ value: z.string() });

export const subCategorySchema = z.object({
  id: z.number().int(),
  /** URL of the icon. */
  icon: z.string(),
  categoryId: z.number().int(),
  name: z.string(),
  translation,
});
export type SubCategory = z.infer<typeof subCategorySchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  icon: z.string(),
  name: z.string(),
  translation,
  /** Possibly empty: the pickers then show their empty state. */
  subcategory: z.array(subCategorySchema),
});
export type Category = z.infer<typeof categorySchema>;
export const categoriesResponseSchema = z.array(categorySchema);

/**
 * GET /service/category/service-provider/get: is anyone available for this sub-category? An empty list opens
 * the no-provider dialog. E: featured providers within LIMITS.nearbyRadiusKm of the customer's main address;
 * T: providers in the customer's country; R: any provider serving the sub-category.
 */
export const availabilityQuerySchema = z.object({
  subCategoryId: selectedId('subCategoryRequired'),
  type: z.enum(ORDER_TYPES, { error: 'orderTypeInvalid' }),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;
export const availabilityResponseSchema = z.array(providerCardSchema);

/** Static HTML pages: terms of use, privacy policy and the usage (acceptable-use) policy of §2.12. */
export const STATIC_PAGE_KEYS = ['terms', 'privacy', 'usage'] as const;
export type StaticPageKey = (typeof STATIC_PAGE_KEYS)[number];

export const staticPageQuerySchema = z.object({ key: z.enum(STATIC_PAGE_KEYS, { error: 'staticPageKeyInvalid' }) });
export const staticPageResponseSchema = z.object({ key: z.enum(STATIC_PAGE_KEYS), value: z.string() });
