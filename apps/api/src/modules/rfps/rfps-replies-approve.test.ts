import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question, RfpDetails, RfpReplyList } from '@portal/contract/rfps';
import { notifications } from '@portal/db/schema/notifications';
import { orders } from '@portal/db/schema/orders';
import { rfpReplies } from '@portal/db/schema/rfps';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { pngBytes } from '../../../test/kits/auth-test-kit.ts';
import { ARABIC, customerAt, PLACES } from '../../../test/kits/accounts-test-kit.ts';
import { DEMO_PROVIDERS, providerSession } from '../../../test/kits/provider-test-kit.ts';
import { closeIfDue, sweepDueRfps } from './rfp-closing.ts';
import { answerAll, createRfp, endNow, nowSeconds, questionsFor, replyBody, replyQuestions, rfpCounts, sendReply, upload } from '../../../test/kits/rfp-test-kit.ts';

let t: TestApp;
let me: Awaited<ReturnType<typeof customerAt>>;
let other: Awaited<ReturnType<typeof customerAt>>;
let providers: Array<Awaited<ReturnType<typeof providerSession>>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  me = await customerAt(t, PLACES.khalda);
  other = await customerAt(t, PLACES.khalda);
  providers = [];
  for (const email of DEMO_PROVIDERS) providers.push(await providerSession(t, email));
}, 120_000);
afterAll(() => t?.close());

const post = (url: string, headers: Record<string, string>, payload: unknown, lang = 'en') =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, lang }, payload: payload as object });
const get = (url: string, headers: Record<string, string>, lang = 'en') => t.app.inject({ method: 'GET', url, headers: { ...headers, lang } });

async function notificationsOf(rfpId: number) {
  return t.db
    .select({ event: notifications.event, payload: notifications.payload, accountId: notifications.accountId, isRead: notifications.isRead })
    .from(notifications)
    .where(and(eq(notifications.serviceId, rfpId), eq(notifications.type, 'R')))
    .orderBy(notifications.id);
}
const payloadOf = (p: unknown) => (typeof p === 'string' ? JSON.parse(p) : p) as Record<string, unknown>;

describe('provider replies', () => {
  it('lists open RFPs in its sub-categories with tasks and the questions to answer; replies with answers and files; the customer is told with replyId', async () => {
    const rfpId = await createRfp(t, me.headers);
    const [p1] = providers;
    type Row = { id: number; rfp: { title: string; canReply: boolean; tasks: unknown[]; myReply: unknown; questions: Question[]; myAnswers: unknown[] } };
    const list = (await get('/api/provider/requests?type=R', p1!.headers)).json().data as Row[];
    const row = list.find((r) => r.id === rfpId)!;
    expect(row.rfp).toMatchObject({ title: 'School summer works', canReply: true, myReply: null, myAnswers: [] });
    expect(row.rfp.tasks).toHaveLength(1);
    // The questions the task (Maintenance › Plumbing) asks now: the general ones first, then the category's, with options.
    const q = await questionsFor(t, me.headers, 1, 1);
    expect(row.rfp.questions.map((x) => x.id)).toEqual([...q.general, ...q.category].map((x) => x.id));
    expect(row.rfp.questions.find((x) => x.answerType === 'SC')!.options.length).toBeGreaterThan(1);

    const up = await upload(t, p1!.headers, '/api/provider/rfp/attachment/upload', [{ name: 'portfolio.png', data: await pngBytes() }]);
    expect(up.statusCode).toBe(200);
    const answers = answerAll(row.rfp.questions);
    const res = await sendReply(t, p1!.headers, rfpId, replyBody(300, { answers, attachments: up.json().data.ids }));
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json().data;
    expect(reply).toMatchObject({ rfpId, price: 300, isGuarantee: true, isApproved: false, isSparePartIncluded: true });

    const told = await notificationsOf(rfpId);
    expect(told.map((n) => n.event)).toEqual(['REPLIED']);
    expect(payloadOf(told[0]!.payload)).toEqual({ replyId: reply.id });
    // The provider's list gives its answers back, to fill the form for a resend.
    const mine = ((await get('/api/provider/requests?type=R', p1!.headers)).json().data as Row[]).find((r) => r.id === rfpId)!;
    expect(mine.rfp.myAnswers).toHaveLength(answers.length);
    // Another provider sees the RFP and its questions, never this reply or its answers.
    const [, p2] = providers;
    const theirs = ((await get('/api/provider/requests?type=R', p2!.headers)).json().data as Row[]).find((r) => r.id === rfpId)!;
    expect(theirs.rfp).toMatchObject({ myReply: null, myAnswers: [] });
    expect(theirs.rfp.questions).toHaveLength(row.rfp.questions.length);

    // The customer sees the reply with its files and the provider's answers, in the customer's language.
    const ar = (await get(`/api/v2/service/rfp/customer/details/get?rfpId=${rfpId}&replyId=${reply.id}`, me.headers, 'ar')).json().data as RfpDetails;
    expect(ar.reply!.answers.map((a) => a.questionId)).toEqual(row.rfp.questions.map((x) => x.id));
    const when = row.rfp.questions.find((x) => x.answerType === 'SC' && x.isRequired)!;
    expect(ar.reply!.answers.find((a) => a.questionId === when.id)!.arValue).toBe(when.options[0]!.arValue);

    // A second reply replaces the first (same id, its answers replaced), without a second notification.
    const again = await sendReply(t, p1!.headers, rfpId, replyBody(280));
    expect(again.json().data).toMatchObject({ id: reply.id, price: 280 });
    expect(await notificationsOf(rfpId)).toHaveLength(1);

    const details = (await get(`/api/v2/service/rfp/customer/details/get?rfpId=${rfpId}&replyId=${reply.id}`, me.headers)).json().data as RfpDetails;
    expect(details.reply!.replyAttachments).toHaveLength(1);
    expect(details.reply!.answers.map((a) => a.questionId)).toEqual(row.rfp.questions.filter((x) => x.isRequired).map((x) => x.id));
    expect(details.canApprove).toBe(true);
    // The reply's file is the customer's to see, not another customer's.
    expect((await get(details.reply!.replyAttachments[0]!.url, me.headers)).statusCode).toBe(200);
    expect((await get(details.reply!.replyAttachments[0]!.url, other.headers)).statusCode).toBe(404);
    expect((await get(`/api/v2/service/rfp/customer/details/get?rfpId=${rfpId}&replyId=999999`, me.headers)).statusCode).toBe(404);
  });

  it('bad replies: translated field errors, nothing written', async () => {
    const rfpId = await createRfp(t, me.headers);
    const [, p2] = providers;
    const before = await rfpCounts(t);
    const weekMinus = nowSeconds() + 6 * 86_400;
    const res = await sendReply(t, p2!.headers, rfpId, { ...replyBody(100), expiryDate: weekMinus, answers: [{ questionId: 999999, value: 'x' }], attachments: [424242] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data.errors).sort()).toEqual(['answers.999999', 'attachments', 'expiryDate']);
    const ar = await t.app.inject({ method: 'POST', url: `/api/provider/rfp/${rfpId}/reply`, headers: { ...p2!.headers, lang: 'ar' }, payload: { isGuarantee: false } });
    expect(ar.statusCode).toBe(400);
    expect(ar.json().data.errors.price[0]).toMatch(ARABIC);
    expect(await rfpCounts(t)).toEqual(before);
    expect((await sendReply(t, me.headers, rfpId, replyBody(100))).statusCode).toBe(403);
    expect((await sendReply(t, p2!.headers, 999999, replyBody(100))).statusCode).toBe(404);
  });

  it("refuses an answer that is not one of a question's options, in the caller's language; a reply may leave questions unanswered (the fixed contract's answers: [])", async () => {
    const rfpId = await createRfp(t, me.headers);
    const [, , p3] = providers;
    const questions = await replyQuestions(t, p3!.headers, rfpId);
    const required = questions.filter((q) => q.isRequired);
    const single = required.find((q) => q.answerType === 'SC')!;
    const before = await rfpCounts(t);
    const send = (answers: unknown[], lang = 'en') =>
      t.app.inject({ method: 'POST', url: `/api/provider/rfp/${rfpId}/reply`, headers: { ...p3!.headers, lang }, payload: replyBody(150, { answers }) });

    // Another question's option, two options for a single choice, a choice given as text: that answer's field says so.
    const foreign = questions.find((q) => q.id !== single.id && q.options.length)!.options[0]!.id;
    for (const wrong of [
      { questionId: single.id, optionIds: [foreign] },
      { questionId: single.id, optionIds: single.options.slice(0, 2).map((o) => o.id) },
      { questionId: single.id, value: 'Weekends' },
    ]) {
      const res = await send([wrong]);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors).toEqual({ [`answers.${single.id}`]: ['Please choose one of the offered answers'] });
    }
    const arabic = await send([{ questionId: single.id, value: 'Weekends' }], 'ar');
    expect(arabic.json().data.errors[`answers.${single.id}`][0]).toMatch(ARABIC);
    expect(await rfpCounts(t)).toEqual(before);

    // A client of the fixed provider API that answers nothing is taken (the provider app asks for the required ones).
    const bare = await send([]);
    expect(bare.statusCode, bare.body).toBe(200);
    const ok = await send([{ questionId: single.id, optionIds: [single.options[1]!.id] }]);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('replies list: search by name, guarantee, rating, price range (priceValid), sort, user type', async () => {
    const rfpId = await createRfp(t, me.headers);
    const prices = [500, 150, 320];
    for (const [i, price] of prices.entries()) {
      const res = await sendReply(t, providers[i]!.headers, rfpId, replyBody(price, i === 1 ? { isGuarantee: false, expiryDate: undefined } : {}));
      expect(res.statusCode, res.body).toBe(200);
    }
    const q = (s: string, lang = 'en') => get(`/api/service/rfp/customer/rfp/reply/get?rfpId=${rfpId}${s}`, me.headers, lang);
    const all = (await q('')).json().data as RfpReplyList;
    expect(all.list).toHaveLength(3);
    expect(all.rfp).toMatchObject({ id: rfpId, replyCount: 3 });
    expect(((await q('&priceSort=ASC')).json().data as RfpReplyList).list.map((r) => r.price)).toEqual([150, 320, 500]);
    expect(((await q('&priceSort=DESC&priceStart=200&priceEnd=400')).json().data as RfpReplyList).list.map((r) => r.price)).toEqual([320]);
    expect(((await q('&guarantee=false')).json().data as RfpReplyList).list.map((r) => r.price)).toEqual([150]);
    const name = all.list[0]!.name;
    expect(((await q(`&name=${encodeURIComponent(name.slice(0, 6).toUpperCase())}`)).json().data as RfpReplyList).list.map((r) => r.name)).toContain(name);
    const companies = ((await q('&userType=C')).json().data as RfpReplyList).list;
    expect(companies.every((r) => r.userType === 'C')).toBe(true);
    expect(((await q('&rating=5.1')).statusCode)).toBe(400);
    const invalid = await q('&priceStart=500&priceEnd=100', 'ar');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().data.errors.priceEnd[0]).toMatch(ARABIC);
  });
});

describe('approval', () => {
  it('ten concurrent approvals of different replies: exactly one wins; the provider becomes the reply provider', async () => {
    const rfpId = await createRfp(t, me.headers);
    const replyIds: number[] = [];
    for (const p of providers) replyIds.push((await sendReply(t, p.headers, rfpId, replyBody(100 + p.id))).json().data.id);
    const calls = Array.from({ length: 10 }, (_, i) =>
      post('/api/service/rfp/customer/request/approve', me.headers, { rfpId, replyId: replyIds[i % replyIds.length], isApproved: true }),
    );
    const results = await Promise.all(calls);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const won = results.find((r) => r.statusCode === 200)!.json().data;
    expect(won).toMatchObject({ status: 'ACPT', lastOrderStatus: 'REQD' });
    const approved = await t.db.select().from(rfpReplies).where(and(eq(rfpReplies.rfpId, rfpId), eq(rfpReplies.isApproved, true)));
    expect(approved).toHaveLength(1);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, rfpId));
    expect(row!.providerId).toBe(approved[0]!.providerId);
    expect(won.approvedReplyId).toBe(approved[0]!.id);
    // The customer approved: no news of it for them (the provider's replies are read by the approval).
    expect((await notificationsOf(rfpId)).filter((n) => n.event === 'ACPT')).toHaveLength(0);
    // No more replies once awarded.
    expect((await sendReply(t, providers[0]!.headers, rfpId, replyBody(1))).statusCode).toBe(409);
  });

  it('one approval also across two app instances', async () => {
    const second = await createTestApp({}, { sameDatabaseAs: t });
    try {
      const rfpId = await createRfp(t, me.headers);
      const a = (await sendReply(t, providers[0]!.headers, rfpId, replyBody(100))).json().data.id;
      const b = (await sendReply(t, providers[1]!.headers, rfpId, replyBody(120))).json().data.id;
      const results = await Promise.all(
        [t, second, t, second, t, second].map((app, i) =>
          app.app.inject({ method: 'POST', url: '/api/service/rfp/customer/request/approve', headers: me.headers, payload: { rfpId, replyId: i % 2 ? a : b, isApproved: true } }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const approved = await t.db.select().from(rfpReplies).where(and(eq(rfpReplies.rfpId, rfpId), eq(rfpReplies.isApproved, true)));
      expect(approved).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('bad approvals: isApproved must be true, the reply must be of that RFP, only in REQD', async () => {
    const rfpId = await createRfp(t, me.headers);
    const otherRfp = await createRfp(t, me.headers);
    const replyId = (await sendReply(t, providers[0]!.headers, otherRfp, replyBody(90))).json().data.id;
    const before = await rfpCounts(t);
    const notTrue = await post('/api/service/rfp/customer/request/approve', me.headers, { rfpId, replyId, isApproved: false }, 'fr');
    expect(notTrue.statusCode).toBe(400);
    expect(notTrue.json().data.errors.isApproved[0]).toMatch(/approbation/);
    expect((await post('/api/service/rfp/customer/request/approve', me.headers, { rfpId, replyId, isApproved: true })).statusCode).toBe(404);
    expect(await rfpCounts(t)).toEqual(before);
    await endNow(t, otherRfp);
    expect((await post('/api/service/rfp/customer/request/approve', me.headers, { rfpId: otherRfp, replyId, isApproved: true })).statusCode).toBe(409);
  });

  it('an approved RFP runs through the provider API to DONE, then payment and rating with type R; every notification carries the replyId', async () => {
    const rfpId = await createRfp(t, me.headers);
    const p = providers[2]!;
    const replyId = (await sendReply(t, p.headers, rfpId, replyBody(250))).json().data.id;
    expect((await post('/api/service/rfp/customer/request/approve', me.headers, { rfpId, replyId, isApproved: true })).statusCode).toBe(200);
    const mine = (await get('/api/provider/requests?type=R', p.headers)).json().data as Array<{ id: number; status: string; contactName: string | null }>;
    expect(mine.find((r) => r.id === rfpId)).toMatchObject({ status: 'ACPT', contactName: 'Test Customer' });
    // Another provider cannot move it.
    expect((await post(`/api/provider/orders/R/${rfpId}/status`, providers[0]!.headers, { status: 'OTW' })).statusCode).not.toBe(200);
    for (const status of ['OTW', 'UP']) {
      const res = await post(`/api/provider/orders/R/${rfpId}/status`, p.headers, { status });
      expect(res.statusCode, res.body).toBe(200);
    }
    const estimate = await post(`/api/provider/orders/R/${rfpId}/estimate`, p.headers, {
      estimateProblemDesc: 'Walls need filler',
      estimateIsSparePartNeeded: true,
      sparePartDescription: 'Filler',
      visitFees: 10,
      estimateServiceFees: 200,
      estimateSparePartFees: 30,
    });
    expect(estimate.statusCode, estimate.body).toBe(200);
    expect((await post('/api/customer/fees-status/update', me.headers, { serviceId: rfpId, type: 'R', feesStatus: 'ACPT' })).statusCode).toBe(200);
    for (const status of ['FSD', 'WPAY', 'DONE']) expect((await post(`/api/provider/orders/R/${rfpId}/status`, p.headers, { status })).statusCode).toBe(200);
    expect((await post('/api/customer/sparePart-payment/add', me.headers, { serviceId: rfpId, type: 'R', totalAmountOfCustomer: 240 })).statusCode).toBe(200);
    const rated = await post('/api/v1/service/service-provider/rating/add', me.headers, { serviceType: 'R', serviceId: rfpId, rating: 4.5, description: 'Good' });
    expect(rated.statusCode, rated.body).toBe(200);
    expect((await post(`/api/provider/orders/R/${rfpId}/rate-customer`, p.headers, { rating: 5 })).statusCode).toBe(200);

    const details = (await get(`/api/v2/service/rfp/customer/details/get?rfpId=${rfpId}`, me.headers)).json().data as RfpDetails;
    expect(details).toMatchObject({ status: 'DONE', totalAmountOfCustomer: 240, customerFeesStatus: 'ACPT', ratingForServiceProvider: { rating: 4.5 } });
    expect(details.reply!.id).toBe(replyId);
    const told = await notificationsOf(rfpId);
    // Only what others did; the customer's approval, decision, payment and rating read them all.
    expect(told.map((n) => n.event)).toEqual(['REPLIED', 'OTW', 'UP', 'ESTIMATE_SENT', 'FSD', 'WPAY', 'DONE']);
    expect(told.every((n) => n.isRead)).toBe(true);
    for (const n of told) expect(payloadOf(n.payload)).toEqual({ replyId });
  });
});

describe('closing', () => {
  it('an RFP past its end date with no approval closes once (CLSE, system), by the job or the sweep', async () => {
    const rfpId = await createRfp(t, me.headers);
    expect(await closeIfDue(t.app.ctx, rfpId)).toBe(false);
    await endNow(t, rfpId);
    expect(await closeIfDue(t.app.ctx, rfpId)).toBe(true);
    expect(await closeIfDue(t.app.ctx, rfpId)).toBe(false);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, rfpId));
    expect(row!.status).toBe('CLSE');
    expect((await notificationsOf(rfpId)).map((n) => n.event)).toEqual(['CLSE']);
    const recent = (await get('/api/service/rfp/customer/rfp/get?forActive=false&status=CLSE', me.headers)).json().data;
    expect(recent.recent.map((r: { id: number }) => r.id)).toContain(rfpId);
  });

  it('two instances sweeping at once close each due RFP once', async () => {
    const second = await createTestApp({}, { sameDatabaseAs: t });
    try {
      const ids = [await createRfp(t, me.headers), await createRfp(t, me.headers), await createRfp(t, me.headers)];
      for (const id of ids) await endNow(t, id);
      const due = (await t.pool.query(`SELECT count(*)::int AS n FROM orders WHERE type = 'R' AND status = 'REQD' AND end_date <= now()`)).rows[0].n as number;
      expect(due).toBeGreaterThanOrEqual(3);
      const [a, b] = await Promise.all([sweepDueRfps(t.app.ctx), sweepDueRfps(second.app.ctx)]);
      expect(a + b).toBe(due);
      for (const id of ids) expect((await notificationsOf(id)).map((n) => n.event)).toEqual(['CLSE']);
    } finally {
      await second.close();
    }
  });
});
