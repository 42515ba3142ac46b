import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { customers } from '@portal/db/schema/accounts';
import { files } from '@portal/db/schema/files';
import { orderAttachments, orderOffers, orders } from '@portal/db/schema/orders';
import { rfpAttachments } from '@portal/db/schema/rfps';

export function filesRepository(db: Db) {
  return {
    /**
     * A stored file of an order, if the caller may read it: the order's customer, its provider, or (while an
     * express order waits for a taker) a provider it is offered to, so the brief can be judged before accepting.
     */
    async orderFileFor(fileId: string, accountId: number) {
      const offered = exists(
        db
          .select({ one: sql`1` })
          .from(orderOffers)
          .where(
            and(
              eq(orderOffers.orderId, orders.id),
              eq(orderOffers.providerId, accountId),
              eq(orderOffers.status, 'offered'),
              eq(orders.status, 'REQD'),
            ),
          ),
      );
      const [row] = await db
        .select({ storageKey: files.storageKey, mime: files.mime, size: files.size, originalName: files.originalName })
        .from(files)
        .innerJoin(orderAttachments, eq(orderAttachments.fileId, files.id))
        .innerJoin(orders, eq(orders.id, orderAttachments.orderId))
        .where(and(eq(files.id, fileId), or(eq(orders.customerId, accountId), eq(orders.providerId, accountId), offered)))
        .limit(1);
      return row ?? null;
    },

    /**
     * A profile file: to the customer who uploaded it (photo, attachments, fresh uploads), and a customer's photo
     * also to the providers of his orders. Anyone else gets nothing (404), as for a file that does not exist.
     */
    async profileFileFor(fileId: string, accountId: number) {
      const photoOfMyCustomer = exists(
        db
          .select({ one: sql`1` })
          .from(customers)
          .innerJoin(orders, eq(orders.customerId, customers.accountId))
          .where(and(eq(customers.profilePhotoId, files.id), eq(orders.providerId, accountId))),
      );
      const [row] = await db
        .select({ storageKey: files.storageKey, mime: files.mime, size: files.size, originalName: files.originalName })
        .from(files)
        .where(and(eq(files.id, fileId), or(eq(files.ownerAccountId, accountId), photoOfMyCustomer)))
        .limit(1);
      return row ?? null;
    },

    /**
     * An RFP file: a task file to the RFP's customer and to the providers who may reply to it (a sub-category
     * they serve) or hold it; a reply file to its provider and to the RFP's customer. Uploads not yet attached
     * are their owner's only (profileFileFor).
     */
    async rfpFileFor(fileId: string, accountId: number) {
      const result = await db.execute<{ storage_key: string; mime: string; size: number; original_name: string }>(sql`
        SELECT f.storage_key, f.mime, f.size, f.original_name
        FROM ${files} f
        JOIN ${rfpAttachments} a ON a.file_id = f.id
        LEFT JOIN rfp_tasks t ON t.id = a.task_id
        LEFT JOIN rfp_replies r ON r.id = a.reply_id
        JOIN orders o ON o.id = coalesce(t.rfp_id, r.rfp_id)
        WHERE f.id = ${fileId} AND (
          o.customer_id = ${accountId}
          OR a.owner_account_id = ${accountId}
          OR (t.id IS NOT NULL AND (o.provider_id = ${accountId}
              OR EXISTS (SELECT 1 FROM rfp_replies x WHERE x.rfp_id = o.id AND x.provider_id = ${accountId})
              OR (o.status = 'REQD' AND EXISTS (SELECT 1 FROM rfp_tasks y JOIN provider_sub_categories s ON s.sub_category_id = y.sub_category_id
                                                WHERE y.rfp_id = o.id AND s.provider_id = ${accountId})))))
        LIMIT 1`);
      const row = result.rows[0];
      return row ? { storageKey: row.storage_key, mime: row.mime, size: Number(row.size), originalName: row.original_name } : null;
    },
  };
}
