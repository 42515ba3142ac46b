import { and, asc, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '@portal/contract/limits';
import { pickLang, type Lang } from '@portal/contract/lang';
import type { ProviderCard } from '@portal/contract/providers';
import type { Db } from '@portal/db/client';
import { accounts } from '@portal/db/schema/accounts';
import { providerLocations, providers, providerSubCategories } from '@portal/db/schema/providers';
import { assetUrl } from '../../lib/asset-url.ts';

// The provider card is shared: the catalogue lists providers with it, an express order is offered to the
// providers it finds near the customer, and an RFP's replies show their provider's card.

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

const serves = (db: Db, subCategoryId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(providerSubCategories)
      .where(and(eq(providerSubCategories.providerId, providers.accountId), eq(providerSubCategories.subCategoryId, subCategoryId))),
  );
const located = (db: Db, condition: SQL) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(providerLocations)
      .where(and(eq(providerLocations.providerId, providers.accountId), condition)),
  );

function reachCondition(db: Db, reach: Reach): SQL | undefined {
  if (reach.kind === 'anywhere') return undefined;
  if (reach.kind === 'country') return located(db, inArray(sql`lower(trim(${providerLocations.country}))`, reach.spellings));
  const near = located(db, sql`${distanceKm(reach.lat, reach.lng)} <= ${reach.radiusKm ?? LIMITS.nearbyRadiusKm}`);
  // featuredOnly is the express reach: featured providers whose "Available for Express" switch is on (issue 18).
  return reach.featuredOnly ? and(eq(providers.isFeatured, true), eq(providers.expressAvailable, true), near) : near;
}

/**
 * Active providers serving the sub-category within the reach; golden first, then the best rated. Near a
 * point: the nearest first (by 5 km bands of their closest location), then the best rated.
 */
export function providerCards(db: Db, subCategoryId: number, reach: Reach) {
  const query = db
    .select(cardColumns)
    .from(providers)
    .innerJoin(accounts, eq(accounts.id, providers.accountId))
    .where(and(eq(accounts.status, 'active'), serves(db, subCategoryId), reachCondition(db, reach)));
  if (reach.kind !== 'nearby')
    return query.orderBy(desc(providers.isGoldenTechnician), desc(providers.rating), desc(providers.ratingCount), asc(providers.accountId));
  const nearest = sql`(SELECT floor(min(${distanceKm(reach.lat, reach.lng)}) / ${DISTANCE_BAND_KM}) FROM ${providerLocations} WHERE ${providerLocations.providerId} = ${providers.accountId})`;
  return query.orderBy(asc(nearest), desc(providers.rating), desc(providers.ratingCount), desc(providers.isGoldenTechnician), asc(providers.accountId));
}

export type CardRow = Awaited<ReturnType<typeof providerCards>>[number];

const bit = (v: boolean) => (v ? 1 : 0) as 0 | 1;

/** A card row in the caller's language (spec §3 provider card). */
export function toCard(row: CardRow, lang: Lang): ProviderCard {
  return {
    id: row.id,
    name: pickLang(row.name, lang),
    profilePhoto: row.profilePhoto ? assetUrl(row.profilePhoto) : null,
    isGoldenTechnician: bit(row.isGoldenTechnician),
    isCertified: bit(row.isCertified),
    rating: row.rating,
    total: row.total,
    ordersCompleted: row.ordersCompleted,
    expertise: pickLang(row.expertise, lang),
    dailyRate: row.dailyRate,
    minimumRatePerVisit: row.minimumRatePerVisit,
    userType: row.userType,
    carToggle: bit(row.carToggle),
  };
}
