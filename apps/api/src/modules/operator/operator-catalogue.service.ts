import { sql } from 'drizzle-orm';
import type { CategoryCreate, CategoryUpdate, OperatorCategory } from '@portal/contract/operator';
import type { Db } from '@portal/db/client';
import { conflict, notFound } from '../../lib/app-error.ts';
import { assetUrl } from '../../lib/asset-url.ts';
import { checkContentImageRefs } from './operator-content-images.ts';
import { operatorCatalogueRepository } from './operator-catalogue.repository.ts';
import { reorderList } from './operator-reorder.ts';

/** Shown until the operator gives an icon of its own. */
const DEFAULT_ICON = 'icons/maintenance.svg';

type Row = { id: number; icon: string; en: string; ar: string; fr: string; sort: number; hidden: boolean };
const renames = (input: CategoryUpdate) => input.en !== undefined || input.ar !== undefined || input.fr !== undefined;
/** An uploaded icon must have been checked as one (square, PNG or JPEG). */
const checkIcon = (db: Db, icon: string | undefined) => (icon ? checkContentImageRefs(db, 'icon', [icon], 'icon') : Promise.resolve());
const withUrl = <T extends Row>(r: T) => ({ ...r, iconUrl: assetUrl(r.icon) });

/**
 * `namesChanged` runs in the transaction of a rename: order views name their category and sub-category, so the
 * remembered ETags of the tracking polls must go (lib/order-etags.ts) for the new name to show at once.
 */
export function operatorCatalogueService(db: Db, namesChanged: (tx: Pick<Db, 'execute'>) => Promise<void> = async () => {}) {
  const repo = operatorCatalogueRepository(db);

  const service = {
    async list(): Promise<OperatorCategory[]> {
      const [cats, subs, counts] = await Promise.all([repo.categories(), repo.subCategories(), repo.providerCounts()]);
      return cats.map((c) => ({
        ...withUrl(c),
        subCategories: subs.filter((s) => s.categoryId === c.id).map((s) => ({ ...withUrl(s), providerCount: counts.get(s.id) ?? 0 })),
      }));
    },

    async createCategory(input: CategoryCreate) {
      await checkIcon(db, input.icon);
      const row = await repo.insertCategory({
        en: input.en,
        ar: input.ar,
        fr: input.fr,
        icon: input.icon ?? DEFAULT_ICON,
        sort: input.sort ?? (await repo.nextCategorySort()),
        hidden: input.hidden ?? false,
      });
      return { ...withUrl(row), subCategories: [] };
    },

    async updateCategory(id: number, input: CategoryUpdate) {
      await checkIcon(db, input.icon);
      const row = await db.transaction(async (tx) => {
        const updated = await operatorCatalogueRepository(tx).updateCategory(id, input);
        if (updated && renames(input)) await namesChanged(tx);
        return updated;
      });
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
      await checkIcon(db, input.icon);
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
          hidden: input.hidden ?? false,
        });
        return { ...withUrl(row), providerCount: 0 };
      });
    },

    async updateSubCategory(id: number, input: CategoryUpdate) {
      await checkIcon(db, input.icon);
      const row = await db.transaction(async (tx) => {
        const updated = await operatorCatalogueRepository(tx).updateSubCategory(id, input);
        if (updated && renames(input)) await namesChanged(tx);
        return updated;
      });
      if (!row) throw notFound('subCategoryNotFound');
      return { ...withUrl(row), providerCount: await repo.providersServing([id]) };
    },

    /** The categories in a new order (the portal's pickers and home page follow it). */
    async orderCategories(ids: number[]): Promise<OperatorCategory[]> {
      await db.transaction((tx) => reorderList(tx, 'categories', sql`true`, ids));
      return service.list();
    },
    /** One category's sub-categories in a new order. */
    async orderSubCategories(categoryId: number, ids: number[]): Promise<OperatorCategory[]> {
      await db.transaction(async (tx) => {
        if (!(await operatorCatalogueRepository(tx).lockCategory(categoryId))) throw notFound('categoryNotFound');
        await reorderList(tx, 'sub_categories', sql`category_id = ${categoryId}`, ids);
      });
      return service.list();
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
  return service;
}
