import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import apiAr from '../../locales/ar.json' with { type: 'json' };
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { mailsTo } from '../../../test/kits/auth-test-kit.ts';
import { move } from '../../../test/kits/order-test-kit.ts';
import { customerAt, insertOrder, PLACES, providerSession } from '../../../test/kits/provider-test-kit.ts';
import { MESSAGE_QUEUE } from './operator-messages.service.ts';

/** Customers, complaints and messages in the operator console (issue 17, points 5, 6 and 8). */
let t: TestApp;
let admin: Record<string, string>;
let support: Record<string, string>;
let supportId: number;

async function operatorLogin(email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/operator/login', payload: { email, password: 'Demo@12345' } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.body}`);
  return { authorization: `Bearer ${res.json().data.authToken as string}` };
}
const call = (headers: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url: `/api/operator${url}`, headers: { ...headers, lang }, payload });
const auditCount = async () => (await t.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]!.n;
const lastAudit = async () => (await t.pool.query('SELECT operator_role, action, entity, entity_id, before, after FROM audit_log ORDER BY id DESC LIMIT 1')).rows[0];
const notificationsOf = async (accountId: number) =>
  (await t.pool.query('SELECT type, event, title_en, title_ar, body_en FROM notifications WHERE account_id = $1 ORDER BY id', [accountId])).rows;

async function complaintOf(customerId: number, providerId: number | null, orderId: number | null = null) {
  const { rows } = await t.pool.query<{ id: number }>(
    `INSERT INTO complaints (account_id, subject, provider_id, order_type, order_id, reason, description)
     VALUES ($1, $2, $3, $4, $5, 'no_show', 'Nobody came on Tuesday.') RETURNING id`,
    [customerId, providerId ? 'provider' : 'other', providerId, orderId ? 'T' : null, orderId],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  admin = await operatorLogin('operator@demo.jo');
  support = await operatorLogin('support@demo.jo');
  supportId = (await t.pool.query<{ id: number }>("SELECT id FROM accounts WHERE email = 'support@demo.jo' AND role = 'operator'")).rows[0]!.id;
});
afterAll(() => t.close());

describe('customers', () => {
  it('searches by name, e-mail or phone and shows the profile, orders, reports and cancellations per month', async () => {
    const c = await customerAt(t, PLACES.khalda);
    await t.pool.query("UPDATE customers SET name = 'Rania Qasem', phone_no = '788877766' WHERE account_id = $1", [c.id]);
    for (const q of ['rania', encodeURIComponent(c.email), '0788877766', encodeURIComponent('+962 78887')]) {
      const found = (await call(support, 'GET', `/customers?q=${q}`)).json().data;
      expect(found.list.map((r: { id: number }) => r.id), q).toContain(c.id);
    }
    expect((await call(support, 'GET', '/customers?q=nobody-by-this-name')).json().data).toMatchObject({ list: [], total: 0 });

    const P = await providerSession(t, 'provider1@demo.jo');
    for (let i = 0; i < 3; i++) {
      const id = await insertOrder(t, { type: 'T', customerId: c.id, providerId: P.id, status: 'REQD' });
      await move(t, id, 'CBC', { role: 'customer', id: c.id });
    }
    await complaintOf(c.id, P.id);
    const detail = (await call(support, 'GET', `/customers/${c.id}`)).json().data;
    expect(detail).toMatchObject({ id: c.id, name: 'Rania Qasem', phone: '+962 788877766', status: 'active', marketingOptOut: false });
    expect(detail.orders).toHaveLength(3);
    expect(detail.complaints).toMatchObject([{ status: 'open', reason: 'no_show' }]);
    expect(detail.cancellations).toEqual([{ month: expect.stringMatching(/^\d{4}-\d{2}$/), count: 3, flagged: true }]);
    expect((await call(support, 'GET', '/customers/999999')).statusCode).toBe(404);
  });

  it('suspends, reactivates and deletes with a reason kept on the account and in the audit log; support may not', async () => {
    const c = await customerAt(t, PLACES.khalda);
    const before = await auditCount();
    expect((await call(support, 'POST', `/customers/${c.id}/suspend`, { reason: 'Abusive calls' })).statusCode).toBe(403);
    expect(await auditCount()).toBe(before);
    const empty = await call(admin, 'POST', `/customers/${c.id}/suspend`, { reason: '  ' }, 'ar');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(contractAr.validation.reasonRequired);
    expect((await call(admin, 'GET', `/customers/${c.id}`)).json().data.status).toBe('active');

    expect((await call(admin, 'POST', `/customers/${c.id}/suspend`, { reason: 'Abusive calls' })).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/customers/${c.id}`)).json().data).toMatchObject({ status: 'suspended', statusReason: 'Abusive calls' });
    expect(await lastAudit()).toMatchObject({ entity: 'customer', before: { status: 'active' }, after: { status: 'suspended', statusReason: 'Abusive calls' } });
    expect((await call(admin, 'POST', `/customers/${c.id}/reactivate`, { reason: 'Apologised' })).statusCode).toBe(200);
    expect((await call(admin, 'POST', `/customers/${c.id}/delete`, { reason: 'Asked to be forgotten' })).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/customers/${c.id}`)).json().data).toMatchObject({ status: 'deleted', statusReason: 'Asked to be forgotten' });
  });
});

describe('complaints', () => {
  it('shows a report with its order and parties, assigns it, and answers the customer by mail and notification', async () => {
    const c = await customerAt(t, PLACES.khalda, { lang: 'ar' });
    const P = await providerSession(t, 'provider3@demo.jo');
    const orderId = await insertOrder(t, { type: 'T', customerId: c.id, providerId: P.id, status: 'ACPT' });
    const id = await complaintOf(c.id, P.id, orderId);

    const detail = (await call(support, 'GET', `/complaints/${id}`)).json().data;
    expect(detail).toMatchObject({ status: 'open', assignedTo: null, customer: { id: c.id }, provider: { id: P.id }, order: { id: orderId, status: 'ACPT' }, replies: [] });

    const assigned = await call(support, 'POST', `/complaints/${id}/assign`, { operatorId: supportId });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({ status: 'in_progress', assignedTo: { id: supportId, email: 'support@demo.jo' } });
    expect(await lastAudit()).toMatchObject({ operator_role: 'support', action: 'POST /api/operator/complaints/:id/assign', entity: 'complaint', entity_id: String(id), before: { status: 'open' }, after: { status: 'in_progress' } });
    expect((await call(support, 'POST', `/complaints/${id}/assign`, { operatorId: c.id })).statusCode).toBe(400);
    const queue = (await call(support, 'GET', '/complaints?status=in_progress')).json().data.list;
    expect(queue.find((q: { id: number }) => q.id === id)).toMatchObject({ assignedTo: { id: supportId } });

    const before = await auditCount();
    const blank = await call(support, 'POST', `/complaints/${id}/replies`, { body: '' }, 'ar');
    expect(blank.statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
    expect(await notificationsOf(c.id)).toEqual([]);

    const text = 'We spoke to the provider; a new visit is booked for Thursday.';
    const replied = await call(support, 'POST', `/complaints/${id}/replies`, { body: text });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().data).toMatchObject({ status: 'in_progress', replies: [{ operatorEmail: 'support@demo.jo', body: text }] });
    const [mail] = await mailsTo(t, c.email);
    expect(mail!.subject).toBe(apiAr.mailComplaintReplySubject.replace('{{reference}}', detail.reference));
    expect(mail!.text).toContain(text);
    expect(await notificationsOf(c.id)).toEqual([{ type: 'SN', event: 'MESSAGE', title_en: `Answer to your report ${detail.reference}`, title_ar: expect.stringContaining(detail.reference), body_en: text }]);

    const closed = await call(support, 'POST', `/complaints/${id}/replies`, { body: 'Closing this report.', close: true });
    expect(closed.json().data).toMatchObject({ status: 'closed', operatorNote: 'Closing this report.' });
    expect((await call(support, 'POST', `/complaints/${id}/replies`, { body: 'Once more' })).statusCode).toBe(409);
    const reopened = await call(support, 'POST', `/complaints/${id}/status`, { status: 'open' });
    expect(reopened.json().data).toMatchObject({ status: 'open', closedAt: null });
    expect((await call(support, 'GET', '/operators')).json().data.map((o: { email: string }) => o.email)).toEqual(expect.arrayContaining(['operator@demo.jo', 'support@demo.jo']));
  });
});

describe('messages', () => {
  const title = { en: 'Ramadan offer', ar: 'عرض رمضان', fr: 'Offre du Ramadan' };
  const body = { en: '10% off cleaning', ar: 'خصم 10% على التنظيف', fr: '10 % sur le nettoyage' };

  it('sends to a segment through a durable job; a marketing message skips customers who opted out', async () => {
    const area = { ...PLACES.khalda, area: `Zone${Date.now().toString(36)}` };
    const a = await customerAt(t, area);
    const b = await customerAt(t, area);
    const out = await customerAt(t, area);
    await t.pool.query('UPDATE customers SET marketing_opt_out = true WHERE account_id = $1', [out.id]);
    const other = await customerAt(t, PLACES.khalda);

    const size = await call(support, 'GET', `/messages/audience?kind=segment&area=${area.area}&marketing=true`);
    expect(size.json().data).toEqual({ recipients: 2 });
    expect((await call(support, 'GET', `/messages/audience?kind=segment&area=${area.area}`)).json().data).toEqual({ recipients: 3 });
    expect((await call(support, 'GET', '/messages/audience?kind=segment', undefined, 'ar')).json().message).toBe(contractAr.validation.segmentRequired);

    const res = await call(support, 'POST', '/messages', { audience: { kind: 'segment', area: area.area }, title, body, marketing: true });
    expect(res.statusCode, res.body).toBe(200);
    const messageId = res.json().data.id as number;
    expect(await lastAudit()).toMatchObject({ operator_role: 'support', action: 'POST /api/operator/messages', entity: 'message', entity_id: String(messageId) });
    await t.app.ctx.jobs.idle(MESSAGE_QUEUE);
    for (const who of [a, b]) expect(await notificationsOf(who.id)).toEqual([{ type: 'SN', event: 'MESSAGE', title_en: title.en, title_ar: title.ar, body_en: body.en }]);
    expect(await notificationsOf(out.id)).toEqual([]);
    expect(await notificationsOf(other.id)).toEqual([]);
    const sent = (await call(support, 'GET', '/messages')).json().data.list.find((m: { id: number }) => m.id === messageId);
    expect(sent).toMatchObject({ status: 'sent', recipients: 2 });
  });

  it('sends to one customer (opted out or not, when it is not marketing) and refuses bad input, writing nothing', async () => {
    const c = await customerAt(t, PLACES.khalda);
    await t.pool.query('UPDATE customers SET marketing_opt_out = true WHERE account_id = $1', [c.id]);
    const before = await auditCount();
    const bad = await call(support, 'POST', '/messages', { audience: { kind: 'customer', accountId: c.id }, title: { ...title, ar: '' }, body, marketing: false }, 'ar');
    expect(bad.statusCode).toBe(400);
    expect((await call(support, 'POST', '/messages', { audience: { kind: 'customer', accountId: 999999 }, title, body, marketing: false })).statusCode).toBe(404);
    expect((await call(support, 'POST', '/messages', { audience: { kind: 'segment' }, title, body, marketing: false })).statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM operator_messages')).rows[0].n).toBe(1);

    expect((await call(support, 'POST', '/messages', { audience: { kind: 'customer', accountId: c.id }, title, body, marketing: false })).statusCode).toBe(200);
    await t.app.ctx.jobs.idle(MESSAGE_QUEUE);
    expect(await notificationsOf(c.id)).toHaveLength(1);
  });
});
