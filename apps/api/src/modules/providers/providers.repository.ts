import { and, asc, count, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '@portal/contract/limits';
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
import { subCategories } from '@portal/db/schema/reference';

/** What a provider card needs; names stay trilingual until the service picks the caller's language. */
export const cardColumns = {
  id: providers.accountId,
  name: providers.name,
  profilePhoto: providers.profilePhoto,
  isGoldenTechnician: providers.isGoldenTechnician,
  isCertified: providers.isCertified,
  rating: providers.rating,
  total: providers.ratingCount,
  ordersCompleted: providers.ordersCompleted,
  expertise: providers.expertise,
  dailyRate: providers.dailyRate,
  minimumRatePerVisit: providers.minimumRatePerVisit,
  userType: providers.userType,
  carToggle: providers.carToggle,
};

/** Great-circle distance in km from a provider location to a point, computed by PostgreSQL. */
function distanceKm(lat: number, lng: number): SQL<number> {
  return sql<number>`2 * 6371.0088 * asin(least(1, sqrt(
    power(sin(radians(${providerLocations.latitude} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${providerLocations.latitude}))
    * power(sin(radians(${providerLocations.longitude} - ${lng}::float8) / 2), 2))))`;
}

export type Reach =
  | { kind: 'nearby'; lat: number; lng: number; featuredOnly: boolean; radiusKm?: number }
  | { kind: 'country'; spellings: string[] }
  | { kind: 'anywhere' };

/** Distances within one band count as alike, so the better rated of two close providers comes first. */
const DISTANCE_BAND_KM = 5;

export function providersRepository(db: Db) {
  const serves = (subCategoryId: number) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(providerSubCategories)
        .where(and(eq(providerSubCategories.providerId, providers.accountId), eq(providerSubCategories.subCategoryId, subCategoryId))),
    );
  const located = (condition: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(providerLocations)
        .where(and(eq(providerLocations.providerId, providers.accountId), condition)),
    );

  function reachCondition(reach: Reach): SQL | undefined {
    if (reach.kind === 'anywhere') return undefined;
    if (reach.kind === 'country') return located(inArray(sql`lower(trim(${providerLocations.country}))`, reach.spellings));
    const near = located(sql`${distanceKm(reach.lat, reach.lng)} <= ${reach.radiusKm ?? LIMITS.nearbyRadiusKm}`);
    return reach.featuredOnly ? and(eq(providers.isFeatured, true), near) : near;
  }

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

    /**
     * Active providers serving the sub-category within the reach; golden first, then the best rated. Near a
     * point: the nearest first (by 5 km bands of their closest location), then the best rated.
     */
    cards: (subCategoryId: number, reach: Reach) => {
      const query = db
        .select(cardColumns)
        .from(providers)
        .innerJoin(accounts, eq(accounts.id, providers.accountId))
        .where(and(eq(accounts.status, 'active'), serves(subCategoryId), reachCondition(reach)));
      if (reach.kind !== 'nearby')
        return query.orderBy(desc(providers.isGoldenTechnician), desc(providers.rating), desc(providers.ratingCount), asc(providers.accountId));
      const nearest = sql`(SELECT floor(min(${distanceKm(reach.lat, reach.lng)}) / ${DISTANCE_BAND_KM}) FROM ${providerLocations} WHERE ${providerLocations.providerId} = ${providers.accountId})`;
      return query.orderBy(asc(nearest), desc(providers.rating), desc(providers.ratingCount), desc(providers.isGoldenTechnician), asc(providers.accountId));
    },

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
