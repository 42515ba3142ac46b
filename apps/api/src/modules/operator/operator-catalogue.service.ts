import type { CategoryCreate, CategoryUpdate, OperatorCategory } from '@portal/contract/operator';
import type { Db } from '@portal/db/client';
import { conflict, notFound } from '../../lib/app-error.ts';
import { assetUrl } from '../../lib/asset-url.ts';
import { operatorCatalogueRepository } from './operator-catalogue.repository.ts';

/** Shown until the operator gives an icon of its own. */
const DEFAULT_ICON = 'icons/maintenance.svg';

type Row = { id: number; icon: string; en: string; ar: string; fr: string; sort: number };
const withUrl = <T extends Row>(r: T) => ({ ...r, iconUrl: assetUrl(r.icon) });

export function operatorCatalogueService(db: Db) {
  const repo = operatorCatalogueRepository(db);

  return {
    async list(): Promise<OperatorCategory[]> {
      const [cats, subs, counts] = await Promise.all([repo.categories(), repo.subCategories(), repo.providerCounts()]);
      return cats.map((c) => ({
        ...withUrl(c),
        subCategories: subs.filter((s) => s.categoryId === c.id).map((s) => ({ ...withUrl(s), providerCount: counts.get(s.id) ?? 0 })),
      }));
    },

    async createCategory(input: CategoryCreate) {
      const row = await repo.insertCategory({
        en: input.en,
        ar: input.ar,
        fr: input.fr,
        icon: input.icon ?? DEFAULT_ICON,
        sort: input.sort ?? (await repo.nextCategorySort()),
      });
      return { ...withUrl(row), subCategories: [] };
    },

    async updateCategory(id: number, input: CategoryUpdate) {
      const row = await repo.updateCategory(id, input);
      if (!row) throw notFound('categoryNotFound');
      return withUrl(row);
    },

    /** Its sub-categories go with it, so it stays while any provider serves one of them. */
    async deleteCategory(id: number) {
      await db.transaction(async (tx) => {
        const r = operatorCatalogueRepository(tx);
        if (!(await r.lockCategory(id))) throw notFound('categoryNotFound');
        if ((await r.providersServing(await r.subCategoryIdsOf(id))) > 0) throw conflict('categoryInUse');
        await r.deleteCategory(id);
      });
    },

    async createSubCategory(categoryId: number, input: CategoryCreate) {
      return db.transaction(async (tx) => {
        const r = operatorCatalogueRepository(tx);
        if (!(await r.lockCategory(categoryId))) throw notFound('categoryNotFound');
        const row = await r.insertSubCategory({
          categoryId,
          en: input.en,
          ar: input.ar,
          fr: input.fr,
          icon: input.icon ?? DEFAULT_ICON,
          sort: input.sort ?? (await r.nextSubCategorySort(categoryId)),
        });
        return { ...withUrl(row), providerCount: 0 };
      });
    },

    async updateSubCategory(id: number, input: CategoryUpdate) {
      const row = await repo.updateSubCategory(id, input);
      if (!row) throw notFound('subCategoryNotFound');
      return { ...withUrl(row), providerCount: await repo.providersServing([id]) };
    },

    async deleteSubCategory(id: number) {
      await db.transaction(async (tx) => {
        const r = operatorCatalogueRepository(tx);
        if (!(await r.lockSubCategory(id))) throw notFound('subCategoryNotFound');
        if ((await r.providersServing([id])) > 0) throw conflict('subCategoryInUse');
        await r.deleteSubCategory(id);
      });
    },
  };
}
