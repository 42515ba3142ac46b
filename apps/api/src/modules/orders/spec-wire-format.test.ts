import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import contractEn from '@portal/contract/locales/en.json' with { type: 'json' };
import contractFr from '@portal/contract/locales/fr.json' with { type: 'json' };
import { customerBranches, orders } from '@portal/db/schema/orders';
import { providerLimits, providers } from '@portal/db/schema/providers';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { customerAt, operatorHeaders, PLACES, providerId } from '../../../test/kits/accounts-test-kit.ts';
import { multipart, orderCounts, storedFileCount } from '../../../test/kits/order-http-kit.ts';
import { answerAll, nowSeconds, questionsFor } from '../../../test/kits/rfp-test-kit.ts';

/**
 * Issue 15 point 1: the three create calls of spec §7.1 with exactly the field names of §3 (Direct request payload,
 * Express payload, RFP), the branch as flat fields and no branchId; `isAttachments` honoured; validation-data with a
 * provider id and the operator route that sets a provider's terms.
 */
describe('the spec wire format (§3, §7.1)', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof customerAt>>;
  let p1: number;
  let png: Buffer;
  const tomorrow = () => String(nowSeconds() + 86_400);

  const send = (url: string, fields: Record<string, string>, files: Array<{ name: string; data: Buffer }> = [], lang = 'en') => {
    const body = multipart(fields, files);
    return t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...me.headers, lang, 'content-type': body.contentType }, payload: body.payload });
  };

  /** Spec §3 "Direct request payload", every field as it names it (attachments ride as files). */
  const directPayload = (branch: Record<string, string>, extra: Record<string, string> = {}) => ({
    category: '1',
    subcategory: '1',
    ...branch,
    spId: String(p1),
    formattedDescription: '<p>The kitchen tap <strong>leaks</strong></p>',
    description: 'The kitchen tap leaks',
    orderCreateAt: tomorrow(),
    isAttachments: 'false',
    ...extra,
  });
  /** Spec §3 "Express payload": the same without spId and orderCreateAt. */
  const expressPayload = (branch: Record<string, string>, extra: Record<string, string> = {}) => ({
    category: '1',
    subcategory: '1',
    ...branch,
    formattedDescription: '<p>Broken socket</p>',
    description: 'Broken socket',
    isAttachments: 'false',
    ...extra,
  });

  /** The customer's main address (customerAt: 'Main' in Khalda) moved about 3 m, as a map pick wobbles. */
  const mainBranch = () => ({
    branchName: 'Main',
    latitude: String(PLACES.khalda.latitude + 0.00002),
    longitude: String(PLACES.khalda.longitude + 0.00002),
    country: 'Jordan',
    city: 'Amman',
    area: 'Khalda',
    isSave: 'false',
    name: 'Someone Else',
    email: 'someone@example.jo',
    countryCode: '+962',
    phoneNo: '795551234',
  });
  /** A place the customer has not saved. */
  const otherBranch = (isSave: boolean, branchName = 'Warehouse') => ({
    branchName,
    latitude: '32.0001',
    longitude: '35.9001',
    country: 'Jordan',
    city: 'Amman',
    area: 'Tla Al Ali',
    isSave: String(isSave),
    name: 'Rana Saleh',
    email: 'rana@example.jo',
    countryCode: '+962',
    phoneNo: '795551234',
  });

  const branchesOf = (id: number) =>
    t.db.select().from(customerBranches).where(and(eq(customerBranches.customerId, id), eq(customerBranches.deleted, false)));
  const orderOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  async function refusesCleanly(call: () => Promise<{ statusCode: number; json: () => { message: string; data: unknown } }>, status: number) {
    const before = { ...(await orderCounts(t)), stored: storedFileCount(t) };
    const res = await call();
    expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
    expect({ ...(await orderCounts(t)), stored: storedFileCount(t) }).toEqual(before);
    return res.json();
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    me = await customerAt(t, PLACES.khalda);
    p1 = await providerId(t, 'provider1@demo.jo');
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  describe('POST /service/talzeem/request/send', () => {
    it('a branch of the same name within 10 m of a saved address is that address: its contact, nothing saved', async () => {
      const before = (await branchesOf(me.id)).length;
      const res = await send('/service/talzeem/request/send', directPayload(mainBranch()));
      expect(res.statusCode, res.body).toBe(200);
      const row = await orderOf(res.json().data.id);
      expect(row).toMatchObject({ type: 'T', providerId: p1, branchName: 'Main', area: 'Khalda', contactName: 'Test Customer', contactEmail: me.email });
      expect(row.latitude).toBe(PLACES.khalda.latitude);
      expect((await branchesOf(me.id)).length).toBe(before);
    });

    it('any other branch is the order\'s own address, saved to the profile when isSave is true', async () => {
      const before = (await branchesOf(me.id)).length;
      const kept = await send('/service/talzeem/request/send', directPayload(otherBranch(false)));
      expect(kept.statusCode, kept.body).toBe(200);
      expect(await orderOf(kept.json().data.id)).toMatchObject({ branchName: 'Warehouse', area: 'Tla Al Ali', contactName: 'Rana Saleh', contactEmail: 'rana@example.jo' });
      expect((await branchesOf(me.id)).length).toBe(before);

      const saved = await send('/service/talzeem/request/send', directPayload(otherBranch(true, 'Depot')));
      expect(saved.statusCode, saved.body).toBe(200);
      const branches = await branchesOf(me.id);
      expect(branches.length).toBe(before + 1);
      expect(branches.at(-1)).toMatchObject({ branchName: 'Depot', name: 'Rana Saleh', area: 'Tla Al Ali', latitude: 32.0001 });

      // The saved one is now a saved address: the same place and name again saves nothing more.
      const again = await send('/service/talzeem/request/send', directPayload(otherBranch(true, 'Depot')));
      expect(again.statusCode, again.body).toBe(200);
      expect((await branchesOf(me.id)).length).toBe(before + 1);
    });

    it('the same name farther than 10 m away is not that address', async () => {
      const far = { ...mainBranch(), latitude: String(PLACES.khalda.latitude + 0.001) };
      const res = await send('/service/talzeem/request/send', directPayload(far));
      expect(res.statusCode, res.body).toBe(200);
      expect(await orderOf(res.json().data.id)).toMatchObject({ branchName: 'Main', contactName: 'Someone Else' });
    });

    it('isAttachments: true with the files is accepted; true without files and false with files are refused, nothing written', async () => {
      const ok = await send('/service/talzeem/request/send', directPayload(mainBranch(), { isAttachments: 'true' }), [{ name: 'tap.png', data: png }]);
      expect(ok.statusCode, ok.body).toBe(200);

      const missing = await refusesCleanly(() => send('/service/talzeem/request/send', directPayload(mainBranch(), { isAttachments: 'true' }), [], 'ar'), 400);
      expect(missing).toEqual({
        error: true,
        status: 400,
        message: contractAr.validation.attachmentsRequired,
        data: { errors: { attachments: [contractAr.validation.attachmentsRequired] } },
      });
      const extra = await refusesCleanly(
        () => send('/service/talzeem/request/send', directPayload(mainBranch(), { isAttachments: 'false' }), [{ name: 'tap.png', data: png }], 'fr'),
        400,
      );
      expect(extra.message).toBe(contractFr.validation.attachmentsNotExpected);
    });

    it('neither branchId nor the flat fields: 400 branchRequired; bad flat fields: their own messages; nothing written', async () => {
      const { branchName: _n, latitude: _a, longitude: _o, country: _c, city: _y, area: _r, ...contactOnly } = mainBranch();
      const none = await refusesCleanly(() => send('/service/talzeem/request/send', directPayload(contactOnly)), 400);
      expect(none.message).toBe(contractEn.validation.branchRequired);
      const bad = await refusesCleanly(() => send('/service/talzeem/request/send', directPayload({ ...mainBranch(), latitude: '', email: 'nope' })), 400);
      expect(Object.keys((bad.data as { errors: Record<string, string[]> }).errors).sort()).toEqual(['email', 'latitude']);
    });

    it('branchId stays our extension and wins over flat fields', async () => {
      const res = await send('/service/talzeem/request/send', directPayload({ ...otherBranch(true, 'Ignored'), branchId: 'main' }));
      expect(res.statusCode, res.body).toBe(200);
      expect(await orderOf(res.json().data.id)).toMatchObject({ branchName: 'Main', contactName: 'Test Customer' });
      expect((await branchesOf(me.id)).some((b) => b.branchName === 'Ignored')).toBe(false);
    });
  });

  describe('POST /service/express/create', () => {
    it('takes the spec payload: a matching branch is the saved address, another one is saved when isSave is true', async () => {
      const matched = await send('/service/express/create', expressPayload(mainBranch()));
      expect(matched.statusCode, matched.body).toBe(200);
      expect(await orderOf(matched.json().data.id)).toMatchObject({ type: 'E', branchName: 'Main', contactName: 'Test Customer' });

      const before = (await branchesOf(me.id)).length;
      const near = { ...otherBranch(true, 'Site office'), latitude: String(PLACES.khalda.latitude + 0.01), longitude: String(PLACES.khalda.longitude) };
      const own = await send('/service/express/create', expressPayload(near));
      expect(own.statusCode, own.body).toBe(200);
      expect(await orderOf(own.json().data.id)).toMatchObject({ branchName: 'Site office', contactName: 'Rana Saleh' });
      expect((await branchesOf(me.id)).length).toBe(before + 1);
    });

    it('isAttachments true without files: 400 in the caller\'s language, nothing written', async () => {
      const res = await refusesCleanly(() => send('/service/express/create', expressPayload(mainBranch(), { isAttachments: 'true' }), [], 'ar'), 400);
      expect(res.message).toBe(contractAr.validation.attachmentsRequired);
    });
  });

  describe('POST /v2/service/rfp/create', () => {
    /** Spec §7.1: startDate, endDate, title, isGuarantee, branch and address fields, contact fields, tasks. */
    async function rfpPayload(branch: Record<string, string>) {
      const q = await questionsFor(t, me.headers, 1, 1);
      return {
        startDate: nowSeconds(),
        endDate: nowSeconds() + 3 * 86_400,
        title: 'School summer works',
        isGuarantee: true,
        branchName: branch.branchName,
        latitude: Number(branch.latitude),
        longitude: Number(branch.longitude),
        country: branch.country,
        city: branch.city,
        area: branch.area,
        isSave: branch.isSave === 'true',
        name: branch.name,
        email: branch.email,
        countryCode: branch.countryCode,
        phoneNo: branch.phoneNo,
        tasks: [
          {
            categoryId: 1,
            subCategoryId: 1,
            description: 'Repaint the classrooms',
            formattedDescription: '<p>Repaint the classrooms</p>',
            attachments: [],
            answers: answerAll([...q.general, ...q.category]),
          },
        ],
      };
    }
    const create = async (body: unknown, lang = 'en') =>
      t.app.inject({ method: 'POST', url: '/api/v2/service/rfp/create', headers: { ...me.headers, lang }, payload: body as Record<string, unknown> });

    it('a matching branch is the saved address; another is the RFP\'s own, saved when isSave is true', async () => {
      const matched = await create(await rfpPayload(mainBranch()));
      expect(matched.statusCode, matched.body).toBe(200);
      expect(await orderOf(matched.json().data.id)).toMatchObject({ type: 'R', branchName: 'Main', contactName: 'Test Customer' });

      const before = (await branchesOf(me.id)).length;
      const own = await create(await rfpPayload(otherBranch(true, 'North campus')));
      expect(own.statusCode, own.body).toBe(200);
      expect(await orderOf(own.json().data.id)).toMatchObject({ branchName: 'North campus', contactName: 'Rana Saleh' });
      expect((await branchesOf(me.id)).length).toBe(before + 1);
    });

    it('no branch at all: 400 branchRequired in the caller\'s language, nothing written', async () => {
      const body = await rfpPayload(mainBranch());
      const { branchName: _n, latitude: _a, longitude: _o, country: _c, city: _y, area: _r, ...rest } = body;
      const res = await refusesCleanly(() => create(rest, 'ar'), 400);
      expect((res.data as { errors: Record<string, string[]> }).errors.branchId).toEqual([contractAr.validation.branchRequired]);
    });
  });

  describe('GET /customer/validation-data/get with a provider id, PUT /api/operator/providers/:id/terms', () => {
    const limitsOf = async (query = '') => {
      const res = await t.app.inject({ method: 'GET', url: `/api/customer/validation-data/get${query}` });
      expect(res.statusCode).toBe(200);
      return Object.fromEntries((res.json().data as Array<{ key: string; value: string }>).map((i) => [i.key, i.value]));
    };
    const putTerms = async (id: number, body: unknown, lang = 'en', headers?: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/operator/providers/${id}/terms`,
        headers: { ...(headers ?? (await operatorHeaders(t))), lang },
        payload: body as Record<string, unknown>,
      });

    it('answers the provider\'s own limits where they differ, the record elsewhere; direct awards to it are checked against them', async () => {
      const record = await limitsOf();
      const res = await putTerms(p1, { guaranteeDays: 30, limits: { noOfGalleryPhotos: 1, noOfCharactersPerText: 900 } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({
        providerId: p1,
        guaranteeDays: 30,
        limits: [
          { key: 'noOfCharactersPerText', value: '900' },
          { key: 'noOfGalleryPhotos', value: '1' },
        ],
      });
      const mine = await limitsOf(`?serviceProviderId=${p1}`);
      expect(mine).toEqual({ ...record, noOfGalleryPhotos: '1', noOfCharactersPerText: '900' });
      expect(await limitsOf(`?serviceProviderId=${await providerId(t, 'provider2@demo.jo')}`)).toEqual(record);
      expect(await limitsOf('?serviceProviderId=999999')).toEqual(record);

      const two = [
        { name: 'a.png', data: png },
        { name: 'b.png', data: png },
      ];
      const refused = await refusesCleanly(() => send('/service/talzeem/request/send', directPayload(mainBranch(), { isAttachments: 'true' }), two), 400);
      expect((refused.data as { errors: Record<string, string[]> }).errors.attachments).toBeDefined();
      const express = await send('/service/express/create', expressPayload(mainBranch(), { isAttachments: 'true' }), two);
      expect(express.statusCode, express.body).toBe(200);

      // A PUT replaces the terms: what it leaves out follows the record again.
      expect((await putTerms(p1, { guaranteeDays: 7 })).statusCode).toBe(200);
      expect(await limitsOf(`?serviceProviderId=${p1}`)).toEqual(record);
      expect(await t.db.select().from(providerLimits).where(eq(providerLimits.providerId, p1))).toEqual([]);
    });

    it('refuses a guarantee under 7 days, an unknown key, a bad value or a stranger field (400, translated), an unknown provider (404); nothing written', async () => {
      const state = async () => ({
        days: (await t.db.select({ d: providers.guaranteeDays }).from(providers).where(eq(providers.accountId, p1)))[0]!.d,
        limits: await t.db.select().from(providerLimits),
      });
      const before = await state();
      const short = await putTerms(p1, { guaranteeDays: 6 }, 'ar');
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ error: true, status: 400, message: contractAr.validation.guaranteeDaysMin });
      const key = await putTerms(p1, { guaranteeDays: 10, limits: { orderCancelFees: 1 } }, 'fr');
      expect(key.statusCode).toBe(400);
      expect(key.json().message).toBe(contractFr.validation.settingKeyInvalid);
      expect((await putTerms(p1, { guaranteeDays: 10, limits: { noOfGalleryPhotos: -1 } })).statusCode).toBe(400);
      expect((await putTerms(p1, { guaranteeDays: 10, isGolden: true })).statusCode).toBe(400);
      expect((await putTerms(999999, { guaranteeDays: 10 })).statusCode).toBe(404);
      expect(await state()).toEqual(before);
    });

    it('is audited with the terms before and after', async () => {
      expect((await putTerms(p1, { guaranteeDays: 21, limits: { noOfGalleryVideos: 4 } })).statusCode).toBe(200);
      const { rows } = await t.pool.query<{ entity: string; entity_id: string; before: unknown; after: unknown }>(
        "SELECT entity, entity_id, before, after FROM audit_log WHERE entity = 'provider_terms' ORDER BY id DESC LIMIT 1",
      );
      expect(rows[0]).toMatchObject({ entity: 'provider_terms', entity_id: String(p1), after: { guaranteeDays: 21, limits: { noOfGalleryVideos: '4' } } });
      expect((await putTerms(p1, { guaranteeDays: 7 })).statusCode).toBe(200);
    });
  });
});
