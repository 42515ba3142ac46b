import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { customerAt, insertOrder, PLACES, providerSession } from '../../../test/kits/provider-test-kit.ts';

/** Operator roles (admin, support) and the audit log of every operator action (issue 17, point 1). */
let t: TestApp;
let admin: Record<string, string>;
let support: Record<string, string>;

async function operatorLogin(email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/operator/login', payload: { email, password: 'Demo@12345' } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.body}`);
  return { authorization: `Bearer ${res.json().data.authToken as string}` };
}
const call = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url, headers: { ...headers, lang }, payload });
const auditRows = async () => (await t.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]!.n;
const lastAudit = async () =>
  (await t.pool.query('SELECT operator_id, operator_email, operator_role, action, entity, entity_id, request, before, after, status FROM audit_log ORDER BY id DESC LIMIT 1')).rows[0];

beforeAll(async () => {
  t = await createTestApp({}, process.env.AUDIT_DEBUG ? { logStream: process.stderr } : {});
  await seedDemo(t.db);
  admin = await operatorLogin('operator@demo.jo');
  support = await operatorLogin('support@demo.jo');
});
afterAll(() => t.close());

describe('operator roles', () => {
  it('refuses support any change of content, accounts or providers, in the caller\'s language, changing nothing', async () => {
    const before = await t.pool.query('SELECT is_featured FROM providers ORDER BY account_id LIMIT 1');
    const rowsBefore = await auditRows();
    const { rows } = await t.pool.query<{ account_id: number }>('SELECT account_id FROM providers ORDER BY account_id LIMIT 1');
    const id = rows[0]!.account_id;
    for (const [lang, text] of [
      ['en', 'Only an admin operator may do this'],
      ['ar', 'هذا الإجراء متاح للمسؤولين فقط'],
      ['fr', 'Seul un opérateur administrateur peut effectuer cette action'],
    ] as const) {
      const res = await call(support, 'PATCH', `/api/operator/providers/${id}`, { isFeatured: false }, lang);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(text);
    }
    expect((await call(support, 'PUT', '/api/operator/static-pages/terms/en', { html: '<p>New terms</p>' })).statusCode).toBe(403);
    expect((await call(support, 'POST', '/api/operator/categories', { name: 'X', arabicName: 'س', frenchName: 'X' })).statusCode).toBe(403);
    const customer = await customerAt(t, PLACES.khalda);
    expect((await call(support, 'POST', `/api/operator/customers/${customer.id}/suspend`)).statusCode).toBe(403);
    expect((await t.pool.query('SELECT is_featured FROM providers ORDER BY account_id LIMIT 1')).rows).toEqual(before.rows);
    expect((await t.pool.query<{ status: string }>('SELECT status FROM accounts WHERE id = $1', [customer.id])).rows[0]!.status).toBe('active');
    // A refusal by the role rule is no action: nothing is logged.
    expect(await auditRows()).toBe(rowsBefore);
  });

  it('lets support read everything, cancel an order and send a message; each is in the audit log', async () => {
    expect((await call(support, 'GET', '/api/operator/providers')).statusCode).toBe(200);
    expect((await call(support, 'GET', '/api/operator/complaints')).statusCode).toBe(200);
    expect((await call(support, 'GET', '/api/operator/validation-data')).statusCode).toBe(200);
    const P = await providerSession(t, 'provider1@demo.jo');
    const customer = await customerAt(t, PLACES.khalda);
    const orderId = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: P.id, status: 'APRD' });
    const cancelled = await call(support, 'POST', `/api/operator/orders/T/${orderId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const row = await lastAudit();
    expect(row).toMatchObject({
      operator_email: 'support@demo.jo',
      operator_role: 'support',
      action: 'POST /api/operator/orders/:type/:id/cancel',
      entity: 'order',
      entity_id: String(orderId),
      before: { id: orderId, status: 'APRD' },
      after: { id: orderId, status: 'CBA' },
      status: 200,
    });
    const sent = await call(support, 'POST', '/api/operator/notifications/send', { accountId: customer.id, title: { en: 'Hi', ar: 'مرحبا', fr: 'Salut' }, body: { en: 'Hello', ar: 'أهلا', fr: 'Bonjour' } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'POST /api/operator/notifications/send', entity: 'message', operator_role: 'support' });
  });
});

describe('the audit log', () => {
  it('records an admin change with who, what, before and after', async () => {
    const { rows } = await t.pool.query<{ account_id: number; is_featured: boolean }>('SELECT account_id, is_featured FROM providers ORDER BY account_id LIMIT 1');
    const p = rows[0]!;
    const res = await call(admin, 'PATCH', `/api/operator/providers/${p.account_id}`, { isFeatured: !p.is_featured });
    expect(res.statusCode, res.body).toBe(200);
    const row = await lastAudit();
    expect(row).toMatchObject({
      operator_email: 'operator@demo.jo',
      operator_role: 'admin',
      action: 'PATCH /api/operator/providers/:id',
      entity: 'provider',
      entity_id: String(p.account_id),
      request: { params: { id: p.account_id }, body: { isFeatured: !p.is_featured } },
      before: { is_featured: p.is_featured },
      after: { is_featured: !p.is_featured },
      status: 200,
    });
    // A creation takes its id from the answer; the "before" is empty.
    const created = await call(admin, 'POST', '/api/operator/onboarding-screens', {
      title: { en: 'Welcome', ar: 'أهلا', fr: 'Bienvenue' },
      description: { en: 'Order in minutes', ar: 'اطلب في دقائق', fr: 'Commandez en quelques minutes' },
    });
    if (created.statusCode === 200) {
      const c = await lastAudit();
      expect(c).toMatchObject({ entity: 'onboarding_screen', entity_id: String(created.json().data.id), before: null });
      expect(c.after).not.toBeNull();
    }
    // A refused write changed nothing and is no action: nothing is logged, whether its rules or its input refused it.
    const logged = await auditRows();
    expect((await call(admin, 'PATCH', '/api/operator/providers/99999999', { isFeatured: true })).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', `/api/operator/providers/${p.account_id}`, {})).statusCode).toBe(400);
    expect(await auditRows()).toBe(logged);
  });

  it('is readable and filterable by admins, page by page, and by no one else', async () => {
    const all = await call(admin, 'GET', '/api/operator/audit?limit=2');
    expect(all.statusCode, all.body).toBe(200);
    const page1 = all.json().data as { list: Array<{ id: number; operator: { email: string } }>; nextBefore: number | null };
    expect(page1.list).toHaveLength(2);
    expect(page1.nextBefore).toBe(page1.list[1]!.id);
    const page2 = (await call(admin, 'GET', `/api/operator/audit?limit=2&before=${page1.nextBefore}`)).json().data as typeof page1;
    expect(page2.list[0]!.id).toBeLessThan(page1.list[1]!.id);
    const bySupport = (await call(admin, 'GET', '/api/operator/audit?entity=order')).json().data as typeof page1;
    expect(bySupport.list.length).toBeGreaterThanOrEqual(1);
    expect(bySupport.list.every((e) => e.operator.email === 'support@demo.jo')).toBe(true);
    expect((await call(admin, 'GET', '/api/operator/audit?action=notifications/send')).json().data.list).toHaveLength(1);
    expect((await call(admin, 'GET', '/api/operator/audit?limit=0')).statusCode).toBe(400);
    expect((await call(support, 'GET', '/api/operator/audit')).statusCode).toBe(403);
  });

  it('cannot be edited: no route changes it, and the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).not.toMatch(/audit.*\((PUT|PATCH|DELETE|POST)/);
    await expect(t.pool.query("UPDATE audit_log SET operator_email = 'someone@else.jo'")).rejects.toThrow(/append-only/);
    await expect(t.pool.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(t.pool.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
  });
});
