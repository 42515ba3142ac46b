import type { StaticPageKey } from '@portal/contract/catalogue';
import type { Lang } from '@portal/contract/lang';
import { bannerPurpose, type BannerUpdate, type bannerCreateSchema, type onboardingCreateSchema, type onboardingUpdateSchema } from '@portal/contract/operator';
import type { Db } from '@portal/db/client';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { assetUrl } from '../../lib/asset-url.ts';
import { checkContentImageRefs } from './operator-content-images.ts';
import { operatorContentRepository } from './operator-content.repository.ts';
import { reorderList } from './operator-reorder.ts';
import { cleanPageHtml } from './page-html.ts';

const withImageUrl = <T extends { image: string }>(r: T) => ({ ...r, imageUrl: assetUrl(r.image) });

/** Banners, onboarding screens, static pages and the validation-data limits. */
export function operatorContentService(db: Db) {
  const repo = operatorContentRepository(db);
  return {
    banners: async () => (await repo.banners()).map(withImageUrl),
    async addBanner(input: z.infer<typeof bannerCreateSchema>) {
      await checkContentImageRefs(db, 'image', [input.image], bannerPurpose(input.kind));
      const sort = input.sort ?? (await repo.nextBannerSort(input.kind, input.lang));
      return withImageUrl(await repo.insertBanner({ ...input, sort }));
    },
    /**
     * Any of a banner's fields. An uploaded image must fit the banner's kind as it will be (a phone banner moved to
     * the desktop set needs a 4:1 image); moved to another set, it goes to that set's end unless a place is given.
     */
    async updateBanner(id: number, input: BannerUpdate) {
      return db.transaction(async (tx) => {
        const r = operatorContentRepository(tx);
        const current = await r.lockBanner(id);
        if (!current) throw notFound('bannerNotFound');
        const kind = input.kind ?? current.kind;
        const lang = input.lang ?? current.lang;
        await checkContentImageRefs(tx, 'image', [input.image ?? current.image], bannerPurpose(kind));
        const moved = kind !== current.kind || lang !== current.lang;
        const sort = input.sort ?? (moved ? await r.nextBannerSort(kind, lang) : undefined);
        return withImageUrl((await r.updateBanner(id, { ...input, ...(sort === undefined ? {} : { sort }) }))!);
      });
    },
    async deleteBanner(id: number) {
      if (!(await repo.deleteBanner(id))) throw notFound('bannerNotFound');
    },
    /** One set (kind and language) of banners in a new order. */
    async orderBanners(kind: 'desktop' | 'responsive', lang: Lang, ids: number[]) {
      await db.transaction((tx) => reorderList(tx, 'banners', sql`kind = ${kind} AND lang = ${lang}`, ids));
      return (await repo.banners()).filter((b) => b.kind === kind && b.lang === lang).map(withImageUrl);
    },

    screens: async () => (await repo.screens()).map(withImageUrl),
    async addScreen(input: z.infer<typeof onboardingCreateSchema>) {
      await checkContentImageRefs(db, 'image', [input.image], 'onboarding');
      const sort = input.sort ?? (await repo.nextScreenSort(input.lang));
      return withImageUrl(await repo.insertScreen({ ...input, sort }));
    },
    async updateScreen(id: number, input: z.infer<typeof onboardingUpdateSchema>) {
      if (input.image) await checkContentImageRefs(db, 'image', [input.image], 'onboarding');
      const row = await repo.updateScreen(id, input);
      if (!row) throw notFound('onboardingNotFound');
      return withImageUrl(row);
    },
    /** One language's onboarding screens in a new order. */
    async orderScreens(lang: Lang, ids: number[]) {
      await db.transaction((tx) => reorderList(tx, 'onboarding_screens', sql`lang = ${lang}`, ids));
      return (await repo.screens()).filter((s) => s.lang === lang).map(withImageUrl);
    },
    async deleteScreen(id: number) {
      if (!(await repo.deleteScreen(id))) throw notFound('onboardingNotFound');
    },

    async page(key: StaticPageKey, lang: Lang) {
      const html = await repo.page(key, lang);
      if (html === null) throw notFound();
      return { key, lang, html };
    },
    /** Saved as cleaned; what is left must still say something. */
    async savePage(key: StaticPageKey, lang: Lang, html: string) {
      const clean = cleanPageHtml(html);
      if (!clean.replace(/<[^>]*>/g, '').trim()) throw badRequest('htmlRequired', { html: ['htmlRequired'] });
      await repo.savePage(key, lang, clean);
      return { key, lang, html: clean };
    },

    validationData: async () => (await repo.settings()).map((r) => ({ key: r.key, value: r.value })),
    async saveValidationData(key: string, value: string) {
      await repo.saveSetting(key, value);
      return { key, value };
    },
  };
}
