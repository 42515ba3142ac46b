import { pickLang, type Lang } from '@portal/contract/lang';
import type { BannersResponse, OnboardingResponse } from '@portal/contract/reference';
import type { Db } from '@portal/db/client';
import { notFound } from '../../lib/app-error.ts';
import { assetUrl } from '../../lib/asset-url.ts';
import { providerTermsRepository } from '../order-core/provider-terms.repository.ts';
import { referenceRepository } from './reference.repository.ts';

export function referenceService(db: Db) {
  const repo = referenceRepository(db);
  return {
    customerTypes: () => repo.customerTypes(),

    async industries(customerTypeId: number) {
      const rows = await repo.industriesOf(customerTypeId);
      return rows.map((r) => ({ industryId: r.id, industryEnglishName: r.en, industryArabicName: r.ar, industryFrenchName: r.fr }));
    },

    async onboarding(): Promise<OnboardingResponse> {
      const rows = await repo.onboardingScreens();
      const of = (lang: Lang) => ({
        customerWebScreens: rows.filter((r) => r.lang === lang).map((r) => ({ id: r.id, image: assetUrl(r.image), title: r.title, description: r.description })),
      });
      return { englishOnboardingScreens: of('en'), arabicOnboardingScreens: of('ar'), frenchOnboardingScreens: of('fr') };
    },

    async banners(): Promise<BannersResponse> {
      const rows = await repo.banners();
      const set = (kind: 'desktop' | 'responsive') => {
        const of = (lang: Lang) => rows.filter((r) => r.kind === kind && r.lang === lang).map((r) => ({ image: assetUrl(r.image), link: r.link }));
        return { englishBanners: of('en'), arabicBanners: of('ar'), frenchBanners: of('fr') };
      };
      return { webDesktopBanners: set('desktop'), webResponsiveBanners: set('responsive') };
    },

    async staticPage(isTerms: boolean, lang: Lang) {
      const html = await repo.staticPage(isTerms ? 'terms' : 'privacy', lang);
      if (html === null) throw notFound();
      return { value: html };
    },

    /**
     * Spec §3 Settings, "optionally requested for a provider": with a provider id, that provider's own values
     * (provider_limits) where they differ from the record; an unknown id answers the record as it is.
     */
    async validationData(providerId?: number) {
      const [rows, own] = await Promise.all([repo.settings(), providerId ? providerTermsRepository(db).limitValues(providerId) : ({} as Record<string, string>)]);
      return rows.map((r) => ({ key: r.key, value: own[r.key] ?? r.value }));
    },

    async topProviders(limit: number, lang: Lang) {
      const rows = await repo.topProviders(limit);
      return rows.map((r) => ({
        id: r.id,
        name: pickLang(r.name, lang),
        profilePhoto: r.profilePhoto ? assetUrl(r.profilePhoto) : null,
        rating: r.rating,
        total: r.total,
        isGoldenTechnician: r.isGoldenTechnician ? 1 : 0,
        isCertified: r.isCertified ? 1 : 0,
        expertise: pickLang(r.expertise, lang),
      }));
    },
  };
}
