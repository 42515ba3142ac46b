import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { accounts, customers } from '@portal/db/schema/accounts';
import {
  providerAlbums,
  providerLocations,
  providerReviews,
  providers,
  providerSubCategories,
  providerVisits,
} from '@portal/db/schema/providers';
import { categories, subCategories } from '@portal/db/schema/reference';
import { cardColumns, providerCards, type Reach } from '../order-core/provider-cards.ts';

export type { Reach };

export function providersRepository(db: Db) {
  return {
    subCategory: async (id: number) => {
      const rows = await db
        .select({ id: subCategories.id, categoryId: subCategories.categoryId })
        .from(subCategories)
        .where(eq(subCategories.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    customerLocation: async (accountId: number) => {
      const rows = await db
        .select({ latitude: customers.latitude, longitude: customers.longitude, country: customers.country })
        .from(customers)
        .where(eq(customers.accountId, accountId))
        .limit(1);
      return rows[0] ?? null;
    },

    cards: (subCategoryId: number, reach: Reach) => providerCards(db, subCategoryId, reach),

    /** The full row of an active provider, or null (unknown, suspended or deleted are all "not found"). */
    activeProvider: async (id: number) => {
      const rows = await db
        .select({
          ...cardColumns,
          about: providers.about,
          countryCode: providers.countryCode,
          phoneNo: providers.phoneNo,
          contactEmails: providers.contactEmails,
          education: providers.education,
        })
        .from(providers)
        .innerJoin(accounts, eq(accounts.id, providers.accountId))
        .where(and(eq(providers.accountId, id), eq(accounts.status, 'active')))
        .limit(1);
      return rows[0] ?? null;
    },

    isActiveProvider: async (id: number) => {
      const rows = await db
        .select({ id: providers.accountId })
        .from(providers)
        .innerJoin(accounts, eq(accounts.id, providers.accountId))
        .where(and(eq(providers.accountId, id), eq(accounts.status, 'active')))
        .limit(1);
      return rows.length > 0;
    },

    /** The sub-categories a provider serves, in the catalogue's order. */
    services: (id: number) =>
      db
        .select({
          categoryId: categories.id,
          subCategoryId: subCategories.id,
          category: { en: categories.en, ar: categories.ar, fr: categories.fr },
          subCategory: { en: subCategories.en, ar: subCategories.ar, fr: subCategories.fr },
        })
        .from(providerSubCategories)
        .innerJoin(subCategories, eq(subCategories.id, providerSubCategories.subCategoryId))
        .innerJoin(categories, eq(categories.id, subCategories.categoryId))
        .where(eq(providerSubCategories.providerId, id))
        .orderBy(asc(categories.sort), asc(categories.id), asc(subCategories.sort), asc(subCategories.id)),

    locations: (id: number) =>
      db
        .select({
          city: providerLocations.city,
          state: providerLocations.state,
          country: providerLocations.country,
          latitude: providerLocations.latitude,
          longitude: providerLocations.longitude,
        })
        .from(providerLocations)
        .where(eq(providerLocations.providerId, id))
        .orderBy(asc(providerLocations.id)),

    albums: (id: number) =>
      db
        .select({ name: providerAlbums.name, images: providerAlbums.images })
        .from(providerAlbums)
        .where(eq(providerAlbums.providerId, id))
        .orderBy(asc(providerAlbums.id)),

    /** Reviews per whole star; a half star belongs to the star below it. */
    countByStar: async (id: number) => {
      const star = sql<number>`least(5, greatest(1, floor(${providerReviews.rating})))::int`;
      return db.select({ star, total: count() }).from(providerReviews).where(eq(providerReviews.providerId, id)).groupBy(star);
    },

    reviewCount: async (id: number) => {
      const [row] = await db.select({ n: count() }).from(providerReviews).where(eq(providerReviews.providerId, id));
      return row?.n ?? 0;
    },

    reviewsPage: (id: number, offset: number, limit: number) =>
      db
        .select({
          id: providerReviews.id,
          customerName: providerReviews.customerName,
          rating: providerReviews.rating,
          description: providerReviews.comment,
          createdAt: providerReviews.createdAt,
        })
        .from(providerReviews)
        .where(eq(providerReviews.providerId, id))
        .orderBy(desc(providerReviews.createdAt), desc(providerReviews.id))
        .offset(offset)
        .limit(limit),

    /** One row per provider and visitor: the count goes up by one and the last visit becomes now, atomically. */
    recordVisit: async (providerId: number, accountId: number) => {
      const [row] = await db
        .insert(providerVisits)
        .values({ providerId, accountId })
        .onConflictDoUpdate({
          target: [providerVisits.providerId, providerVisits.accountId],
          set: { visitCount: sql`${providerVisits.visitCount} + 1`, lastVisitAt: sql`now()` },
        })
        .returning({ visitCount: providerVisits.visitCount, lastVisitAt: providerVisits.lastVisitAt });
      return row!;
    },
  };
}
