import { and, asc, eq, sql } from 'drizzle-orm';
import type { StaticPageKey } from '@portal/contract/catalogue';
import type { Db } from '@portal/db/client';
import { banners, onboardingScreens, settings, staticPages } from '@portal/db/schema/reference';

type NewBanner = typeof banners.$inferInsert;
type NewScreen = typeof onboardingScreens.$inferInsert;

export function operatorContentRepository(db: Db) {
  return {
    banners: () => db.select().from(banners).orderBy(asc(banners.kind), asc(banners.lang), asc(banners.sort), asc(banners.id)),
    nextBannerSort: async (kind: string, lang: string) => {
      const [row] = await db
        .select({ next: sql<number>`coalesce(max(${banners.sort}) + 1, 0)::int` })
        .from(banners)
        .where(and(eq(banners.kind, kind as 'desktop' | 'responsive'), eq(banners.lang, lang)));
      return row!.next;
    },
    insertBanner: async (values: NewBanner) => (await db.insert(banners).values(values).returning())[0]!,
    /** The row, locked for a change (a move to another set reads that set's end under the same lock). */
    lockBanner: async (id: number) => (await db.select().from(banners).where(eq(banners.id, id)).for('update').limit(1))[0] ?? null,
    updateBanner: async (id: number, values: Partial<NewBanner>) => (await db.update(banners).set(values).where(eq(banners.id, id)).returning())[0] ?? null,
    deleteBanner: async (id: number) => (await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id })).length > 0,

    screens: () =>
      db.select().from(onboardingScreens).orderBy(asc(onboardingScreens.lang), asc(onboardingScreens.sort), asc(onboardingScreens.id)),
    nextScreenSort: async (lang: string) => {
      const [row] = await db
        .select({ next: sql<number>`coalesce(max(${onboardingScreens.sort}) + 1, 0)::int` })
        .from(onboardingScreens)
        .where(eq(onboardingScreens.lang, lang));
      return row!.next;
    },
    insertScreen: async (values: NewScreen) => (await db.insert(onboardingScreens).values(values).returning())[0]!,
    updateScreen: async (id: number, values: Partial<NewScreen>) =>
      (await db.update(onboardingScreens).set(values).where(eq(onboardingScreens.id, id)).returning())[0] ?? null,
    deleteScreen: async (id: number) =>
      (await db.delete(onboardingScreens).where(eq(onboardingScreens.id, id)).returning({ id: onboardingScreens.id })).length > 0,

    page: async (key: StaticPageKey, lang: string) =>
      (
        await db
          .select({ html: staticPages.html })
          .from(staticPages)
          .where(and(eq(staticPages.key, key), eq(staticPages.lang, lang)))
          .limit(1)
      )[0]?.html ?? null,
    savePage: (key: StaticPageKey, lang: string, html: string) =>
      db
        .insert(staticPages)
        .values({ key, lang, html })
        .onConflictDoUpdate({ target: [staticPages.key, staticPages.lang], set: { html } }),

    settings: () => db.select().from(settings).orderBy(asc(settings.key)),
    saveSetting: (key: string, value: string) =>
      db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } }),
  };
}
