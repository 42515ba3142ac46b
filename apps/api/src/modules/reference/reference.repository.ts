import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { accounts } from '@portal/db/schema/accounts';
import { providers } from '@portal/db/schema/providers';
import { banners, customerTypes, industries, onboardingScreens, settings, staticPages } from '@portal/db/schema/reference';

export function referenceRepository(db: Db) {
  return {
    customerTypes: () => db.select().from(customerTypes).orderBy(asc(customerTypes.id)),
    industriesOf: (customerTypeId: number) =>
      db.select().from(industries).where(eq(industries.customerTypeId, customerTypeId)).orderBy(asc(industries.id)),
    onboardingScreens: () => db.select().from(onboardingScreens).orderBy(asc(onboardingScreens.sort), asc(onboardingScreens.id)),
    banners: () => db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id)),
    staticPage: async (key: 'terms' | 'privacy', lang: string) => {
      const rows = await db.select({ html: staticPages.html, lang: staticPages.lang }).from(staticPages).where(eq(staticPages.key, key));
      return rows.find((r) => r.lang === lang)?.html ?? rows.find((r) => r.lang === 'en')?.html ?? null;
    },
    settings: () => db.select().from(settings).orderBy(asc(settings.key)),
    topProviders: (limit: number) =>
      db
        .select({
          id: providers.accountId,
          name: providers.name,
          profilePhoto: providers.profilePhoto,
          rating: providers.rating,
          total: providers.ratingCount,
          isGoldenTechnician: providers.isGoldenTechnician,
          isCertified: providers.isCertified,
          expertise: providers.expertise,
        })
        .from(providers)
        .innerJoin(accounts, eq(accounts.id, providers.accountId))
        .where(eq(accounts.status, 'active'))
        .orderBy(desc(providers.isGoldenTechnician), desc(providers.rating), desc(providers.ratingCount), asc(providers.accountId))
        .limit(limit),
  };
}
