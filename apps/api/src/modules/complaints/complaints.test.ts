import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import contractEn from '@portal/contract/locales/en.json' with { type: 'json' };
import contractFr from '@portal/contract/locales/fr.json' with { type: 'json' };
import { accounts } from '@portal/db/schema/accounts';
import { complaints } from '@portal/db/schema/complaints';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { demoProviders } from '@portal/db/seed-data/demo-providers';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import apiAr from '../../locales/ar.json' with { type: 'json' };
import apiEn from '../../locales/en.json' with { type: 'json' };
import apiFr from '../../locales/fr.json' with { type: 'json' };
import { mailsTo } from '../../../test/kits/auth-test-kit.ts';
import { customerAt, PLACES, providerId, rowCounts, sessionFor } from '../../../test/kits/accounts-test-kit.ts';

describe('complaints ("Report an abuse")', () => {
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof customerAt>>;
  let p2: number;
  const add = (payload: unknown, headers: Record<string, string> = customer.headers) =>
    t.app.inject({ method: 'POST', url: '/api/customer/complaint/add', headers, payload: payload as object });
  const mine = (headers: Record<string, string> = customer.headers) =>
    t.app.inject({ method: 'GET', url: '/api/customer/complaint/get', headers });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    customer = await customerAt(t, PLACES.khalda);
    p2 = await providerId(t, 'provider2@demo.jo');
  });
  afterAll(() => t.close());

  it('stores a complaint about a provider and acknowledges it by mail in Arabic, with its reference', async () => {
    const description = 'طلب مني الفني الدفع خارج المنصة مقابل خصم.';
    const res = await add(
      { subject: 'provider', providerId: p2, reason: 'off_platform', description },
      { ...customer.headers, lang: 'ar' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { id, reference } = res.json().data as { id: number; reference: string };
    expect(reference).toBe(`RA-${String(id).padStart(6, '0')}`);
    expect(res.json().message).toBe(apiAr.complaintAdded.replace('{{reference}}', reference));

    const [row] = await t.db.select().from(complaints).where(eq(complaints.id, id));
    expect(row).toMatchObject({
      accountId: customer.id,
      subject: 'provider',
      providerId: p2,
      reason: 'off_platform',
      description,
      status: 'open',
      orderId: null,
    });

    const mails = await mailsTo(t, customer.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(apiAr.mailComplaintSubject.replace('{{reference}}', reference));
    expect(mail.text).toContain(reference);
    expect(mail.text).toContain(apiAr.complaintReason_off_platform);
    expect(mail.text).toContain(apiAr.complaintSubject_provider);
    expect(mail.text).toContain(apiAr.mailComplaintNext);
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
  });

  it('stores a complaint about something else, and the mail follows the request language', async () => {
    const res = await add(
      { subject: 'other', reason: 'other', description: 'Someone keeps calling me about offers.' },
      { ...customer.headers, lang: 'fr' },
    );
    expect(res.statusCode).toBe(200);
    const reference = res.json().data.reference as string;
    const mail = (await mailsTo(t, customer.email)).find((m) => m.subject.includes(reference))!;
    expect(mail.subject).toBe(apiFr.mailComplaintSubject.replace('{{reference}}', reference));
    expect(mail.html).toMatch(/dir="ltr"/);
  });

  it('accepts a complaint about a suspended provider', async () => {
    const p3 = await providerId(t, 'provider3@demo.jo');
    await t.db.update(accounts).set({ status: 'suspended' }).where(eq(accounts.id, p3));
    try {
      expect((await add({ subject: 'provider', providerId: p3, reason: 'no_show', description: 'Never came.' })).statusCode).toBe(200);
    } finally {
      await t.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, p3));
    }
  });

  it('lists only the caller own complaints, newest first, with the provider named in the caller language', async () => {
    const other = await customerAt(t, PLACES.aqaba);
    await add({ subject: 'other', reason: 'rude_behaviour', description: 'Not mine to see.' }, other.headers);
    const res = await mine({ ...customer.headers, lang: 'ar' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<Record<string, unknown>>;
    expect(list).toHaveLength(3);
    expect(list.map((c) => c.description)).not.toContain('Not mine to see.');
    const ids = list.map((c) => c.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const aboutP2 = list.find((c) => c.providerId === p2)!;
    expect(aboutP2).toEqual({
      id: expect.any(Number),
      reference: expect.stringMatching(/^RA-\d{6}$/),
      subject: 'provider',
      providerId: p2,
      providerName: demoProviders[1]!.name.ar,
      order: null,
      reason: 'off_platform',
      description: expect.any(String),
      status: 'open',
      createdAt: expect.any(Number),
      closedAt: null,
    });
    expect((await mine(other.headers)).json().data).toHaveLength(1);
  });

  it.each([
    ['subject missing', { reason: 'other', description: 'x' }, 'subject', 'complaintSubjectRequired'],
    ['order subject without order', { subject: 'order', reason: 'no_show', description: 'x' }, 'orderId', 'complaintOrderRequired'],
    ['order id not a number', { subject: 'order', orderId: 'abc', reason: 'no_show', description: 'x' }, 'orderId', 'complaintOrderRequired'],
    ['unknown reason', { subject: 'other', reason: 'boredom', description: 'x' }, 'reason', 'complaintReasonRequired'],
    [
      'provider subject without provider',
      { subject: 'provider', reason: 'no_show', description: 'x' },
      'providerId',
      'complaintProviderRequired',
    ],
    [
      'provider id not a number',
      { subject: 'provider', providerId: 'abc', reason: 'no_show', description: 'x' },
      'providerId',
      'complaintProviderRequired',
    ],
    ['empty description', { subject: 'other', reason: 'other', description: '' }, 'description', 'complaintDescriptionRequired'],
    ['blank description', { subject: 'other', reason: 'other', description: '   ' }, 'description', 'descriptionSpace'],
    ['leading space', { subject: 'other', reason: 'other', description: ' starts with a space' }, 'description', 'descriptionSpace'],
    ['too long', { subject: 'other', reason: 'other', description: 'a'.repeat(1001) }, 'description', 'complaintDescriptionMax'],
  ] as const)('refuses %s with the translated message and writes nothing', async (_name, payload, field, key) => {
    const before = await rowCounts(t);
    for (const [lang, catalogue] of [
      ['en', contractEn],
      ['ar', contractAr],
      ['fr', contractFr],
    ] as const) {
      const res = await add(payload, { ...customer.headers, lang });
      expect(res.statusCode).toBe(400);
      const message = catalogue.validation[key];
      expect(res.json()).toMatchObject({ error: true, status: 400, message, data: { errors: { [field]: [message] } } });
    }
    expect(await rowCounts(t)).toEqual(before);
  });

  it('accepts a description of exactly 1000 characters', async () => {
    expect((await add({ subject: 'other', reason: 'other', description: 'b'.repeat(1000) })).statusCode).toBe(200);
  });

  it('refuses a provider that does not exist, writing nothing', async () => {
    const before = await rowCounts(t);
    for (const id of [999_999, customer.id]) {
      const res = await add(
        { subject: 'provider', providerId: id, reason: 'no_show', description: 'x' },
        { ...customer.headers, lang: 'ar' },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: apiAr.complaintProviderNotFound,
        data: { errors: { providerId: [apiAr.complaintProviderNotFound] } },
      });
    }
    expect(await rowCounts(t)).toEqual(before);
  });

  it('needs a customer session: none is 401, a provider 403, and nothing is written', async () => {
    const provider = await sessionFor(t, 'provider1@demo.jo', 'provider');
    const before = await rowCounts(t);
    const payload = { subject: 'other', reason: 'other', description: 'x' };
    expect((await add(payload, {})).statusCode).toBe(401);
    expect((await mine({})).statusCode).toBe(401);
    const forbidden = await add(payload, provider.headers);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(apiEn.forbidden);
    expect((await mine(provider.headers)).statusCode).toBe(403);
    expect(await rowCounts(t)).toEqual(before);
  });
});

describe('complaints rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true });
  });
  afterAll(() => t.close());

  it('takes at most 10 reports an hour from one customer, counted per customer', async () => {
    const a = await customerAt(t, PLACES.khalda);
    const b = await customerAt(t, PLACES.khalda);
    const report = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/complaint/add',
        headers,
        payload: { subject: 'other', reason: 'other', description: 'Spam calls.' },
      });
    for (let i = 0; i < 10; i++) expect((await report(a.headers)).statusCode).toBe(200);
    const refused = await report({ ...a.headers, lang: 'ar' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(apiAr.tooManyRequests);
    // Another customer from the same address is not held back.
    expect((await report(b.headers)).statusCode).toBe(200);
  });
});
