import type { StaticPageKey } from '@portal/contract/catalogue';
import type { Lang } from '@portal/contract/lang';
import type { bannerCreateSchema, onboardingCreateSchema, onboardingUpdateSchema } from '@portal/contract/operator';
import type { Db } from '@portal/db/client';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { assetUrl } from '../../lib/asset-url.ts';
import { operatorContentRepository } from './operator-content.repository.ts';
import { cleanPageHtml } from './page-html.ts';

const withImageUrl = <T extends { image: string }>(r: T) => ({ ...r, imageUrl: assetUrl(r.image) });

/** Banners, onboarding screens, static pages and the validation-data limits. */
export function operatorContentService(db: Db) {
  const repo = operatorContentRepository(db);
  return {
    banners: async () => (await repo.banners()).map(withImageUrl),
    async addBanner(input: z.infer<typeof bannerCreateSchema>) {
      const sort = input.sort ?? (await repo.nextBannerSort(input.kind, input.lang));
      return withImageUrl(await repo.insertBanner({ ...input, sort }));
    },
    async deleteBanner(id: number) {
      if (!(await repo.deleteBanner(id))) throw notFound('bannerNotFound');
    },

    screens: async () => (await repo.screens()).map(withImageUrl),
    async addScreen(input: z.infer<typeof onboardingCreateSchema>) {
      const sort = input.sort ?? (await repo.nextScreenSort(input.lang));
      return withImageUrl(await repo.insertScreen({ ...input, sort }));
    },
    async updateScreen(id: number, input: z.infer<typeof onboardingUpdateSchema>) {
      const row = await repo.updateScreen(id, input);
      if (!row) throw notFound('onboardingNotFound');
      return withImageUrl(row);
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
