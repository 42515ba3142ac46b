import { z } from 'zod';
import { DB_ID_MAX } from './limits.ts';

export const customerTypeSchema = z.object({ id: z.number().int(), name: z.string(), arabicName: z.string(), frenchName: z.string() });
export const industrySchema = z.object({
  industryId: z.number().int(),
  industryEnglishName: z.string(),
  industryArabicName: z.string(),
  industryFrenchName: z.string(),
});
export const industryQuerySchema = z.object({ customerType: z.coerce.number({ error: 'customerTypeRequired' }).int({ error: 'customerTypeRequired' }).positive({ error: 'customerTypeRequired' }).max(DB_ID_MAX, { error: 'customerTypeRequired' }) });

const onboardingItem = z.object({ id: z.number().int(), image: z.string(), title: z.string(), description: z.string() });
const onboardingSet = z.object({ customerWebScreens: z.array(onboardingItem) });
export const onboardingResponseSchema = z.object({
  englishOnboardingScreens: onboardingSet,
  arabicOnboardingScreens: onboardingSet,
  frenchOnboardingScreens: onboardingSet,
});
export type OnboardingResponse = z.infer<typeof onboardingResponseSchema>;

const bannerItem = z.object({ image: z.string(), link: z.string() });
const bannerLangs = z.object({ englishBanners: z.array(bannerItem), arabicBanners: z.array(bannerItem), frenchBanners: z.array(bannerItem) });
export const bannersResponseSchema = z.object({ webDesktopBanners: bannerLangs, webResponsiveBanners: bannerLangs });
export type BannersResponse = z.infer<typeof bannersResponseSchema>;

export const termsQuerySchema = z.object({
  isTermsAndCondition: z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()),
});
export const termsResponseSchema = z.object({ value: z.string() });

export const providerSliderItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profilePhoto: z.string().nullable(),
  rating: z.number(),
  total: z.number().int(),
  isGoldenTechnician: z.number().int(),
  isCertified: z.number().int(),
  expertise: z.string(),
});
export const providerSliderQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });

export const validationDataItemSchema = z.object({ key: z.string(), value: z.string() });
export const validationDataQuerySchema = z.object({ serviceProviderId: z.coerce.number().int().positive().max(DB_ID_MAX).optional() });
export type ValidationDataItem = z.infer<typeof validationDataItemSchema>;

export const supportContactSchema = z.object({ phone: z.string(), email: z.string() });
