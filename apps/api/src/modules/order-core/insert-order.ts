import { eq } from 'drizzle-orm';
import { files } from '@portal/db/schema/files';
import { customerBranches, orderAttachments, orderOffers, orders, orderStatusHistory } from '@portal/db/schema/orders';
import type { Tx } from './order-transitions.ts';

export type NewOrder = typeof orders.$inferInsert;
export type NewStoredFile = {
  id: string;
  storageKey: string;
  mime: string;
  size: number;
  originalName: string;
  kind: 'image' | 'video' | 'document';
};

/**
 * Writes a new order of any type (direct, express, RFP) in the caller's transaction: the order, its files and
 * attachments, the branch to save, the first history row and the express offers.
 */
export async function insertOrder(
  tx: Tx,
  order: Omit<NewOrder, 'orderNo'>,
  numberOf: (id: number) => string,
  stored: NewStoredFile[],
  saveBranch: typeof customerBranches.$inferInsert | null,
  offerTo: number[],
): Promise<{ id: number; orderNo: string }> {
  // The number is made from the id, so the row is written under a placeholder first.
  const [row] = await tx
    .insert(orders)
    .values({ ...order, orderNo: `~${crypto.randomUUID().slice(0, 18)}` })
    .returning({ id: orders.id });
  const id = row!.id;
  const orderNo = numberOf(id);
  await tx.update(orders).set({ orderNo }).where(eq(orders.id, id));
  if (stored.length) {
    await tx.insert(files).values(
      stored.map((f) => ({
        id: f.id,
        storageKey: f.storageKey,
        mime: f.mime,
        size: f.size,
        originalName: f.originalName,
        ownerAccountId: order.customerId,
      })),
    );
    await tx
      .insert(orderAttachments)
      .values(stored.map((f) => ({ orderId: id, fileId: f.id, kind: f.kind, side: 'customer' as const })));
  }
  if (saveBranch) await tx.insert(customerBranches).values(saveBranch);
  await tx
    .insert(orderStatusHistory)
    .values({ orderId: id, fromStatus: null, toStatus: 'REQD', actorRole: 'customer', actorId: order.customerId });
  if (offerTo.length)
    await tx
      .insert(orderOffers)
      .values(offerTo.map((providerId) => ({ orderId: id, providerId })))
      .onConflictDoNothing();
  return { id, orderNo };
}
