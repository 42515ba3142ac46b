import { LIMITS } from '@portal/contract/limits';
import type { AvailabilityQuery } from '@portal/contract/catalogue';
import { pickLang, type Lang } from '@portal/contract/lang';
import type { DirectAwardProvidersQuery, ProviderCard, ProviderDetail, ReviewsQuery, ReviewsResponse } from '@portal/contract/providers';
import type { Db } from '@portal/db/client';
import { notFound } from '../../lib/app-error.ts';
import { assetUrl } from '../../lib/asset-url.ts';
import { countrySpellings } from './country-names.ts';
import { toCard } from '../order-core/provider-cards.ts';
import { providersRepository, type Reach } from './providers.repository.ts';

const epochSeconds = (d: Date) => Math.floor(d.getTime() / 1000);
const providerNotFound = () => notFound('providerNotFound');

export function providersService(db: Db) {
  const repo = providersRepository(db);

  return {
    /**
     * Who could take an order of this type for this customer now (spec §2.6). Express goes to featured
     * providers near the customer's main address (docs/design.md, Orders); direct award to providers in the
     * customer's country; an RFP to anyone serving the sub-category.
     */
    async available(customerId: number, query: AvailabilityQuery, lang: Lang): Promise<ProviderCard[]> {
      if (!(await repo.subCategory(query.subCategoryId))) throw notFound('subCategoryNotFound');
      const customer = await repo.customerLocation(customerId);
      let reach: Reach;
      if (query.type === 'E') {
        if (!customer) return [];
        reach = { kind: 'nearby', lat: customer.latitude, lng: customer.longitude, featuredOnly: true };
      } else if (query.type === 'T') {
        if (!customer) return [];
        reach = { kind: 'country', spellings: countrySpellings(customer.country) };
      } else {
        reach = { kind: 'anywhere' };
      }
      return (await repo.cards(query.subCategoryId, reach)).map((r) => toCard(r, lang));
    },

    async forDirectAward(query: DirectAwardProvidersQuery, lang: Lang): Promise<ProviderCard[]> {
      const sub = await repo.subCategory(query.subCategoryId);
      if (!sub || sub.categoryId !== query.categoryId) throw notFound('subCategoryNotFound');
      // Where the work is, when known: providers serving that area (within 30 km), nearest and best rated first.
      const reach: Reach =
        query.latitude !== undefined && query.longitude !== undefined
          ? { kind: 'nearby', lat: query.latitude, lng: query.longitude, featuredOnly: false, radiusKm: LIMITS.directAwardRadiusKm }
          : query.country
            ? { kind: 'country', spellings: countrySpellings(query.country) }
            : { kind: 'anywhere' };
      return (await repo.cards(query.subCategoryId, reach)).map((r) => toCard(r, lang));
    },

    async detail(id: number, lang: Lang): Promise<ProviderDetail> {
      const row = await repo.activeProvider(id);
      if (!row) throw providerNotFound();
      const [locations, albums, stars, services] = await Promise.all([repo.locations(id), repo.albums(id), repo.countByStar(id), repo.services(id)]);
      const perStar = new Map(stars.map((s) => [s.star, s.total]));
      return {
        ...toCard(row, lang),
        about: pickLang(row.about, lang),
        doneTasks: row.ordersCompleted,
        countryCode: row.countryCode,
        phoneNo: row.phoneNo,
        contactDetails: {
          phoneNo: [{ countryCode: row.countryCode, phoneNo: row.phoneNo }],
          email: row.contactEmails.map((email) => ({ email })),
        },
        locations,
        education: row.education.map((e) => ({ education: pickLang(e, lang) })),
        albums: albums.map((a) => ({ name: pickLang(a.name, lang), images: a.images.map((path) => ({ url: assetUrl(path) })) })),
        ratingData: { rating: row.rating, total: row.total },
        countByRating: [5, 4, 3, 2, 1].map((rating) => ({ rating, total: perStar.get(rating) ?? 0 })),
        services: services.map((s) => ({
          categoryId: s.categoryId,
          subCategoryId: s.subCategoryId,
          category: pickLang(s.category, lang),
          subCategory: pickLang(s.subCategory, lang),
        })),
      };
    },

    async reviews(query: ReviewsQuery): Promise<ReviewsResponse> {
      const { serviceProviderId: id, page, limit } = query;
      if (!(await repo.isActiveProvider(id))) throw providerNotFound();
      const [total, rows] = await Promise.all([repo.reviewCount(id), repo.reviewsPage(id, (page - 1) * limit, limit)]);
      return {
        list: rows.map((r) => ({ ...r, createdAt: epochSeconds(r.createdAt) })),
        page,
        limit,
        total,
        hasMore: page * limit < total,
      };
    },

    async recordVisit(customerId: number, providerId: number) {
      if (!(await repo.isActiveProvider(providerId))) throw providerNotFound();
      const visit = await repo.recordVisit(providerId, customerId);
      return { serviceProviderId: providerId, visitCount: visit.visitCount, lastVisitAt: epochSeconds(visit.lastVisitAt) };
    },
  };
}
