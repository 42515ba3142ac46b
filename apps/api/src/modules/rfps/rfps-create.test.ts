import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RfpDetails, RfpList } from '@portal/contract/rfps';
import { accounts } from '@portal/db/schema/accounts';
import { orders, orderStatusHistory } from '@portal/db/schema/orders';
import { rfpAttachments, rfpTasks } from '@portal/db/schema/rfps';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { pdfBytes, pngBytes } from '../../../test/kits/auth-test-kit.ts';
import { ARABIC, customerAt, PLACES, sessionFor } from '../../../test/kits/accounts-test-kit.ts';
import { cleanupRfpUploads } from './rfp-uploads.ts';
import { createRfp, nowSeconds, questionsFor, rfpBody, rfpCounts, upload } from '../../../test/kits/rfp-test-kit.ts';

let t: TestApp;
let me: Awaited<ReturnType<typeof customerAt>>;
let other: Awaited<ReturnType<typeof customerAt>>;
let provider: { headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  me = await customerAt(t, PLACES.khalda);
  other = await customerAt(t, PLACES.khalda);
  provider = await sessionFor(t, 'provider1@demo.jo', 'provider');
}, 120_000);
afterAll(() => t?.close());

const post = (url: string, headers: Record<string, string>, payload: unknown, lang = 'en') =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, lang }, payload: payload as object });
const get = (url: string, headers: Record<string, string>, lang = 'en') => t.app.inject({ method: 'GET', url, headers: { ...headers, lang } });

describe('questions', () => {
  it('general questions for every card and the category ones, in three languages, with all answer types', async () => {
    const q = await questionsFor(t, me.headers, 1, 1);
    expect(q.general).toHaveLength(3);
    expect(q.category.length).toBeGreaterThanOrEqual(2);
    expect(q.category.every((x) => x.categoryId === 1)).toBe(true);
    const all = [...q.general, ...q.category];
    expect(new Set(all.map((x) => x.answerType))).toEqual(new Set(['T', 'SC', 'MC']));
    expect(all.some((x) => x.isRequired)).toBe(true);
    for (const x of all) expect(x.arQuestion).toMatch(ARABIC);
    const cleaning = await questionsFor(t, me.headers, 2, 8);
    expect(cleaning.category.map((x) => x.id)).not.toEqual(q.category.map((x) => x.id));
  });

  it('each question carries its prefix in the three languages; the seeded units are translated', async () => {
    const q = await questionsFor(t, me.headers, 1, 1);
    for (const x of [...q.general, ...q.category]) {
      expect(typeof x.arPrefix).toBe('string');
      expect(typeof x.frPrefix).toBe('string');
      // A prefix in English has its translations, so an Arabic page never shows "12 Years".
      if (x.prefix) expect(x.arPrefix).toMatch(ARABIC);
    }
    const age = q.category.find((x) => x.question === 'How old is the installation?')!;
    expect(age).toMatchObject({ prefix: 'Years', arPrefix: 'سنوات', frPrefix: 'ans' });

    // The customer's stored answers carry them too (details page).
    const body = await rfpBody(t, me.headers);
    const id = (await post('/api/v2/service/rfp/create', me.headers, body)).json().data.id as number;
    const details = (await get(`/api/v2/service/rfp/customer/details/get?rfpId=${id}`, me.headers)).json().data as RfpDetails;
    expect(details.tasks[0]!.answers.find((a) => a.questionId === age.id)).toMatchObject({ prefix: 'Years', arPrefix: 'سنوات', frPrefix: 'ans' });
  });

  it('bad input is a translated 400; a provider token is 403', async () => {
    const res = await get('/api/v2/admin/question/get?subCategoryId=1', me.headers, 'ar');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors.categoryId[0]).toMatch(ARABIC);
    expect((await get('/api/v2/admin/question/get?categoryId=1&subCategoryId=1', provider.headers)).statusCode).toBe(403);
    expect((await get('/api/v2/admin/question/get?categoryId=1&subCategoryId=1', {})).statusCode).toBe(401);
  });
});

describe('create', () => {
  it('two profession cards, answers, attachments and a new saved address: one RFP with its tasks, REQD, RF- number', async () => {
    const up = await upload(t, me.headers, '/api/service/rfp/attachment/upload', [
      { name: 'plan.png', data: await pngBytes() },
      { name: 'spec.pdf', data: pdfBytes() },
    ]);
    expect(up.statusCode).toBe(200);
    const ids = up.json().data.ids as number[];
    expect(ids).toHaveLength(2);
    expect(up.json().data.attachments.map((a: { attachmentType: string }) => a.attachmentType)).toEqual(['image', 'document']);
    // The owner can fetch a pending upload; another customer cannot.
    const url = up.json().data.attachments[0].url as string;
    expect((await get(url, me.headers)).statusCode).toBe(200);
    expect((await get(url, other.headers)).statusCode).toBe(404);

    const body = await rfpBody(t, me.headers, [[1, 1], [2, 8]], {
      branchId: 'new',
      branchName: 'North campus',
      latitude: 32.01,
      longitude: 35.87,
      country: 'Jordan',
      city: 'Amman',
      area: 'Jubeiha',
      name: 'Rana Saleh',
      email: 'rana@example.jo',
      countryCode: '+962',
      phoneNo: '791234568',
      isSave: true,
    });
    body.tasks[1]!.attachments = ids;
    const before = await rfpCounts(t);
    const res = await post('/api/v2/service/rfp/create', me.headers, body);
    expect(res.statusCode, res.body).toBe(200);
    const { id, orderNo, isServiceProvider } = res.json().data;
    expect(isServiceProvider).toBe(false);
    expect(orderNo).toBe(`RF-${String(id).padStart(6, '0')}`);
    const after = await rfpCounts(t);
    expect(after.orders - before.orders).toBe(1);
    expect(after.tasks - before.tasks).toBe(2);
    expect(after.branches - before.branches).toBe(1);
    expect(after.attached - before.attached).toBe(2);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ type: 'R', status: 'REQD', title: 'School summer works', isGuarantee: true, branchName: 'North campus', contactName: 'Rana Saleh' });
    expect(row!.endDate!.getTime()).toBe(body.endDate * 1000);
    const tasks = await t.db.select().from(rfpTasks).where(eq(rfpTasks.rfpId, id));
    expect(tasks.map((x) => x.subCategoryId).sort()).toEqual([1, 8]);
    // Rich text is sanitised like an order brief.
    expect(tasks[0]!.formattedDescription).not.toContain('script');
    expect(tasks[0]!.formattedDescription).toContain('<strong>repaint</strong>');
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
    expect(history.map((h) => h.toStatus)).toEqual(['REQD']);

    // Uploads attached once cannot be attached again.
    const again = await rfpBody(t, me.headers);
    again.tasks[0]!.attachments = [ids[0]!];
    const reused = await post('/api/v2/service/rfp/create', me.headers, again);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().data.errors['tasks.0.attachments']).toEqual(['This attachment is no longer available, please upload it again']);

    // Details: tasks with answers in three languages and the files by kind.
    const details = (await get(`/api/v2/service/rfp/customer/details/get?rfpId=${id}`, me.headers)).json().data as RfpDetails;
    expect(details.tasks).toHaveLength(2);
    expect(details.tasks[1]!.attachmentsByKind.image).toHaveLength(1);
    expect(details.tasks[1]!.attachmentsByKind.document).toHaveLength(1);
    const choice = details.tasks[0]!.answers.find((a) => a.answerType === 'SC')!;
    expect(choice.value).toBeTruthy();
    expect(choice.arValue).toMatch(ARABIC);
    expect(details.tasks[0]!.questions.general.length).toBe(3);
    expect(details.reply).toBeNull();
    expect(details.canCancel).toBe(true);
  });

  it('every rule at once, in the caller language, with field paths; nothing is written', async () => {
    const q = await questionsFor(t, me.headers, 1, 1);
    const required = [...q.general, ...q.category].find((x) => x.isRequired && x.questionType === 'category')!;
    const body = await rfpBody(t, me.headers, [[1, 1], [1, 1]]);
    body.tasks[1]!.answers = body.tasks[1]!.answers.filter((a) => a.questionId !== required.id);
    const before = await rfpCounts(t);
    const res = await post('/api/v2/service/rfp/create', me.headers, { ...body, title: ' ', endDate: body.startDate - 10, tasks: [...body.tasks, { categoryId: 1, subCategoryId: 9, description: 'x' }] }, 'ar');
    expect(res.statusCode).toBe(400);
    const errors = res.json().data.errors as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['title', 'endDate', `tasks.1.answers.${required.id}`, 'tasks.2.subCategoryId']));
    for (const messages of Object.values(errors)) expect(messages[0]).toMatch(ARABIC);
    expect(await rfpCounts(t)).toEqual(before);

    const wrongOption = await rfpBody(t, me.headers);
    const sc = q.general.find((x) => x.answerType === 'SC')!;
    wrongOption.tasks[0]!.answers = wrongOption.tasks[0]!.answers.map((a) => (a.questionId === sc.id ? { questionId: sc.id, optionIds: [q.category.find((c) => c.options.length)!.options[0]!.id] } : a));
    const r2 = await post('/api/v2/service/rfp/create', me.headers, wrongOption);
    expect(r2.json().data.errors[`tasks.0.answers.${sc.id}`]).toEqual(['Please choose one of the offered answers']);

    const past = await post('/api/v2/service/rfp/create', me.headers, { ...(await rfpBody(t, me.headers)), startDate: nowSeconds() - 3 * 86_400 });
    expect(past.json().data.errors.startDate).toEqual(['The start date cannot be in the past']);
    const noBranch = await post('/api/v2/service/rfp/create', me.headers, { ...(await rfpBody(t, me.headers)), branchId: 999999 });
    expect(noBranch.statusCode).toBe(400);
    expect(Object.keys(noBranch.json().data.errors)).toEqual(['branchId']);
    expect(await rfpCounts(t)).toEqual(before);
  });

  it('a customer whose e-mail is also a provider account gets isServiceProvider (409) and nothing is created', async () => {
    const twin = await customerAt(t, PLACES.khalda);
    await t.db.update(accounts).set({ email: 'PROVIDER2@demo.jo' }).where(eq(accounts.id, twin.id));
    const before = await rfpCounts(t);
    const res = await post('/api/v2/service/rfp/create', twin.headers, await rfpBody(t, twin.headers), 'fr');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: true, data: { isServiceProvider: true } });
    expect(res.json().message).toMatch(/prestataire/);
    expect(await rfpCounts(t)).toEqual(before);
  });

  it('uploads nothing attached within a day are removed; attached ones stay', async () => {
    const up = await upload(t, me.headers, '/api/service/rfp/attachment/upload', [{ name: 'a.png', data: await pngBytes() }]);
    const id = up.json().data.ids[0] as number;
    expect(await cleanupRfpUploads(t.app.ctx)).toBe(0);
    const attachedBefore = (await rfpCounts(t)).attached;
    expect(await cleanupRfpUploads(t.app.ctx, new Date(Date.now() + 25 * 3600_000))).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(rfpAttachments).where(eq(rfpAttachments.id, id))).toEqual([]);
    expect((await get(up.json().data.attachments[0].url, me.headers)).statusCode).toBe(404);
    expect((await rfpCounts(t)).attached).toBe(attachedBefore);
  });

  it('a wrong file type is refused and nothing is stored', async () => {
    const before = await t.db.select().from(rfpAttachments);
    const res = await upload(t, me.headers, '/api/service/rfp/attachment/upload', [{ name: 'x.txt', data: Buffer.from('hello') }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors.attachments).toBeTruthy();
    expect(await t.db.select().from(rfpAttachments)).toHaveLength(before.length);
    expect((await upload(t, provider.headers, '/api/service/rfp/attachment/upload', [{ name: 'a.png', data: await pngBytes() }])).statusCode).toBe(403);
  });
});

describe('lists and access', () => {
  it('available RFPs and my RFPs with history; filters; another customer sees nothing and gets 404', async () => {
    const id = await createRfp(t, me.headers);
    const available = (await get('/api/service/rfp/customer/available/rfp/get', me.headers)).json().data as Array<{ id: number }>;
    expect(available.map((r) => r.id)).toContain(id);
    const mine = (await get('/api/service/rfp/customer/rfp/get?forActive=true', me.headers)).json().data as RfpList;
    const item = mine.active.find((r) => r.id === id)!;
    expect(item).toMatchObject({ status: 'REQD', replyCount: 0, approvedReplyId: null, title: 'School summer works' });
    expect(item.history.map((h) => h.status)).toEqual(['REQD']);
    expect(mine.recent).toEqual([]);
    const recentOnly = (await get('/api/service/rfp/customer/rfp/get?forActive=false&status=CLSE', me.headers)).json().data as RfpList;
    expect(recentOnly.active).toEqual([]);
    const future = (await get(`/api/service/rfp/customer/available/rfp/get?dateStart=${nowSeconds() + 86_400}`, me.headers)).json().data;
    expect(future).toEqual([]);
    expect((await get('/api/service/rfp/customer/rfp/get?dateStart=20&dateEnd=10', me.headers)).statusCode).toBe(400);

    expect((await get('/api/service/rfp/customer/available/rfp/get', other.headers)).json().data).toEqual([]);
    for (const url of [`/api/v2/service/rfp/customer/details/get?rfpId=${id}`, `/api/service/rfp/customer/rfp/reply/get?rfpId=${id}`]) {
      expect((await get(url, other.headers)).statusCode).toBe(404);
      expect((await get(url, provider.headers)).statusCode).toBe(403);
    }
    const approve = await post('/api/service/rfp/customer/request/approve', other.headers, { rfpId: id, replyId: 1, isApproved: true });
    expect(approve.statusCode).toBe(404);
    expect((await post('/api/customer/service/rfp/cancel', other.headers, { rfpId: id })).statusCode).toBe(404);
    expect((await post('/api/customer/service/rfp/cancel', provider.headers, { rfpId: id })).statusCode).toBe(403);
  });

  it('the owner cancels in REQD without a fee (CBC), the customer is told; the recent list has it', async () => {
    const id = await createRfp(t, me.headers);
    const res = await post('/api/customer/service/rfp/cancel', me.headers, { rfpId: id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'CBC', lastOrderStatus: 'REQD' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.cancelFee).toBeNull();
    expect((await post('/api/customer/service/rfp/cancel', me.headers, { rfpId: id })).statusCode).toBe(409);
    const recent = (await get('/api/service/rfp/customer/rfp/get?forActive=false', me.headers)).json().data as RfpList;
    expect(recent.recent.map((r) => r.id)).toContain(id);
  });
});

describe('OpenAPI', () => {
  it('documents the RFP calls of the customer, the provider and the operator', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/v2/admin/question/get',
      '/api/service/rfp/attachment/upload',
      '/api/v2/service/rfp/create',
      '/api/service/rfp/customer/available/rfp/get',
      '/api/service/rfp/customer/rfp/get',
      '/api/service/rfp/customer/rfp/reply/get',
      '/api/v2/service/rfp/customer/details/get',
      '/api/service/rfp/customer/request/approve',
      '/api/customer/service/rfp/cancel',
      '/api/provider/rfp/{rfpId}/reply',
      '/api/provider/rfp/attachment/upload',
      '/api/operator/questions',
      '/api/operator/questions/{id}',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(Object.keys(doc.paths['/api/v2/service/rfp/create'].post.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['startDate', 'endDate', 'title', 'isGuarantee', 'branchId', 'tasks']),
    );
  });
});
