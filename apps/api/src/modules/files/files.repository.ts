import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { customers } from '@portal/db/schema/accounts';
import { files } from '@portal/db/schema/files';
import { orderAttachments, orderOffers, orders } from '@portal/db/schema/orders';

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
  };
}
