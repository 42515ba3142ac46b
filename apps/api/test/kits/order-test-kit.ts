import { eq } from 'drizzle-orm';
import type { OrderStatus, OrderType } from '@portal/contract/codes';
import { orders } from '@portal/db/schema/orders';
import type { TestApp } from '../harness.ts';
import { applyTransition, type OrderActorRef, type TransitionInput } from '../../src/modules/order-core/order-transitions.ts';

/** Helpers for the order tests (imported by *.test.ts only). */

let seq = 0;

/** An order written straight into the database in any status (creation has its own tests). */
export async function insertOrder(
  t: TestApp,
  o: {
    customerId: number;
    type: OrderType;
    status?: OrderStatus;
    providerId?: number | null;
    subCategoryId?: number;
    extra?: Partial<typeof orders.$inferInsert>;
  },
) {
  const [row] = await t.db
    .insert(orders)
    .values({
      orderNo: `TEST-${process.pid}-${seq++}`,
      type: o.type,
      customerId: o.customerId,
      providerId: o.providerId ?? null,
      categoryId: 1,
      subCategoryId: o.subCategoryId ?? 1,
      status: o.status ?? 'REQD',
      branchName: 'Main',
      latitude: 31.9959,
      longitude: 35.8412,
      country: 'Jordan',
      city: 'Amman',
      area: 'Khalda',
      contactName: 'Test Customer',
      contactEmail: 'test@example.jo',
      countryCode: '+962',
      phoneNo: '791234567',
      description: 'A leaking tap',
      ...o.extra,
    })
    .returning();
  return row!;
}

/** Runs one status change as a caller would: in its own transaction, then the after-commit work. */
export async function move(t: TestApp, orderId: number, to: OrderStatus, actor: OrderActorRef, extra?: TransitionInput['extra']) {
  const result = await t.db.transaction((tx) => applyTransition(t.app.ctx, tx, { orderId, to, actor, extra }));
  await result.afterCommit();
  return result.order;
}

export async function orderRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}
