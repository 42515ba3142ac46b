import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { providerSubCategories } from '@portal/db/schema/providers';
import { categories, subCategories } from '@portal/db/schema/reference';

type CategoryValues = { en: string; ar: string; fr: string; icon: string; sort: number; hidden: boolean };

export function operatorCatalogueRepository(db: Db) {
  return {
    categories: () => db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
    subCategories: () => db.select().from(subCategories).orderBy(asc(subCategories.sort), asc(subCategories.id)),
    providerCounts: async () => {
      const rows = await db
        .select({ subCategoryId: providerSubCategories.subCategoryId, n: count() })
        .from(providerSubCategories)
        .groupBy(providerSubCategories.subCategoryId);
      return new Map(rows.map((r) => [r.subCategoryId, r.n]));
    },

    /** Locks the row, so a delete and a concurrent change of the same category run one after the other. */
    lockCategory: async (id: number) => {
      const rows = await db.select().from(categories).where(eq(categories.id, id)).for('update').limit(1);
      return rows[0] ?? null;
    },
    lockSubCategory: async (id: number) => {
      const rows = await db.select().from(subCategories).where(eq(subCategories.id, id)).for('update').limit(1);
      return rows[0] ?? null;
    },

    nextCategorySort: async () => {
      const [row] = await db.select({ next: sql<number>`coalesce(max(${categories.sort}) + 1, 0)::int` }).from(categories);
      return row!.next;
    },
    nextSubCategorySort: async (categoryId: number) => {
      const [row] = await db
        .select({ next: sql<number>`coalesce(max(${subCategories.sort}) + 1, 0)::int` })
        .from(subCategories)
        .where(eq(subCategories.categoryId, categoryId));
      return row!.next;
    },

    insertCategory: async (values: CategoryValues) => {
      const [row] = await db.insert(categories).values(values).returning();
      return row!;
    },
    updateCategory: async (id: number, values: Partial<CategoryValues>) => {
      const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
      return row ?? null;
    },
    deleteCategory: (id: number) => db.delete(categories).where(eq(categories.id, id)),

    insertSubCategory: async (values: CategoryValues & { categoryId: number }) => {
      const [row] = await db.insert(subCategories).values(values).returning();
      return row!;
    },
    updateSubCategory: async (id: number, values: Partial<CategoryValues>) => {
      const [row] = await db.update(subCategories).set(values).where(eq(subCategories.id, id)).returning();
      return row ?? null;
    },
    deleteSubCategory: (id: number) => db.delete(subCategories).where(eq(subCategories.id, id)),

    /** How many providers serve any of these sub-categories. */
    providersServing: async (subCategoryIds: number[]) => {
      if (!subCategoryIds.length) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(providerSubCategories)
        .where(inArray(providerSubCategories.subCategoryId, subCategoryIds));
      return row?.n ?? 0;
    },
    subCategoryIdsOf: async (categoryId: number) =>
      (await db.select({ id: subCategories.id }).from(subCategories).where(eq(subCategories.categoryId, categoryId))).map((r) => r.id),
  };
}
