import { and, asc, eq } from 'drizzle-orm';
import type { StaticPageKey } from '@portal/contract/catalogue';
import type { Db } from '@portal/db/client';
import { categories, staticPages, subCategories } from '@portal/db/schema/reference';

export function catalogueRepository(db: Db) {
  return {
    // What operators hid is not offered (issue 17); orders and profiles that name it keep its name elsewhere.
    categories: () => db.select().from(categories).where(eq(categories.hidden, false)).orderBy(asc(categories.sort), asc(categories.id)),
    subCategories: () =>
      db.select().from(subCategories).where(eq(subCategories.hidden, false)).orderBy(asc(subCategories.sort), asc(subCategories.id)),
    staticPage: async (key: StaticPageKey, lang: string) => {
      const rows = await db
        .select({ html: staticPages.html })
        .from(staticPages)
        .where(and(eq(staticPages.key, key), eq(staticPages.lang, lang)))
        .limit(1);
      return rows[0]?.html ?? null;
    },
  };
}
