import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { operatorHeaders } from '../../../test/kits/accounts-test-kit.ts';
import {
  customerAt,
  eventsOf,
  historyOf,
  insertOrder,
  offersOf,
  orderRow,
  PLACES,
  post,
  providerSession,
} from '../../../test/kits/provider-test-kit.ts';

let t: TestApp;
let op: Record<string, string>;
let P: Awaited<ReturnType<typeof providerSession>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  op = await operatorHeaders(t);
  P = await providerSession(t, 'provider1@demo.jo');
});
afterAll(() => t.close());

const poll = (headers: Record<string, string>, app = t.app) =>
  app.inject({ method: 'GET', url: '/api/homepage/notification/get', headers });

async function customerLogin(app = t.app) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/customer/login',
    payload: { email: 'customer@demo.jo', password: 'Demo@12345', deviceToken: '', deviceType: 'W' },
  });
  return res;
}

describe('operator: cancel an order', () => {
  it('cancels an open order by the administration (CBA), notifies the customer and records who did it', async () => {
    const customer = await customerAt(t, PLACES.khalda);
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: P.id, status: 'UP' });
    const res = await post(t, `/api/operator/orders/T/${id}/cancel`, op);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id, status: 'CBA', lastOrderStatus: 'UP' });
    expect((await orderRow(t, id)).status).toBe('CBA');
    expect(await eventsOf(t, id)).toEqual(['CBA']);
    expect((await historyOf(t, id))[0]).toMatchObject({ from: 'UP', to: 'CBA', role: 'operator' });
    // The provider can do nothing more with it.
    expect((await post(t, `/api/provider/orders/T/${id}/status`, P.headers, { status: 'FSD' })).statusCode).toBe(409);
  });

  it('an express request: its open offers end with it', async () => {
    const customer = await customerAt(t, PLACES.khalda);
    const id = await insertOrder(t, { type: 'E', customerId: customer.id, offeredTo: [P.id] });
    expect((await post(t, `/api/operator/orders/E/${id}/cancel`, op)).statusCode).toBe(200);
    expect(await offersOf(t, id)).toEqual({ [P.id]: 'expired' });
  });

  it('refuses final orders (409), another type or an unknown id (404), and anyone but an operator', async () => {
    const customer = await customerAt(t, PLACES.khalda);
    const done = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: P.id, status: 'DONE' });
    expect((await post(t, `/api/operator/orders/T/${done}/cancel`, op)).statusCode).toBe(409);
    const open = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: P.id, status: 'ACPT' });
    expect((await post(t, `/api/operator/orders/E/${open}/cancel`, op)).statusCode).toBe(404);
    expect((await post(t, `/api/operator/orders/T/99999999/cancel`, op)).statusCode).toBe(404);
    expect((await post(t, `/api/operator/orders/X/${open}/cancel`, op)).statusCode).toBe(400);
    expect((await post(t, `/api/operator/orders/T/${open}/cancel`, customer.headers)).statusCode).toBe(403);
    expect((await post(t, `/api/operator/orders/T/${open}/cancel`, P.headers)).statusCode).toBe(403);
    expect((await post(t, `/api/operator/orders/T/${open}/cancel`, {})).statusCode).toBe(401);
    expect((await orderRow(t, open)).status).toBe('ACPT');
  });
});

describe('operator: suspend, delete and reactivate a customer', () => {
  it('suspending ends the sessions at once in every instance and cancels the open orders', async () => {
    const other = await createTestApp({}, { sameDatabaseAs: t });
    try {
      const login = await customerLogin();
      expect(login.statusCode).toBe(200);
      const headers = { authorization: `Bearer ${login.json().data.authToken}` };
      const customerId = login.json().data.id as number;
      // Both instances have resolved (and cached) the session.
      expect((await poll(headers)).statusCode).toBe(200);
      expect((await poll(headers, other.app)).statusCode).toBe(200);

      const express = await insertOrder(t, { type: 'E', customerId, offeredTo: [P.id] });
      const working = await insertOrder(t, { type: 'T', customerId, providerId: P.id, status: 'OTW' });
      const finished = await insertOrder(t, { type: 'T', customerId, providerId: P.id, status: 'DONE' });

      const res = await post(t, `/api/operator/customers/${customerId}/suspend`, op);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ id: customerId, status: 'suspended', cancelledOrders: [express, working] });

      expect((await poll(headers)).statusCode).toBe(401);
      // The other instance hears of it through NOTIFY, delivered at commit.
      let otherCode = 0;
      for (let i = 0; i < 20 && otherCode !== 401; i++) {
        otherCode = (await poll(headers, other.app)).statusCode;
        if (otherCode !== 401) await new Promise((r) => setTimeout(r, 50));
      }
      expect(otherCode).toBe(401);

      expect((await orderRow(t, express)).status).toBe('CBA');
      expect((await orderRow(t, working)).status).toBe('CBA');
      expect((await orderRow(t, finished)).status).toBe('DONE');
      expect(await eventsOf(t, express)).toEqual(['CBA']);
      expect(await eventsOf(t, working)).toEqual(['CBA']);
      expect(await offersOf(t, express)).toEqual({ [P.id]: 'expired' });

      expect((await customerLogin()).statusCode).toBe(403);
      const back = await post(t, `/api/operator/customers/${customerId}/reactivate`, op);
      expect(back.statusCode).toBe(200);
      expect(back.json().data.status).toBe('active');
      const again = await customerLogin();
      expect(again.statusCode).toBe(200);
      expect((await poll({ authorization: `Bearer ${again.json().data.authToken}` })).statusCode).toBe(200);
      // The old session stays ended.
      expect((await poll(headers)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('deleting ends the sessions and cancels the open orders; a deleted account is not reactivated', async () => {
    const customer = await customerAt(t, PLACES.khalda);
    const open = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: P.id, status: 'REQD' });
    expect((await poll(customer.headers)).statusCode).toBe(200);
    const res = await post(t, `/api/operator/customers/${customer.id}/delete`, op);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: customer.id, status: 'deleted', cancelledOrders: [open] });
    expect((await poll(customer.headers)).statusCode).toBe(401);
    expect((await orderRow(t, open)).status).toBe('CBA');
    expect((await post(t, `/api/operator/customers/${customer.id}/reactivate`, op)).statusCode).toBe(409);
    expect((await post(t, `/api/operator/customers/${customer.id}/suspend`, op)).statusCode).toBe(409);
  });

  it('only customers, only by operators', async () => {
    const customer = await customerAt(t, PLACES.khalda);
    expect((await post(t, `/api/operator/customers/${P.id}/suspend`, op)).statusCode).toBe(404);
    expect((await post(t, `/api/operator/customers/99999999/delete`, op)).statusCode).toBe(404);
    expect((await post(t, `/api/operator/customers/abc/suspend`, op)).statusCode).toBe(400);
    expect((await post(t, `/api/operator/customers/${customer.id}/suspend`, customer.headers)).statusCode).toBe(403);
    expect((await post(t, `/api/operator/customers/${customer.id}/suspend`, P.headers)).statusCode).toBe(403);
    expect((await poll(customer.headers)).statusCode).toBe(200);
  });
});
