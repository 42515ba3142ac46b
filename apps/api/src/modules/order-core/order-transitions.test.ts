import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_TYPES, type OrderStatus, type OrderType } from '@portal/contract/codes';
import { ORDER_TRANSITIONS, canTransition, type OrderActor } from '@portal/contract/order-state-machine';
import { notifications } from '@portal/db/schema/notifications';
import { orderStatusHistory } from '@portal/db/schema/orders';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { AppError } from '../../lib/app-error.ts';
import { customerAt, PLACES } from '../../../test/kits/accounts-test-kit.ts';
import { insertOrder, move, orderRow } from '../../../test/kits/order-test-kit.ts';
import { touchOrder } from './touch-order.ts';

const ACTORS: OrderActor[] = ['customer', 'provider', 'operator', 'system'];

describe('applyTransition: the contract table, enforced', () => {
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof customerAt>>;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await customerAt(t, PLACES.khalda);
  });
  afterAll(() => t.close());

  const historyOf = async (orderId: number) => t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
  const notificationsOf = async (orderId: number) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, customer.id), eq(notifications.serviceId, orderId)));

  it.each(ORDER_TRANSITIONS.map((tr) => [`${tr.type} ${tr.from} -> ${tr.to} by ${tr.actor}`, tr] as const))(
    '%s succeeds',
    async (_, tr) => {
      const order = await insertOrder(t, {
        customerId: customer.id,
        type: tr.type,
        status: tr.from,
        extra: { statusChangedAt: new Date(Date.now() - 3_600_000) },
      });
      const moved = await move(t, order.id, tr.to, { role: tr.actor, id: tr.actor === 'system' ? null : 42 });
      expect(moved.status).toBe(tr.to);
      expect(moved.lastOrderStatus).toBe(tr.from);
      expect(Date.now() - moved.statusChangedAt.getTime()).toBeLessThan(10_000);
      expect(moved.updatedAt.getTime()).toBe(moved.statusChangedAt.getTime());
      if (tr.to === 'ACPT' || tr.to === 'APRD') expect(moved.acceptedAt).not.toBeNull();
      else expect(moved.acceptedAt).toBeNull();
      const history = await historyOf(order.id);
      expect(history).toMatchObject([
        { fromStatus: tr.from, toStatus: tr.to, actorRole: tr.actor, actorId: tr.actor === 'system' ? null : 42 },
      ]);
      const notes = await notificationsOf(order.id);
      // The customer is never told of their own move (cancelling, approving a proposal).
      if (tr.actor === 'customer') return expect(notes).toEqual([]);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ type: tr.type, event: tr.to });
      expect(notes[0]!.bodyEn).toContain(order.orderNo);
    },
  );

  // Every (status, target, actor) the table does not list, for every type: 409 and nothing changes.
  it.each(ORDER_TYPES.flatMap((type) => ORDER_STATUSES.map((from) => [type, from] as const)))(
    '%s from %s: every move not in the table answers 409',
    async (type: OrderType, from: OrderStatus) => {
      const order = await insertOrder(t, { customerId: customer.id, type, status: from });
      let refused = 0;
      for (const to of ORDER_STATUSES) {
        for (const actor of ACTORS) {
          if (canTransition(type, from, to, actor)) continue;
          const err = await t.db
            .transaction((tx) =>
              import('./order-transitions.ts').then((m) =>
                m.applyTransition(t.app.ctx, tx, { orderId: order.id, to, actor: { role: actor, id: 1 } }),
              ),
            )
            .then(
              () => null,
              (e: unknown) => e,
            );
          expect(err, `${type} ${from} -> ${to} by ${actor}`).toBeInstanceOf(AppError);
          expect((err as AppError).statusCode).toBe(409);
          expect((err as AppError).messageKey).toBe('orderStatusNotAllowed');
          refused++;
        }
      }
      expect(refused).toBeGreaterThan(0);
      const after = await orderRow(t, order.id);
      expect(after).toEqual(order);
      expect(await historyOf(order.id)).toEqual([]);
      expect(await notificationsOf(order.id)).toEqual([]);
    },
  );

  it('keeps the first acceptance time when a direct award moves on from ACPT to APRD', async () => {
    const order = await insertOrder(t, { customerId: customer.id, type: 'T' });
    const accepted = await move(t, order.id, 'ACPT', { role: 'provider', id: 1 });
    await new Promise((r) => setTimeout(r, 20));
    const approved = await move(t, order.id, 'APRD', { role: 'provider', id: 1 });
    expect(approved.acceptedAt).toEqual(accepted.acceptedAt);
    expect(approved.lastOrderStatus).toBe('ACPT');
    expect((await historyOf(order.id)).map((h) => h.toStatus)).toEqual(['ACPT', 'APRD']);
  });

  it('sets the extra columns with the status', async () => {
    const order = await insertOrder(t, { customerId: customer.id, type: 'T', status: 'APRD' });
    const moved = await move(t, order.id, 'CBC', { role: 'customer', id: customer.id }, { cancelFee: 5 });
    expect(moved.cancelFee).toBe(5);
  });

  it('an unknown order is 404', async () => {
    const err = await t.db
      .transaction((tx) =>
        import('./order-transitions.ts').then((m) =>
          m.applyTransition(t.app.ctx, tx, { orderId: 999_999, to: 'CBC', actor: { role: 'customer', id: 1 } }),
        ),
      )
      .catch((e: unknown) => e);
    expect((err as AppError).statusCode).toBe(404);
  });

  it('two concurrent moves of one order: the row lock lets exactly one through', async () => {
    const order = await insertOrder(t, { customerId: customer.id, type: 'E' });
    const results = await Promise.allSettled([
      move(t, order.id, 'APRD', { role: 'provider', id: 1 }),
      move(t, order.id, 'REJT', { role: 'system', id: null }),
    ]);
    // Whichever came second found the other's status, from which its own move is not allowed.
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await historyOf(order.id)).toHaveLength(1);
  });

  it('touchOrder writes a non-status event for the customer', async () => {
    const order = await insertOrder(t, { customerId: customer.id, type: 'E' });
    const afterCommit = await t.db.transaction((tx) => touchOrder(t.app.ctx, tx, order, 'NO_PROVIDER'));
    await afterCommit();
    const notes = await notificationsOf(order.id);
    expect(notes).toMatchObject([{ type: 'E', event: 'NO_PROVIDER' }]);
    const [n] = await t.db.select({ n: count() }).from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(n!.n).toBe(0);
  });
});
