import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerBranches, orderAttachments, orderOffers, orders, orderStatusHistory } from '@portal/db/schema/orders';
import { settings } from '@portal/db/schema/reference';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { tinyMp4 } from '../../lib/tiny-mp4.ts';
import { customerAt, PLACES, providerId, sessionFor } from '../../../test/kits/accounts-test-kit.ts';
import { multipart, orderCounts, storedFileCount } from '../../../test/kits/order-http-kit.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('creating orders (POST /service/talzeem/request/send, /service/express/create)', () => {
  let t: TestApp;
  let amman: Awaited<ReturnType<typeof customerAt>>;
  let aqaba: Awaited<ReturnType<typeof customerAt>>;
  let p1: number;
  let p6: number;
  let png: Buffer;
  const tomorrow = () => String(Math.floor(Date.now() / 1000) + 86_400);

  const post = (
    url: string,
    who: { headers: Record<string, string> },
    fields: Record<string, string>,
    files: Array<{ name: string; data: Buffer; type?: string }> = [],
    lang = 'en',
  ) => {
    const body = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...who.headers, lang, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const direct = (fields: Record<string, string> = {}, files: Array<{ name: string; data: Buffer }> = [], who = amman, lang = 'en') =>
    post(
      '/service/talzeem/request/send',
      who,
      {
        category: '1',
        subcategory: '1',
        branchId: 'main',
        spId: String(p1),
        description: 'The kitchen tap leaks',
        formattedDescription: '<p>The kitchen tap <strong>leaks</strong></p>',
        orderCreateAt: tomorrow(),
        ...fields,
      },
      files,
      lang,
    );
  const express = (fields: Record<string, string> = {}, files: Array<{ name: string; data: Buffer }> = [], who = amman) =>
    post(
      '/service/express/create',
      who,
      { category: '1', subcategory: '1', branchId: 'main', description: 'Broken socket', ...fields },
      files,
    );
  const setLimit = (key: string, value: number) =>
    t.db
      .update(settings)
      .set({ value: String(value) })
      .where(eq(settings.key, key));

  /** A failing call writes nothing: no order, attachment, file row, stored file, branch or history. */
  async function refusesCleanly(
    call: () => Promise<{ statusCode: number; json: () => { message: string; data: unknown } }>,
    status: number,
    message?: string | RegExp,
  ) {
    const before = { ...(await orderCounts(t)), stored: storedFileCount(t) };
    const res = await call();
    expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
    if (typeof message === 'string') expect(res.json().message).toBe(message);
    else if (message) expect(res.json().message).toMatch(message);
    expect({ ...(await orderCounts(t)), stored: storedFileCount(t) }).toEqual(before);
    return res.json();
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    amman = await customerAt(t, PLACES.khalda);
    aqaba = await customerAt(t, PLACES.aqaba);
    p1 = await providerId(t, 'provider1@demo.jo');
    p6 = await providerId(t, 'p6@demo.jo');
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  it('a direct award with the main address and attachments: one order, its files, history REQD, DA- number', async () => {
    const appointment = tomorrow();
    const res = await direct({ promoCode: 'SPRING', orderCreateAt: appointment }, [
      { name: 'tap.png', data: png },
      { name: 'quote.pdf', data: PDF },
      { name: 'clip.mp4', data: tinyMp4({ seconds: 30 }) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { id, orderNo } = res.json().data as { id: number; orderNo: string };
    expect(orderNo).toBe(`DA-${String(id).padStart(6, '0')}`);
    expect(res.json().message).toBe('Your request has been sent');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({
      type: 'T',
      status: 'REQD',
      customerId: amman.id,
      providerId: p1,
      branchName: 'Main',
      area: 'Khalda',
      contactName: 'Test Customer',
      contactEmail: amman.email,
      promoCode: 'SPRING',
      description: 'The kitchen tap leaks',
      formattedDescription: '<p>The kitchen tap <strong>leaks</strong></p>',
      dispatchExpiresAt: null,
    });
    expect(row!.startDate!.getTime()).toBe(Number(appointment) * 1000);
    const atts = await t.db.select().from(orderAttachments).where(eq(orderAttachments.orderId, id));
    expect(atts.map((a) => a.kind).sort()).toEqual(['document', 'image', 'video']);
    expect(atts.every((a) => a.side === 'customer')).toBe(true);
    expect(await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id))).toMatchObject([
      { fromStatus: null, toStatus: 'REQD', actorRole: 'customer', actorId: amman.id },
    ]);
  });

  it('the brief is sanitised to the allow-list', async () => {
    const res = await direct({
      formattedDescription: '<p onclick="x()">Hi<script>alert(1)</script><img src=x><span style="font-size:20px;color:red">big</span></p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json().data.id));
    expect(row!.formattedDescription).toBe('<p>Hi<span style="font-size:20px">big</span></p>');
  });

  it('a new address saved as a branch (isSave) is stored with the order in the same call', async () => {
    const res = await direct({
      branchId: 'new',
      branchName: 'Warehouse',
      latitude: '31.99',
      longitude: '35.85',
      country: 'Jordan',
      city: 'Amman',
      area: 'Tla Al Ali',
      name: 'Omar Said',
      email: 'Omar@Example.jo',
      countryCode: '+962',
      phoneNo: '795556677',
      isSave: 'true',
      saveAs: 'North store',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json().data.id));
    expect(row).toMatchObject({
      branchName: 'Warehouse',
      area: 'Tla Al Ali',
      contactName: 'Omar Said',
      contactEmail: 'omar@example.jo',
      phoneNo: '795556677',
    });
    const saved = await t.db.select().from(customerBranches).where(eq(customerBranches.customerId, amman.id));
    expect(saved).toMatchObject([{ branchName: 'North store', name: 'Omar Said', area: 'Tla Al Ali' }]);

    // The saved branch is listed and can be used by id; another customer cannot use it.
    const list = await t.app.inject({ method: 'GET', url: '/api/service/talzeem/branch/get', headers: amman.headers });
    expect(list.statusCode).toBe(200);
    const branches = list.json().data as Array<{ id: string | number; branchName: string; isMain: boolean }>;
    expect(branches.map((b) => [b.id, b.branchName, b.isMain])).toEqual([
      ['main', 'Main', true],
      [saved[0]!.id, 'North store', false],
    ]);
    const byId = await direct({ branchId: String(saved[0]!.id) });
    expect(byId.statusCode, byId.body).toBe(200);
    const [again] = await t.db.select().from(orders).where(eq(orders.id, byId.json().data.id));
    expect(again).toMatchObject({ branchName: 'North store', contactName: 'Omar Said' });
    await refusesCleanly(
      () => direct({ branchId: String(saved[0]!.id) }, [], aqaba),
      400,
      'This address does not exist, please choose another one',
    );
  });

  it('a new address without isSave saves nothing; its fields are required and translated', async () => {
    const before = (await t.db.select().from(customerBranches)).length;
    const ok = await direct({
      branchId: 'new',
      branchName: 'Site',
      latitude: '31.9',
      longitude: '35.9',
      country: 'Jordan',
      city: 'Amman',
      area: 'Abdoun',
      name: 'A B',
      email: 'a@b.jo',
      countryCode: '+962',
      phoneNo: '791234567',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await t.db.select().from(customerBranches)).length).toBe(before);
    const bad = await refusesCleanly(() => direct({ branchId: 'new', branchName: '', latitude: '', email: 'nope' }, [], amman, 'ar'), 400);
    const errors = (bad.data as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['branchName', 'latitude', 'email', 'area', 'name', 'phoneNo']));
    expect(errors.email![0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses bad fields with translated messages and writes nothing', async () => {
    await refusesCleanly(() => direct({ description: '' }), 400, 'Please enter description');
    await refusesCleanly(() => direct({ category: '' }), 400);
    await refusesCleanly(() => direct({ orderCreateAt: '' }), 400, 'Please choose the order date');
    await refusesCleanly(
      () => direct({ orderCreateAt: String(Math.floor(Date.now() / 1000) - 3 * 86_400) }),
      400,
      'The order date must be today or later',
    );
    await refusesCleanly(() => direct({ promoCode: 'x'.repeat(41) }), 400, 'The promo code must be at most 40 characters');
    await refusesCleanly(() => direct({ branchId: 'elsewhere' }), 400, 'Please choose an address');
    // A sub-category of another category.
    await refusesCleanly(() => direct({ category: '2', subcategory: '1' }), 400, 'This sub-category is not available');
    const fr = await refusesCleanly(() => direct({ description: 'x'.repeat(1001) }, [], amman, 'fr'), 400);
    expect(fr.message).toBe('La description ne doit pas dépasser 1000 caractères');
    await setLimit('noOfCharactersPerText', 10);
    await refusesCleanly(() => direct({ description: 'eleven char' }), 400, 'The description must be at most 10 characters');
    // The formatted text counts too.
    await refusesCleanly(
      () => direct({ description: 'short', formattedDescription: '<p>much longer text</p>' }),
      400,
      'The description must be at most 10 characters',
    );
    await setLimit('noOfCharactersPerText', 1000);
  });

  it('a direct award needs an active provider serving the sub-category', async () => {
    // p6 serves sub-categories 3, 6 and 27 only.
    await refusesCleanly(() => direct({ spId: String(p6) }), 400, 'The chosen service provider is not available for this sub-category');
    await refusesCleanly(() => direct({ spId: '999999' }), 400);
    await refusesCleanly(() => direct({ spId: String(amman.id) }), 400);
    const ok = await direct({ spId: String(p6), category: '1', subcategory: '3' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('an express order is offered to every featured provider within 20 km, with the dispatch window', async () => {
    const started = Date.now();
    const res = await express();
    expect(res.statusCode, res.body).toBe(200);
    const { id, orderNo } = res.json().data as { id: number; orderNo: string };
    expect(orderNo).toBe(`EX-${String(id).padStart(6, '0')}`);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ type: 'E', status: 'REQD', providerId: null });
    const window = row!.dispatchExpiresAt!.getTime() - started;
    expect(window).toBeGreaterThan(295_000);
    expect(window).toBeLessThan(310_000);
    const offers = await t.db.select().from(orderOffers).where(eq(orderOffers.orderId, id));
    const expected = await Promise.all(
      ['provider1@demo.jo', 'provider2@demo.jo', 'provider3@demo.jo', 'provider4@demo.jo', 'provider5@demo.jo'].map((e) =>
        providerId(t, e),
      ),
    );
    expect(offers.map((o) => o.providerId).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(offers.every((o) => o.status === 'offered')).toBe(true);
  });

  it('express with no featured provider nearby is refused with noProviderAvailable and writes nothing', async () => {
    // Aqaba has p10 (featured) for sub-categories 1, 2, 3, 8-11, 26 only: not 12 (post-construction cleaning).
    await refusesCleanly(() => express({ category: '2', subcategory: '12' }, [], aqaba), 400, /No service provider is available/);
    // The web tells this answer from input errors by its code.
    expect((await express({ category: '2', subcategory: '12' }, [], aqaba)).json().data).toEqual({ code: 'noProviderAvailable' });
    const ok = await express({}, [], aqaba);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('the dispatch window follows EXPRESS_DISPATCH_SECONDS and the express hook runs after commit', async () => {
    const t2 = await createTestApp({ expressDispatchSeconds: 60 });
    try {
      await seedDemo(t2.db);
      const seen: number[] = [];
      (t2.app.ctx as unknown as { orderEvents: unknown }).orderEvents = {
        expressCreated: async (orderId: number) => {
          // Committed already: visible from another connection.
          const rows = await t2.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
          seen.push(rows.length ? orderId : -1);
        },
      };
      const c = await customerAt(t2, PLACES.khalda);
      const body = multipart({ category: '1', subcategory: '1', branchId: 'main', description: 'x' }, []);
      const res = await t2.app.inject({
        method: 'POST',
        url: '/api/service/express/create',
        headers: { ...c.headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await t2.db.select().from(orders).where(eq(orders.id, res.json().data.id));
      expect(row!.dispatchExpiresAt!.getTime() - row!.createdAt.getTime()).toBe(60_000);
      expect(seen).toEqual([res.json().data.id]);
    } finally {
      await t2.close();
    }
  });

  describe('attachment limits (read from validation-data at request time)', () => {
    it('refuses other types by their bytes, whatever the name says', async () => {
      await refusesCleanly(
        () => direct({}, [{ name: 'x.png', data: Buffer.from('GIF89a........') }]),
        400,
        'Only images (PNG, JPEG), MP4 videos and PDF files are allowed',
      );
      await refusesCleanly(() => direct({}, [{ name: 'x.mp4', data: Buffer.from('just text pretending') }]), 400, /Only images/);
    });

    it('image, PDF and video sizes in KB', async () => {
      await setLimit('fileSizeLimit', 1);
      const big = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123' } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      await refusesCleanly(() => direct({}, [{ name: 'big.png', data: big }]), 400, 'Each image must be at most 1 KB');
      await setLimit('fileSizeLimit', 5120);
      await setLimit('filePDFSizeLimit', 1);
      await refusesCleanly(
        () => direct({}, [{ name: 'big.pdf', data: Buffer.concat([PDF, Buffer.alloc(2000, 32)]) }]),
        400,
        'Each PDF file must be at most 1 KB',
      );
      await setLimit('filePDFSizeLimit', 5120);
      await setLimit('videoSizeLimit', 2);
      await refusesCleanly(() => direct({}, [{ name: 'big.mp4', data: tinyMp4({ seconds: 5, padTo: 3000 }) }]), 400, 'File is too large');
      await setLimit('videoSizeLimit', 51200);
    });

    it('video duration from the MP4 itself, against durationOfGalleryVideo minutes', async () => {
      const res = await refusesCleanly(() => direct({}, [{ name: 'long.mp4', data: tinyMp4({ seconds: 121 }) }], amman, 'ar'), 400);
      expect(res.message).toContain('2');
      expect(res.message).toMatch(/[\u0600-\u06FF]/);
      await refusesCleanly(
        () => direct({}, [{ name: 'long.mp4', data: tinyMp4({ seconds: 121 }) }]),
        400,
        'Each video must be at most 2 minutes long',
      );
      const ok = await direct({}, [{ name: 'ok.mp4', data: tinyMp4({ seconds: 120 }) }]);
      expect(ok.statusCode, ok.body).toBe(200);
      await setLimit('durationOfGalleryVideo', 3);
      const longer = await direct({}, [{ name: 'ok.mp4', data: tinyMp4({ seconds: 170, version: 1 }) }]);
      expect(longer.statusCode, longer.body).toBe(200);
      await setLimit('durationOfGalleryVideo', 2);
      // An MP4 without a readable movie header cannot be vouched for.
      const noHeader = tinyMp4({ seconds: 10 }).subarray(0, 32);
      await refusesCleanly(() => direct({}, [{ name: 'cut.mp4', data: noHeader }]), 400, /Only images/);
    });

    it('counts: images, videos and all files', async () => {
      await setLimit('noOfGalleryPhotos', 2);
      await refusesCleanly(
        () =>
          direct(
            {},
            [1, 2, 3].map((i) => ({ name: `${i}.png`, data: png })),
          ),
        400,
        'You can attach at most 2 images',
      );
      await setLimit('noOfGalleryVideos', 1);
      await refusesCleanly(
        () =>
          direct(
            {},
            [1, 2].map((i) => ({ name: `${i}.mp4`, data: tinyMp4({ seconds: 3 }) })),
          ),
        400,
        'You can attach at most 1 videos',
      );
      // photos 2 + videos 1 + 2 = 5 files at most.
      const six = [
        { name: 'a.png', data: png },
        { name: 'b.png', data: png },
        { name: 'c.mp4', data: tinyMp4({ seconds: 3 }) },
        ...[1, 2, 3].map((i) => ({ name: `${i}.pdf`, data: PDF })),
      ];
      await refusesCleanly(() => direct({}, six), 400, 'You can attach at most 5 files');
      // Far more than allowed: the reading stops early with the same answer.
      await refusesCleanly(
        () =>
          direct(
            {},
            Array.from({ length: 12 }, (_, i) => ({ name: `${i}.pdf`, data: PDF })),
          ),
        400,
        'You can attach at most 5 files',
      );
      const five = await direct({}, six.slice(0, 5));
      expect(five.statusCode, five.body).toBe(200);
      await setLimit('noOfGalleryPhotos', 5);
      await setLimit('noOfGalleryVideos', 2);
    });
  });

  it('a provider token is refused with 403, no token with 401', async () => {
    const provider = await sessionFor(t, 'provider1@demo.jo', 'provider');
    await refusesCleanly(() => direct({}, [], provider as never), 403);
    await refusesCleanly(() => express({}, [], provider as never), 403);
    const anon = await t.app.inject({ method: 'POST', url: '/api/service/express/create', payload: {} });
    expect(anon.statusCode).toBe(401);
  });

  it('the calls are documented in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths as Record<string, unknown>);
    for (const p of [
      '/api/service/talzeem/request/send',
      '/api/service/express/create',
      '/api/service/talzeem/branch/get',
      '/api/v3/service/talzeem/request/active/get',
      '/api/service/talzeem/request/get',
      '/api/customer/service/express/request/get',
      '/api/customer/service/express/request/get/{id}',
      '/api/customer/service/talzeem/cancel',
      '/api/customer/service/express/cancel',
      '/api/customer/fees-status/update',
      '/api/customer/sparePart-payment/add',
      '/api/v1/service/service-provider/rating/add',
      '/api/files/{fileId}',
    ]) {
      expect(paths, p).toContain(p);
    }
  });
});
