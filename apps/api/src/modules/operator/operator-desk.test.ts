import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { customerAt, insertOrder, orderRow, PLACES, providerSession, setOrder } from '../../../test/kits/provider-test-kit.ts';

/** The console's dashboard, order list, order page, cancel with a reason and reassign (issue 17, points 2 and 3). */
let t: TestApp;
let admin: Record<string, string>;
let support: Record<string, string>;
let P: Awaited<ReturnType<typeof providerSession>>;
let other: number;

async function operatorLogin(email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/operator/login', payload: { email, password: 'Demo@12345' } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.body}`);
  return { authorization: `Bearer ${res.json().data.authToken as string}` };
}
const call = (headers: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url, headers: { ...headers, lang }, ...(payload === undefined ? {} : { payload }) });
const lastAudit = async () =>
  (await t.pool.query('SELECT operator_email, operator_role, action, entity, entity_id, request, before, after FROM audit_log ORDER BY id DESC LIMIT 1')).rows[0];
const auditCount = async () => (await t.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]!.n;
const notesOf = async (orderId: number) =>
  (await t.pool.query<{ account_id: number; event: string; body_en: string }>('SELECT account_id, event, body_en FROM notifications WHERE service_id = $1 ORDER BY id', [orderId]))
    .rows;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  admin = await operatorLogin('operator@demo.jo');
  support = await operatorLogin('support@demo.jo');
  P = await providerSession(t, 'provider1@demo.jo');
  // Test orders are in sub-category 1: P and one other demo provider serve it.
  await t.pool.query('INSERT INTO provider_sub_categories (provider_id, sub_category_id) VALUES ($1, 1) ON CONFLICT DO NOTHING', [P.id]);
  const { rows } = await t.pool.query<{ id: number }>(
    "SELECT a.id FROM accounts a JOIN providers p ON p.account_id = a.id WHERE a.role = 'provider' AND a.status = 'active' AND a.id <> $1 ORDER BY a.id LIMIT 1",
    [P.id],
  );
  other = rows[0]!.id;
  await t.pool.query('INSERT INTO provider_sub_categories (provider_id, sub_category_id) VALUES ($1, 1) ON CONFLICT DO NOTHING', [other]);
});
afterAll(() => t.close());

describe('dashboard', () => {
  it('counts the orders of the period by mode and status, express acceptance, cancellations with fees; both roles read it', async () => {
    const before = (await call(admin, 'GET', '/api/operator/dashboard?period=today')).json().data;
    const customer = await customerAt(t, PLACES.khalda);
    const taken = await insertOrder(t, { type: 'E', customerId: customer.id, providerId: P.id, status: 'APRD' });
    await t.pool.query("UPDATE orders SET accepted_at = created_at + interval '90 seconds' WHERE id = $1", [taken]);
    await insertOrder(t, { type: 'E', customerId: customer.id, status: 'REJT' });
    const cancelled = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: P.id, status: 'CBC' });
    await setOrder(t, cancelled, { cancelFee: 5 });

    for (const headers of [admin, support]) {
      const res = await call(headers, 'GET', '/api/operator/dashboard?period=today');
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json().data;
      expect(d.period).toBe('today');
      expect(d.to).toBeGreaterThanOrEqual(d.from);
      const count = (x: typeof d, type: string, status: string) =>
        x.orders.find((o: { type: string; status: string }) => o.type === type && o.status === status)?.count ?? 0;
      expect(count(d, 'E', 'APRD')).toBe(count(before, 'E', 'APRD') + 1);
      expect(count(d, 'T', 'CBC')).toBe(count(before, 'T', 'CBC') + 1);
      expect(d.express.taken).toBe(before.express.taken + 1);
      expect(d.express.notTaken).toBe(before.express.notTaken + 1);
      expect(d.express.medianAcceptSeconds).not.toBeNull();
      const cbc = d.cancellations.find((c: { status: string }) => c.status === 'CBC');
      expect(cbc.fees).toBeGreaterThanOrEqual(5);
      expect(d.providers.active).toBeGreaterThan(0);
      expect(typeof d.openComplaints).toBe('number');
      expect(typeof d.rfps.open).toBe('number');
    }
    expect((await call(admin, 'GET', '/api/operator/dashboard?period=30d')).statusCode).toBe(200);
  });

  it('refuses an unknown period with the translated message', async () => {
    const res = await call(admin, 'GET', '/api/operator/dashboard?period=year', undefined, 'ar');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true, status: 400 });
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('orders list', () => {
  it('lists every mode newest first, searches by number, customer and phone, filters, and pages by keyset', async () => {
    const customer = await customerAt(t, PLACES.khalda);
    const ids = [
      await insertOrder(t, { type: 'T', customerId: customer.id, providerId: P.id, status: 'ACPT' }),
      await insertOrder(t, { type: 'E', customerId: customer.id, status: 'REQD' }),
      await insertOrder(t, { type: 'T', customerId: customer.id, providerId: P.id, status: 'DONE' }),
    ];
    await setOrder(t, ids[2]!, { phoneNo: '795550123', area: 'Abdoun' });
    const list = async (qs: string, headers = support) => {
      const res = await call(headers, 'GET', `/api/operator/orders?${qs}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { list: Array<{ id: number; type: string; status: string; customer: { id: number }; provider: { id: number } | null }>; nextBefore: number | null };
    };
    const mine = await list(`customerId=${customer.id}`);
    expect(mine.list.map((o) => o.id)).toEqual([...ids].reverse());
    expect(mine.list[0]!.provider).toMatchObject({ id: P.id });

    const { rows } = await t.pool.query<{ order_no: string }>('SELECT order_no FROM orders WHERE id = $1', [ids[0]]);
    expect((await list(`q=${encodeURIComponent(rows[0]!.order_no)}`)).list.map((o) => o.id)).toEqual([ids[0]]);
    expect((await list(`q=${encodeURIComponent('+962 79 555 0123')}`)).list.map((o) => o.id)).toContain(ids[2]);
    const customerEmail = (await t.pool.query<{ email: string }>('SELECT email FROM accounts WHERE id = $1', [customer.id])).rows[0]!.email;
    expect((await list(`q=${encodeURIComponent(customerEmail.toUpperCase())}`)).list.map((o) => o.id)).toEqual([...ids].reverse());
    expect((await list(`q=provider1%40demo.jo&customerId=${customer.id}`)).list.map((o) => o.id)).toEqual([ids[2], ids[0]]);
    expect((await list(`customerId=${customer.id}&type=E`)).list.map((o) => o.id)).toEqual([ids[1]]);
    expect((await list(`customerId=${customer.id}&status=ACPT,DONE`)).list.map((o) => o.id)).toEqual([ids[2], ids[0]]);
    expect((await list(`customerId=${customer.id}&area=abdoun`)).list.map((o) => o.id)).toEqual([ids[2]]);
    await t.pool.query('UPDATE orders SET accepted_at = now() WHERE id = $1', [ids[0]]);
    expect((await list(`customerId=${customer.id}&accepted=true`)).list.map((o) => o.id)).toEqual([ids[0]]);
    expect((await list(`customerId=${customer.id}&accepted=false`)).list.map((o) => o.id)).toEqual([ids[2], ids[1]]);

    const first = await list(`customerId=${customer.id}&limit=2`);
    expect(first.list).toHaveLength(2);
    expect(first.nextBefore).toBe(ids[1]);
    const second = await list(`customerId=${customer.id}&limit=2&before=${first.nextBefore}`);
    expect(second.list.map((o) => o.id)).toEqual([ids[0]]);
    expect(second.nextBefore).toBeNull();
  });

  it('refuses bad filters with the translated message', async () => {
    const res = await call(admin, 'GET', '/api/operator/orders?status=NOPE', undefined, 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Veuillez vérifier les champs indiqués');
  });
});

describe('order page, cancel with a reason, reassign', () => {
  it('shows the order, its parties, history, notifications and the operator actions with their reasons', async () => {
    const customer = await customerAt(t, PLACES.khalda);
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: P.id, status: 'ACPT' });
    const cancel = await call(support, 'POST', `/api/operator/orders/T/${id}/cancel`, { reason: 'The customer called to cancel' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ operator_email: 'support@demo.jo', operator_role: 'support', entity: 'order', entity_id: String(id) });
    expect(audit.request.body).toEqual({ reason: 'The customer called to cancel' });
    expect(audit.after).toMatchObject({ status: 'CBA' });

    const res = await call(support, 'GET', `/api/operator/orders/${id}`, undefined, 'ar');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.order).toMatchObject({ id, type: 'T', status: 'CBA' });
    expect(d.customer).toMatchObject({ id: customer.id });
    expect(d.provider).toMatchObject({ id: P.id });
    expect(d.provider.phone).not.toBe('');
    expect(d.history.at(-1)).toMatchObject({ from: 'ACPT', to: 'CBA', actorRole: 'operator' });
    expect(d.notifications.at(-1)).toMatchObject({ audience: 'customer', event: 'CBA', title: 'ألغت الإدارة الطلب' });
    expect(d.operatorActions).toEqual([expect.objectContaining({ operatorEmail: 'support@demo.jo', reason: 'The customer called to cancel' })]);
    expect(d).toMatchObject({ canCancel: false, canReassign: false });

    expect((await call(admin, 'GET', '/api/operator/orders/99999999')).statusCode).toBe(404);
  });

  it('a cancel reason that is too long is refused, translated, and the order stays', async () => {
    const customer = await customerAt(t, PLACES.khalda);
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: P.id, status: 'ACPT' });
    const res = await call(admin, 'POST', `/api/operator/orders/T/${id}/cancel`, { reason: 'x'.repeat(501) }, 'ar');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors.reason).toBeDefined();
    expect((await orderRow(t, id)).status).toBe('ACPT');
  });

  it('reassigns to another provider of the sub-category (support may); the customer and both providers are told; audited', async () => {
    const customer = await customerAt(t, PLACES.khalda);
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: P.id, status: 'OTW' });
    const candidates = (await call(support, 'GET', `/api/operator/orders/${id}/reassign-candidates`)).json().data as Array<{ id: number }>;
    expect(candidates.map((c) => c.id)).toContain(other);
    expect(candidates.map((c) => c.id)).not.toContain(P.id);

    const res = await call(support, 'POST', `/api/operator/orders/${id}/reassign`, { providerId: other, reason: 'The provider is ill' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id, status: 'OTW', providerId: other, previousProviderId: P.id });
    expect(res.json().message).toBe('The order now has its new service provider');
    const row = await orderRow(t, id);
    expect(row.providerId).toBe(other);
    expect(row.status).toBe('OTW');

    const notes = await notesOf(id);
    expect(notes.map((n) => [n.account_id, n.event])).toEqual([
      [customer.id, 'REASSIGNED'],
      [P.id, 'REASSIGNED'],
      [other, 'REASSIGNED'],
    ]);
    expect(notes[1]!.body_en).toContain('The provider is ill');

    const audit = await lastAudit();
    expect(audit).toMatchObject({ operator_role: 'support', action: 'POST /api/operator/orders/:id/reassign', entity: 'order', entity_id: String(id) });
    expect(audit.before).toMatchObject({ providerId: P.id });
    expect(audit.after).toMatchObject({ providerId: other });

    // The new provider now has the order; the old one no longer sees it as theirs.
    const page = (await call(admin, 'GET', `/api/operator/orders/${id}`)).json().data;
    expect(page.provider.id).toBe(other);
    expect(page.operatorActions.at(-1)).toMatchObject({ reason: 'The provider is ill' });
  });

  it('refuses a provider outside the sub-category, the same provider, a missing reason (400, translated), a finished order (409); nothing changes', async () => {
    const customer = await customerAt(t, PLACES.khalda);
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: P.id, status: 'ACPT' });
    const outsider = (
      await t.pool.query<{ id: number }>(
        "SELECT a.id FROM accounts a WHERE a.role = 'provider' AND NOT EXISTS (SELECT 1 FROM provider_sub_categories s WHERE s.provider_id = a.id AND s.sub_category_id = 1) LIMIT 1",
      )
    ).rows[0]?.id;
    const audits = await auditCount();
    const cases: Array<[object, number]> = [
      [{ providerId: P.id, reason: 'Same one' }, 400],
      [{ providerId: other }, 400],
      [{ providerId: other, reason: ' ' }, 400],
      [{ providerId: 'abc', reason: 'Bad id' }, 400],
      ...(outsider ? ([[{ providerId: outsider, reason: 'Not their trade' }, 400]] as Array<[object, number]>) : []),
    ];
    for (const [body, status] of cases) {
      const res = await call(admin, 'POST', `/api/operator/orders/${id}/reassign`, body, 'ar');
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    }
    const done = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: P.id, status: 'FSD' });
    expect((await call(admin, 'POST', `/api/operator/orders/${done}/reassign`, { providerId: other, reason: 'Too late' })).statusCode).toBe(409);
    expect((await call(admin, 'POST', '/api/operator/orders/99999999/reassign', { providerId: other, reason: 'Nobody' })).statusCode).toBe(404);
    const waiting = await insertOrder(t, { type: 'E', customerId: customer.id, status: 'REQD' });
    expect((await call(admin, 'POST', `/api/operator/orders/${waiting}/reassign`, { providerId: other, reason: 'No provider yet' })).statusCode).toBe(409);

    expect((await orderRow(t, id)).providerId).toBe(P.id);
    expect(await notesOf(id)).toEqual([]);
    expect(await auditCount()).toBe(audits);
    // Customers and providers are refused before their input is read.
    expect((await call(customer.headers, 'POST', `/api/operator/orders/${id}/reassign`, { providerId: other, reason: 'Mine' })).statusCode).toBe(403);
    expect((await call(P.headers, 'POST', `/api/operator/orders/${id}/reassign`, { providerId: other, reason: 'Mine' })).statusCode).toBe(403);
    expect((await call(P.headers, 'GET', `/api/operator/orders/${id}`)).statusCode).toBe(403);
  });
});
