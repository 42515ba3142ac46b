import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import contractEn from '@portal/contract/locales/en.json' with { type: 'json' };
import contractFr from '@portal/contract/locales/fr.json' with { type: 'json' };
import { complaints } from '@portal/db/schema/complaints';
import { subCategories } from '@portal/db/schema/reference';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import apiAr from '../../locales/ar.json' with { type: 'json' };
import apiEn from '../../locales/en.json' with { type: 'json' };
import apiFr from '../../locales/fr.json' with { type: 'json' };
import { mailsTo } from '../../../test/kits/auth-test-kit.ts';
import { customerAt, operatorHeaders, PLACES, rowCounts } from '../../../test/kits/accounts-test-kit.ts';
import { insertOrder } from '../../../test/kits/order-test-kit.ts';

/** Spec §2.12 with issue 15 point 5: a report about one of the customer's own orders, read by the operators with it. */
describe('complaints about an order', () => {
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof customerAt>>;
  let other: Awaited<ReturnType<typeof customerAt>>;
  let express: Awaited<ReturnType<typeof insertOrder>>;
  let direct: Awaited<ReturnType<typeof insertOrder>>;
  let rfp: Awaited<ReturnType<typeof insertOrder>>;
  let othersOrder: Awaited<ReturnType<typeof insertOrder>>;
  let subCategory: { en: string; ar: string; fr: string };

  const add = (payload: unknown, headers: Record<string, string> = customer.headers) =>
    t.app.inject({ method: 'POST', url: '/api/customer/complaint/add', headers, payload: payload as object });
  const choices = (headers: Record<string, string> = customer.headers) =>
    t.app.inject({ method: 'GET', url: '/api/customer/complaint/orders', headers });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    customer = await customerAt(t, PLACES.khalda);
    other = await customerAt(t, PLACES.aqaba);
    express = await insertOrder(t, { customerId: customer.id, type: 'E', extra: { createdAt: new Date('2026-11-01T08:00:00Z') } });
    direct = await insertOrder(t, { customerId: customer.id, type: 'T', status: 'DONE', extra: { createdAt: new Date('2026-11-02T08:00:00Z') } });
    rfp = await insertOrder(t, {
      customerId: customer.id,
      type: 'R',
      extra: { title: 'Repaint the school corridors', createdAt: new Date('2026-11-03T08:00:00Z') },
    });
    othersOrder = await insertOrder(t, { customerId: other.id, type: 'T' });
    const [row] = await t.db.select().from(subCategories).where(eq(subCategories.id, 1));
    subCategory = { en: row!.en, ar: row!.ar, fr: row!.fr };
  });
  afterAll(() => t.close());

  it("offers the caller's own orders of every type, newest first, with number and title in the caller's language", async () => {
    const res = await choices({ ...customer.headers, lang: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { id: rfp.id, type: 'R', orderNo: rfp.orderNo, title: 'Repaint the school corridors', createdAt: expect.any(Number) },
      { id: direct.id, type: 'T', orderNo: direct.orderNo, title: subCategory.ar, createdAt: expect.any(Number) },
      { id: express.id, type: 'E', orderNo: express.orderNo, title: subCategory.ar, createdAt: expect.any(Number) },
    ]);
    const fr = (await choices({ ...customer.headers, lang: 'fr' })).json().data as Array<{ title: string }>;
    expect(fr[1]!.title).toBe(subCategory.fr);
    // Another customer sees only their own.
    expect((await choices(other.headers)).json().data.map((o: { id: number }) => o.id)).toEqual([othersOrder.id]);
  });

  it('stores the order and its type with the report, names it in the mail, and shows it in the author list', async () => {
    const res = await add({ subject: 'order', orderId: direct.id, reason: 'poor_quality', description: 'The tap leaks again.' }, { ...customer.headers, lang: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    const { id, reference } = res.json().data as { id: number; reference: string };
    const [row] = await t.db.select().from(complaints).where(eq(complaints.id, id));
    expect(row).toMatchObject({ subject: 'order', orderId: direct.id, orderType: 'T', providerId: null, reason: 'poor_quality' });

    const mail = (await mailsTo(t, customer.email)).find((m) => m.subject.includes(reference))!;
    expect(mail.text).toContain(`${apiAr.complaintSubject_order} ${direct.orderNo}`);

    const mine = (await t.app.inject({ method: 'GET', url: '/api/customer/complaint/get', headers: { ...customer.headers, lang: 'en' } })).json()
      .data as Array<Record<string, unknown>>;
    expect(mine.find((c) => c.id === id)).toMatchObject({
      subject: 'order',
      providerId: null,
      order: { id: direct.id, type: 'T', orderNo: direct.orderNo, title: subCategory.en },
    });
  });

  it('keeps an RFP report with its own title, and a client-sent order type or provider does not override the order', async () => {
    const res = await add({ subject: 'order', orderId: rfp.id, orderType: 'E', providerId: 5, reason: 'other', description: 'Nobody answered.' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(complaints).where(eq(complaints.id, res.json().data.id));
    expect(row).toMatchObject({ orderId: rfp.id, orderType: 'R', providerId: null });
  });

  it("refuses another customer's order and one that does not exist, translated, writing nothing", async () => {
    const before = await rowCounts(t);
    for (const orderId of [othersOrder.id, 999_999]) {
      for (const [lang, message] of [
        ['en', apiEn.complaintOrderNotFound],
        ['ar', apiAr.complaintOrderNotFound],
        ['fr', apiFr.complaintOrderNotFound],
      ] as const) {
        const res = await add({ subject: 'order', orderId, reason: 'no_show', description: 'x' }, { ...customer.headers, lang });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: true, status: 400, message, data: { errors: { orderId: [message] } } });
      }
    }
    expect(await rowCounts(t)).toEqual(before);
  });

  it('asks for the order when the subject is an order, in the caller language', async () => {
    for (const [lang, catalogue] of [
      ['en', contractEn],
      ['ar', contractAr],
      ['fr', contractFr],
    ] as const) {
      const res = await add({ subject: 'order', orderId: '', reason: 'no_show', description: 'x' }, { ...customer.headers, lang });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors).toEqual({ orderId: [catalogue.validation.complaintOrderRequired] });
    }
  });

  it('shows the operators the order with the complaint', async () => {
    const added = await add({ subject: 'order', orderId: express.id, reason: 'no_show', description: 'The provider never came.' });
    const id = added.json().data.id as number;
    const op = await operatorHeaders(t);
    const list = await t.app.inject({ method: 'GET', url: '/api/operator/complaints?status=open&limit=100', headers: { ...op, lang: 'ar' } });
    expect(list.statusCode, list.body).toBe(200);
    const item = (list.json().data.list as Array<Record<string, unknown>>).find((c) => c.id === id);
    expect(item).toMatchObject({
      subject: 'order',
      orderType: 'E',
      orderId: express.id,
      order: { id: express.id, type: 'E', orderNo: express.orderNo, title: subCategory.ar, createdAt: expect.any(Number) },
      customer: { id: customer.id, email: customer.email },
    });
    // A report about no order says so.
    const aboutNothing = await add({ subject: 'other', reason: 'other', description: 'Spam calls.' });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/operator/complaints?limit=100', headers: op })).json().data.list as Array<{
      id: number;
      order: unknown;
    }>;
    expect(listed.find((c) => c.id === aboutNothing.json().data.id)?.order).toBeNull();
  });

  it('needs a customer session for the order choices', async () => {
    expect((await choices({})).statusCode).toBe(401);
  });
});
