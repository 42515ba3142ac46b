import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@portal/contract/codes';
import type { Order, OrderList } from '@portal/contract/orders';
import { providers } from '@portal/db/schema/providers';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { customerAt, PLACES, providerId } from '../../../test/kits/accounts-test-kit.ts';
import { insertOrder, move, orderRow } from '../../../test/kits/order-test-kit.ts';

const DAY = 86_400_000;

/** Issue 15 points 2 and 7: WPAY is active, the spec's filter states, Late, and the provider's guarantee at DONE. */
describe('order lists, Late and the guarantee (spec §1, §4.1, §4.2)', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof customerAt>>;
  let p1: number;
  let p2: number;

  const list = async (url: string, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api${url}${query}`, headers: me.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as OrderList;
  };
  const direct = (query = '') => list('/v3/service/talzeem/request/active/get', query);
  const express = (query = '') => list('/customer/service/express/request/get', query);
  const ids = (orders: Array<{ id: number }>) => orders.map((o) => o.id).sort((a, b) => a - b);
  const one = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/service/talzeem/request/get?serviceId=${id}`, headers: me.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Order;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    me = await customerAt(t, PLACES.khalda);
    p1 = await providerId(t, 'provider1@demo.jo');
    p2 = await providerId(t, 'provider2@demo.jo');
  });
  afterAll(() => t.close());

  describe('lists and filter states', () => {
    const made: Partial<Record<`${'T' | 'E'}${OrderStatus}`, number>> = {};
    beforeAll(async () => {
      for (const type of ['T', 'E'] as const) {
        for (const status of ['REQD', 'ACPT', 'APRD', 'UP', 'WPAY', 'FSD', 'DONE', 'REJT'] as const) {
          if (type === 'E' && status === 'ACPT') continue;
          made[`${type}${status}`] = (await insertOrder(t, { customerId: me.id, type, status, providerId: status === 'REQD' ? null : p1 })).id;
        }
      }
    });

    it('WPAY (waiting payment, shown as under progress) is in the active list, not the recent one', async () => {
      const t1 = await direct();
      expect(ids(t1.active)).toContain(made.TWPAY);
      expect(ids(t1.recent)).not.toContain(made.TWPAY);
      const e1 = await express();
      expect(ids(e1.active)).toContain(made.EWPAY);
      expect(ids(e1.recent)).not.toContain(made.EWPAY);
      // Finished (FSD) stays with the recent ones, as spec §4.2 lists it.
      expect(ids(t1.recent)).toContain(made.TFSD);
    });

    it('the status filter takes the spec states: requested, rejected, approved (accepted or approved), confirmed, done', async () => {
      expect(ids((await direct('?status=requested')).active)).toEqual([made.TREQD]);
      expect(ids((await direct('?status=rejected')).recent)).toEqual([made.TREJT]);
      expect(ids((await direct('?status=approved')).active)).toEqual(ids([{ id: made.TACPT! }, { id: made.TAPRD! }]));
      expect(ids((await direct('?status=confirmed')).active)).toEqual([made.TAPRD]);
      const done = await direct('?status=done');
      expect(done.active).toEqual([]);
      expect(ids(done.recent)).toEqual([made.TDONE]);
      expect(ids((await express('?status=approved&forActive=true')).active)).toEqual([made.EAPRD]);
      // The codes still work; anything else is refused.
      expect(ids((await direct('?status=WPAY')).active)).toEqual([made.TWPAY]);
      const bad = await t.app.inject({ method: 'GET', url: '/api/v3/service/talzeem/request/active/get?status=late', headers: { ...me.headers, lang: 'ar' } });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('Late', () => {
    it('a direct award whose appointment passed is late until the provider is on the way', async () => {
      const past = new Date(Date.now() - 2 * 3_600_000);
      const future = new Date(Date.now() + DAY);
      const cases: Array<[OrderStatus, Date, boolean]> = [
        ['REQD', past, true],
        ['ACPT', past, true],
        ['APRD', past, true],
        ['OTW', past, false],
        ['UP', past, false],
        ['APRD', future, false],
      ];
      for (const [status, startDate, late] of cases) {
        const o = await insertOrder(t, { customerId: me.id, type: 'T', status, providerId: p1, extra: { startDate } });
        expect((await one(o.id)).isLate, `${status} ${startDate.toISOString()}`).toBe(late);
      }
      // An express order has no appointment: never late.
      const e = await insertOrder(t, { customerId: me.id, type: 'E', status: 'APRD', providerId: p1, extra: { startDate: past } });
      const res = await t.app.inject({ method: 'GET', url: `/api/customer/service/express/request/get/${e.id}`, headers: me.headers });
      expect((res.json().data as Order).isLate).toBe(false);
    });
  });

  describe('guarantee', () => {
    it('a direct award done carries its provider\'s guarantee days from that moment; express the default 7; an RFP none', async () => {
      await t.db.update(providers).set({ guaranteeDays: 30 }).where(eq(providers.accountId, p1));
      const o = await insertOrder(t, { customerId: me.id, type: 'T', status: 'WPAY', providerId: p1 });
      expect((await one(o.id)).guaranteeUntil).toBeNull();
      const before = Date.now();
      await move(t, o.id, 'DONE', { role: 'provider', id: p1 });
      const until = (await orderRow(t, o.id)).guaranteeUntil!.getTime();
      expect(until).toBeGreaterThanOrEqual(before + 30 * DAY);
      expect(until).toBeLessThanOrEqual(Date.now() + 30 * DAY);
      expect((await one(o.id)).guaranteeUntil).toBe(new Date(until).toISOString());

      const e = await insertOrder(t, { customerId: me.id, type: 'E', status: 'WPAY', providerId: p2 });
      await move(t, e.id, 'DONE', { role: 'provider', id: p2 });
      const eUntil = (await orderRow(t, e.id)).guaranteeUntil!.getTime();
      expect(eUntil - (await orderRow(t, e.id)).statusChangedAt.getTime()).toBe(7 * DAY);

      const r = await insertOrder(t, { customerId: me.id, type: 'R', status: 'WPAY', providerId: p2 });
      await move(t, r.id, 'DONE', { role: 'provider', id: p2 });
      expect((await orderRow(t, r.id)).guaranteeUntil).toBeNull();
    });

    it('the database refuses a guarantee shorter than 7 days', async () => {
      await expect(t.db.update(providers).set({ guaranteeDays: 6 }).where(eq(providers.accountId, p2))).rejects.toThrow();
    });
  });
});
