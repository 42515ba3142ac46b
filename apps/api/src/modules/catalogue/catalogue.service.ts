import type { Category, StaticPageKey } from '@portal/contract/catalogue';
import { DEFAULT_LANG, pickLang, type Lang } from '@portal/contract/lang';
import type { Db } from '@portal/db/client';
import { notFound } from '../../lib/app-error.ts';
import { assetUrl } from '../../lib/asset-url.ts';
import { catalogueRepository } from './catalogue.repository.ts';

export function catalogueService(db: Db) {
  const repo = catalogueRepository(db);
  return {
    /** Categories with their sub-categories, named in the caller's language; a category may have none. */
    async categories(lang: Lang): Promise<Category[]> {
      const [cats, subs] = await Promise.all([repo.categories(), repo.subCategories()]);
      return cats.map((c) => {
        const name = pickLang(c, lang);
        return {
          id: c.id,
          icon: assetUrl(c.icon),
          name,
          translation: { value: name },
          subcategory: subs
            .filter((s) => s.categoryId === c.id)
            .map((s) => {
              const subName = pickLang(s, lang);
              return { id: s.id, icon: assetUrl(s.icon), categoryId: s.categoryId, name: subName, translation: { value: subName } };
            }),
        };
      });
    },

    /** A static page in the caller's language, English when that translation is missing. */
    async staticPage(key: StaticPageKey, lang: Lang) {
      const html = (await repo.staticPage(key, lang)) ?? (lang === DEFAULT_LANG ? null : await repo.staticPage(key, DEFAULT_LANG));
      if (html === null) throw notFound();
      return { key, value: html };
    },
  };
}
