import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { customerAt, PLACES, providerId, STATIC } from '../test/kits/accounts-test-kit.ts';
import { linkIn, login, mailsTo, pngBytes, signupFields, verifyByMail } from '../test/kits/auth-test-kit.ts';
import { multipart } from '../test/kits/order-http-kit.ts';
import { insertOrder, move } from '../test/kits/order-test-kit.ts';
import { providerSession } from '../test/kits/provider-test-kit.ts';
import { nowSeconds, questionsFor, replyBody, sendReply } from '../test/kits/rfp-test-kit.ts';

/**
 * Issue 15 point 1: every call of spec §7.1, in the table's order, sent exactly as the spec names its path and
 * fields (no field of ours), answered 200 in the spec's envelope { error, message, data, status }. What each call
 * does in depth is tested by its module; this file is the guard that a client built from the spec alone works.
 */
describe('spec §7.1: every call with the spec field names', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof customerAt>>;
  let p1: number;
  let p1Headers: Record<string, string>;
  let png: Buffer;
  const ids: Record<string, number> = {};

  type Res = { statusCode: number; body: string; json: () => { error: boolean; message: string; data: unknown; status: number } };
  /** The call answered 200 in the spec's envelope; its data. */
  function ok<T = Record<string, unknown>>(res: Res): T {
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({ error: false, message: expect.any(String), data: body.data, status: 200 });
    return body.data as T;
  }
  const get = (url: string, headers: Record<string, string> = me.headers) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { lang: 'en', ...headers } });
  const post = (url: string, payload?: object, headers: Record<string, string> = me.headers) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: { lang: 'en', ...headers }, ...(payload ? { payload } : {}) });
  const form = (url: string, fields: Record<string, string>, files: Array<{ name: string; data: Buffer; type?: string }> = [], field?: string) => {
    const body = multipart(fields, files, field);
    return t.app.inject({ method: 'POST', url: `/api${url}`, headers: { lang: 'en', ...me.headers, 'content-type': body.contentType }, payload: body.payload });
  };
  /** Spec §3 branch and contact fields, flat (a place the customer has not saved). */
  const branch = {
    branchName: 'Site office',
    latitude: '31.9961',
    longitude: '35.8415',
    country: 'Jordan',
    city: 'Amman',
    area: 'Khalda',
    isSave: 'false',
    name: 'Rana Saleh',
    email: 'rana@example.jo',
    countryCode: '+962',
    phoneNo: '795551234',
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    me = await customerAt(t, PLACES.khalda);
    p1 = await providerId(t, 'provider1@demo.jo');
    p1Headers = (await providerSession(t, 'provider1@demo.jo')).headers;
    png = await pngBytes(16, 16);
  });
  afterAll(() => t.close());

  describe('account', () => {
    const fields = signupFields();
    it('POST /customer/signup: multipart sign-up form, data.id', async () => {
      const body = multipart(fields, []);
      const res = await t.app.inject({ method: 'POST', url: '/api/customer/signup', headers: { lang: 'en', 'content-type': body.contentType }, payload: body.payload });
      ids.signedUp = ok<{ id: number }>(res).id;
      expect(ids.signedUp).toBeGreaterThan(0);
    });
    it('POST /customer/resendVerifyAccount: id', async () => {
      ok(await post('/customer/resendVerifyAccount', { id: ids.signedUp }, {}));
    });
    it('GET /customer/verifyAccount: id, token and extra query parts', async () => {
      ok(await verifyByMail(t, fields.email!));
    });
    it('POST /customer/login: email, password, deviceToken, deviceType', async () => {
      const data = ok<{ authToken: string }>(await login(t, fields.email!, fields.password!));
      expect(data.authToken).toBeTruthy();
    });
    it('POST /customer/forgetPwd: email; POST /customer/resetPwd: token in the query, newPassword, confirmPassword, forgotPwdToken, email', async () => {
      ok(await post('/customer/forgetPwd', { email: fields.email }, {}));
      const link = (await mailsTo(t, fields.email!)).map(linkIn).filter((l) => l.pathname === '/landing' && l.searchParams.has('token')).at(-1)!;
      const token = link.searchParams.get('token')!;
      ok(
        await post(
          `/customer/resetPwd?token=${encodeURIComponent(token)}`,
          { newPassword: 'Fresh#Pass9', confirmPassword: 'Fresh#Pass9', forgotPwdToken: token, email: fields.email },
          {},
        ),
      );
      expect(ok<{ authToken: string }>(await login(t, fields.email!, 'Fresh#Pass9')).authToken).toBeTruthy();
    });
    it('POST /customer/logout: no body', async () => {
      const session = ok<{ authToken: string }>(await login(t, fields.email!, 'Fresh#Pass9'));
      ok(await post('/customer/logout', undefined, { authorization: `Bearer ${session.authToken}` }));
      expect((await get('/customer/profile/view', { authorization: `Bearer ${session.authToken}` })).statusCode).toBe(401);
    });
  });

  describe('profile', () => {
    it('GET /customer/profile/view and POST /customer/profile/edit with the full profile', async () => {
      const profile = ok<Record<string, unknown>>(await get('/customer/profile/view'));
      const edited = { ...profile, companyName: 'Spec Clinics', industry: [1] };
      ok(await post('/customer/profile/edit', edited));
      expect(ok<{ companyName: string }>(await get('/customer/profile/view')).companyName).toBe('Spec Clinics');
    });
    it('POST /customer/profile/upload: multipart field profile, data.url', async () => {
      const data = ok<{ url: string }>(await form('/customer/profile/upload', {}, [{ name: 'me.png', data: png, type: 'image/png' }], 'profile'));
      expect(data.url).toMatch(/\S/);
    });
    it('POST /customer/profile/attachments/upload: multipart field attachments', async () => {
      ok(await form('/customer/profile/attachments/upload', {}, [{ name: 'licence.png', data: png, type: 'image/png' }]));
    });
  });

  describe('reference and catalogue', () => {
    it('GET /admin/category/get: categories with sub-categories', async () => {
      const data = ok<Array<{ subCategories?: unknown[] }>>(await get('/admin/category/get'));
      expect(data.length).toBeGreaterThan(0);
    });
    it('GET /admin/industry/get: customerType', async () => {
      expect(ok<unknown[]>(await get('/admin/industry/get?customerType=1')).length).toBeGreaterThan(0);
    });
    it('GET /admin/customer-type/get', async () => {
      expect(ok<unknown[]>(await get('/admin/customer-type/get')).length).toBe(2);
    });
    it('GET /customer/homepage/banner/get', async () => {
      ok(await get('/customer/homepage/banner/get'));
    });
    it('GET /customer/homepage/service-provider/get: limit=10', async () => {
      expect(ok<unknown[]>(await get('/customer/homepage/service-provider/get?limit=10')).length).toBeLessThanOrEqual(10);
    });
    it('GET /master/web/onboarding-screen/get and GET /user/terms-and-privacy/get: isTermsAndCondition, with the static token', async () => {
      ok(await get('/master/web/onboarding-screen/get', STATIC));
      const terms = ok<{ value: string }>(await get('/user/terms-and-privacy/get?isTermsAndCondition=true', STATIC));
      const privacy = ok<{ value: string }>(await get('/user/terms-and-privacy/get?isTermsAndCondition=false', STATIC));
      expect(terms.value).not.toBe(privacy.value);
    });
    it('GET /customer/validation-data/get: the limits as key/value, with or without a provider id', async () => {
      const limits = ok<Array<{ key: string; value: string }>>(await get('/customer/validation-data/get'));
      expect(limits.length).toBeGreaterThan(0);
      ok(await get(`/customer/validation-data/get?serviceProviderId=${p1}`));
    });
    it('GET /service/category/service-provider/get: subCategoryId and type E, T or R', async () => {
      for (const type of ['E', 'T', 'R']) ok(await get(`/service/category/service-provider/get?subCategoryId=1&type=${type}`));
    });
    it('GET /v2/admin/question/get: questions for category and sub-category', async () => {
      ok(await get('/v2/admin/question/get?categoryId=1&subCategoryId=1'));
    });
  });

  describe('direct award', () => {
    it('GET /service/talzeem/branch/get', async () => {
      expect(ok<unknown[]>(await get('/service/talzeem/branch/get')).length).toBeGreaterThan(0);
    });
    it('GET /service/talzeem/service-provider/get and /get/{id}: category, sub-category, optional country, type DA', async () => {
      const list = ok<Array<{ id: number }>>(await get('/service/talzeem/service-provider/get?categoryId=1&subCategoryId=1&country=Jordan&type=DA'));
      expect(list.map((p) => p.id)).toContain(p1);
      expect(ok<{ id: number }>(await get(`/service/talzeem/service-provider/get/${p1}`)).id).toBe(p1);
    });
    it('POST /customer/visit-count-and-last-visit: serviceProviderId, visitTo = SP', async () => {
      ok(await post('/customer/visit-count-and-last-visit', { serviceProviderId: p1, visitTo: 'SP' }));
    });
    it('POST /service/talzeem/request/send: the multipart direct request of §3', async () => {
      const fields = {
        category: '1',
        subcategory: '1',
        ...branch,
        spId: String(p1),
        formattedDescription: '<p>The tap leaks</p>',
        description: 'The tap leaks',
        orderCreateAt: String(nowSeconds() + 86_400),
        isAttachments: 'true',
      };
      ids.direct = ok<{ id: number }>(await form('/service/talzeem/request/send', fields, [{ name: 'tap.png', data: png, type: 'image/png' }])).id;
    });
    it('GET /service/talzeem/request/get: by service id', async () => {
      expect(ok<{ id: number; status: string }>(await get(`/service/talzeem/request/get?serviceId=${ids.direct}`))).toMatchObject({ id: ids.direct, status: 'REQD' });
    });
    it('GET /v3/service/talzeem/request/active/get: the active and recent lists', async () => {
      const lists = ok<{ active: Array<{ id: number }> }>(await get('/v3/service/talzeem/request/active/get?forActive=true'));
      expect(lists.active.map((o) => o.id)).toContain(ids.direct);
    });
    it('POST /customer/service/talzeem/cancel: serviceId', async () => {
      ok(await post('/customer/service/talzeem/cancel', { serviceId: ids.direct }));
      expect(ok<{ status: string }>(await get(`/service/talzeem/request/get?serviceId=${ids.direct}`)).status).toBe('CBC');
    });
  });

  describe('express', () => {
    it('POST /service/express/create: the multipart express order of §3', async () => {
      const fields = { category: '1', subcategory: '1', ...branch, formattedDescription: '<p>Socket</p>', description: 'Socket', isAttachments: 'false' };
      ids.express = ok<{ id: number }>(await form('/service/express/create', fields)).id;
    });
    it('GET /customer/service/express/request/get and /get/{id}', async () => {
      const lists = ok<{ active: Array<{ id: number }> }>(await get('/customer/service/express/request/get'));
      expect(lists.active.map((o) => o.id)).toContain(ids.express);
      expect(ok<{ id: number }>(await get(`/customer/service/express/request/get/${ids.express}`)).id).toBe(ids.express);
    });
    it('POST /customer/service/express/cancel: serviceId', async () => {
      ok(await post('/customer/service/express/cancel', { serviceId: ids.express }));
    });
  });

  describe('request for proposal', () => {
    it('POST /service/rfp/attachment/upload: multipart field attachments', async () => {
      const data = ok<{ ids: number[] }>(await form('/service/rfp/attachment/upload', {}, [{ name: 'plan.png', data: png, type: 'image/png' }]));
      ids.rfpFile = data.ids[0]!;
    });
    it('POST /v2/service/rfp/create: dates, title, isGuarantee, branch, contact and tasks; isServiceProvider false', async () => {
      const q = await questionsFor(t, me.headers, 1, 1);
      const answers = [...q.general, ...q.category].map((x) =>
        x.answerType === 'T' ? { questionId: x.id, value: 'Yes' } : { questionId: x.id, optionIds: [x.options[0]!.id] },
      );
      const { isSave, ...flat } = branch;
      const body = {
        startDate: nowSeconds(),
        endDate: nowSeconds() + 3 * 86_400,
        title: 'Clinic repaint',
        isGuarantee: true,
        ...flat,
        latitude: Number(flat.latitude),
        longitude: Number(flat.longitude),
        isSave: isSave === 'true',
        tasks: [{ categoryId: 1, subCategoryId: 1, description: 'Repaint', formattedDescription: '<p>Repaint</p>', attachments: [ids.rfpFile], answers }],
      };
      const data = ok<{ id: number; isServiceProvider: boolean }>(await post('/v2/service/rfp/create', body));
      expect(data.isServiceProvider).toBe(false);
      ids.rfp = data.id;
    });
    it('GET /service/rfp/customer/available/rfp/get with filters', async () => {
      const list = ok<Array<{ id: number }>>(await get('/service/rfp/customer/available/rfp/get?dateSort=DESC'));
      expect(list.map((r) => r.id)).toContain(ids.rfp);
    });
    it('GET /service/rfp/customer/rfp/get: my RFPs', async () => {
      const lists = ok<{ active: Array<{ id: number }> }>(await get('/service/rfp/customer/rfp/get?forActive=true'));
      expect(lists.active.map((r) => r.id)).toContain(ids.rfp);
    });
    it('GET /service/rfp/customer/rfp/reply/get: rfpId, name and filters; data list and rfp', async () => {
      const res = await sendReply(t, p1Headers, ids.rfp!, replyBody(120));
      expect(res.statusCode, res.body).toBe(200);
      const data = ok<{ list: Array<{ id: number }>; rfp: { id: number } }>(await get(`/service/rfp/customer/rfp/reply/get?rfpId=${ids.rfp}&name=&priceSort=ASC`));
      expect(data.rfp.id).toBe(ids.rfp);
      ids.reply = data.list[0]!.id;
    });
    it('GET /v2/service/rfp/customer/details/get: rfpId, optional replyId', async () => {
      ok(await get(`/v2/service/rfp/customer/details/get?rfpId=${ids.rfp}`));
      ok(await get(`/v2/service/rfp/customer/details/get?rfpId=${ids.rfp}&replyId=${ids.reply}`));
    });
    it('POST /service/rfp/customer/request/approve: rfpId, replyId, isApproved true', async () => {
      ok(await post('/service/rfp/customer/request/approve', { rfpId: ids.rfp, replyId: ids.reply, isApproved: true }));
    });
    it('POST /customer/service/rfp/cancel: rfpId', async () => {
      const second = await insertOrder(t, { customerId: me.id, type: 'R', status: 'REQD', extra: { endDate: new Date(Date.now() + 86_400_000) } });
      ok(await post('/customer/service/rfp/cancel', { rfpId: second.id }));
    });
  });

  describe('estimate, payment, rating and notifications', () => {
    it('POST /customer/fees-status/update: serviceId, type, feesStatus', async () => {
      const o = await insertOrder(t, {
        customerId: me.id,
        type: 'T',
        status: 'UP',
        providerId: p1,
        extra: { customerFeesStatus: 'PEND', visitFees: 10, estimateServiceFees: 40, estimateSparePartFees: 0, estimateIsSparePartNeeded: false },
      });
      ok(await post('/customer/fees-status/update', { serviceId: o.id, type: 'DA', feesStatus: 'ACPT' }));
      ids.estimated = o.id;
    });
    it('POST /customer/sparePart-payment/add: serviceId, type, totalAmountOfCustomer', async () => {
      for (const s of ['FSD', 'WPAY', 'DONE'] as const) await move(t, ids.estimated!, s, { role: 'provider', id: p1 });
      ok(await post('/customer/sparePart-payment/add', { serviceId: ids.estimated, type: 'DA', totalAmountOfCustomer: 50 }));
    });
    it('POST /v1/service/service-provider/rating/add: serviceType, serviceId, rating, description', async () => {
      ok(await post('/v1/service/service-provider/rating/add', { serviceType: 'T', serviceId: ids.estimated, rating: 4.5, description: 'On time' }));
    });
    it('GET /homepage/notification/get; POST /homepage/notification/read: id; POST /homepage/notification/read-all', async () => {
      const list = ok<{ list: Array<{ id: number }> }>(await get('/homepage/notification/get'));
      expect(list.list.length).toBeGreaterThan(0);
      ok(await post('/homepage/notification/read', { id: list.list[0]!.id }));
      ok(await post('/homepage/notification/read-all'));
    });
  });
});
