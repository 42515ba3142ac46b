import { and, eq, sql } from 'drizzle-orm';
import { accounts } from '@portal/db/schema/accounts';
import { orderAttachments, orders } from '@portal/db/schema/orders';
import { providerSubCategories } from '@portal/db/schema/providers';
import { subCategories } from '@portal/db/schema/reference';
import { rfpAttachments, rfpTasks } from '@portal/db/schema/rfps';
import type { Tx } from '../order-core/order-transitions.ts';

/** SQL of converting an untaken express order (issue 19), in the caller's transaction. */
export function expressConversionRepository(tx: Tx) {
  return {
    /** Whether the provider is active and serves the sub-category (the Direct Award's provider must). */
    async providerServes(providerId: number, subCategoryId: number): Promise<boolean> {
      const rows = await tx
        .select({ one: sql`1` })
        .from(providerSubCategories)
        .innerJoin(accounts, and(eq(accounts.id, providerSubCategories.providerId), eq(accounts.status, 'active'), eq(accounts.role, 'provider')))
        .where(and(eq(providerSubCategories.providerId, providerId), eq(providerSubCategories.subCategoryId, subCategoryId)))
        .limit(1);
      return rows.length > 0;
    },

    async subCategoryNames(id: number) {
      const [row] = await tx.select({ en: subCategories.en, ar: subCategories.ar, fr: subCategories.fr }).from(subCategories).where(eq(subCategories.id, id));
      return row ?? null;
    },

    async orderRef(id: number) {
      const [row] = await tx.select({ id: orders.id, type: orders.type, orderNo: orders.orderNo }).from(orders).where(eq(orders.id, id));
      return row ?? null;
    },

    markConverted: (expressId: number, toId: number) =>
      tx.update(orders).set({ convertedToOrderId: toId, updatedAt: new Date() }).where(eq(orders.id, expressId)),

    /** The brief's files go with it: the same stored files, attached to the new order (no copy of the bytes). */
    async copyAttachmentsToOrder(fromOrderId: number, toOrderId: number): Promise<number> {
      const result = await tx.execute(sql`
        INSERT INTO ${orderAttachments} (order_id, file_id, kind, side)
        SELECT ${toOrderId}, file_id, kind, side FROM ${orderAttachments}
        WHERE order_id = ${fromOrderId} AND side = 'customer' ORDER BY id`);
      return result.rowCount ?? 0;
    },

    /** The RFP's first (and only) profession card: the express brief, no guarantee asked. */
    async insertTask(task: typeof rfpTasks.$inferInsert): Promise<number> {
      const [row] = await tx.insert(rfpTasks).values(task).returning({ id: rfpTasks.id });
      return row!.id;
    },

    /** The brief's files as the card's files (RFP files are rfp_attachments of their owner). */
    async copyAttachmentsToTask(fromOrderId: number, taskId: number, ownerAccountId: number): Promise<number> {
      const result = await tx.execute(sql`
        INSERT INTO ${rfpAttachments} (file_id, owner_account_id, kind, task_id)
        SELECT file_id, ${ownerAccountId}, kind, ${taskId} FROM ${orderAttachments}
        WHERE order_id = ${fromOrderId} AND side = 'customer' ORDER BY id`);
      return result.rowCount ?? 0;
    },
  };
}
