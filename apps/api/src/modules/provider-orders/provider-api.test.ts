import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@portal/db/schema/accounts';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { pdfBytes, pngBytes } from '../../../test/kits/auth-test-kit.ts';
import { mp4Bytes } from '../../../test/kits/mp4-test-kit.ts';
import {
  customerAt,
  DEMO_PROVIDERS,
  eventsOf,
  historyOf,
  idsIn,
  insertOrder,
  offersOf,
  orderRow,
  PLACES,
  post,
  providerSession,
  setOrder,
} from '../../../test/kits/provider-test-kit.ts';

let t: TestApp;
let customer: Awaited<ReturnType<typeof customerAt>>;
let A: Awaited<ReturnType<typeof providerSession>>;
let B: Awaited<ReturnType<typeof providerSession>>;
let C: Awaited<ReturnType<typeof providerSession>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  customer = await customerAt(t, PLACES.khalda);
  A = await providerSession(t, DEMO_PROVIDERS[0]!);
  B = await providerSession(t, DEMO_PROVIDERS[1]!);
  C = await providerSession(t, DEMO_PROVIDERS[2]!);
});
afterAll(() => t.close());

const url = (type: string, id: number, action: string) => `/api/provider/orders/${type}/${id}/${action}`;

describe('provider sign-in and profile', () => {
  it('signs a provider in and answers its own profile', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/provider/me', headers: { ...A.headers, lang: 'ar' } });
    expect(res.statusCode).toBe(200);
    const me = res.json().data;
    expect(me).toMatchObject({ id: A.id, email: 'provider1@demo.jo', isGoldenTechnician: 1, isCertified: 1, isFeatured: 1 });
    expect(me.name).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses a wrong password, an unknown address and a customer account with one message', async () => {
    const bad = [
      { email: 'provider1@demo.jo', password: 'Wrong@12345' },
      { email: 'nobody@demo.jo', password: 'Demo@12345' },
      { email: 'customer@demo.jo', password: 'Demo@12345' },
    ];
    for (const payload of bad) {
      const res = await t.app.inject({ method: 'POST', url: '/api/provider/login', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The email address or password is incorrect');
    }
  });

  it('validates the sign-in body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/provider/login', payload: { email: 'not-an-email', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data.errors)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('a suspended provider cannot sign in', async () => {
    await t.db.update(accounts).set({ status: 'suspended' }).where(eq(accounts.id, C.id));
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/provider/login',
        payload: { email: 'provider3@demo.jo', password: 'Demo@12345' },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await t.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, C.id));
    }
  });

  it('locks the account after 5 failed attempts, the right password included', async () => {
    const limited = await createTestApp({ rateLimits: true }, { sameDatabaseAs: t });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/provider/login',
          payload: { email: 'provider1@demo.jo', password: i < 6 ? 'Wrong@12345' : 'Demo@12345' },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 5).every((c) => c === 400)).toBe(true);
      expect(codes.slice(5)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('needs a provider session: none is 401, a customer one 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/provider/me' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/provider/requests?type=E', headers: customer.headers })).statusCode).toBe(403);
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id });
    const res = await post(t, url('T', id, 'accept'), customer.headers);
    expect(res.statusCode).toBe(403);
    expect((await orderRow(t, id)).status).toBe('REQD');
  });
});

describe('GET /provider/requests', () => {
  it('E: open offers to me and the express orders I hold; not other providers\u2019 offers', async () => {
    const offered = await insertOrder(t, { type: 'E', customerId: customer.id, offeredTo: [A.id, B.id] });
    const onlyB = await insertOrder(t, { type: 'E', customerId: customer.id, offeredTo: [B.id] });
    const mine = await insertOrder(t, { type: 'E', customerId: customer.id, providerId: A.id, status: 'OTW', offeredTo: [A.id] });
    const res = await t.app.inject({ method: 'GET', url: '/api/provider/requests?type=E', headers: A.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<Record<string, unknown>>;
    expect(idsIn(list as Array<{ id: number }>)).toEqual(expect.arrayContaining([offered, mine]));
    expect(idsIn(list as Array<{ id: number }>)).not.toContain(onlyB);
    const offer = list.find((o) => o.id === offered)!;
    // Who the customer is stays hidden until the order is this provider's.
    expect(offer).toMatchObject({ status: 'REQD', offerStatus: 'offered', contactEmail: null, phoneNo: null, nextStatuses: ['APRD'] });
    expect(offer.categoryId).toEqual({ id: 1, name: 'Maintenance' });
    expect(list.find((o) => o.id === mine)).toMatchObject({ status: 'OTW', contactEmail: 'lina@example.jo', phoneNo: '791112233' });

    // Once B takes it, the offer leaves A's list.
    expect((await post(t, url('E', offered, 'accept'), B.headers)).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/provider/requests?type=E', headers: A.headers });
    expect(idsIn(after.json().data)).not.toContain(offered);
  });

  it('T: only my direct awards; R: nothing while no RFP exists (see modules/rfps)', async () => {
    const mine = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id });
    const theirs = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: B.id });
    const ids = idsIn((await t.app.inject({ method: 'GET', url: '/api/provider/requests?type=T', headers: A.headers })).json().data);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    const r = await t.app.inject({ method: 'GET', url: '/api/provider/requests?type=R', headers: A.headers });
    expect(r.json().data).toEqual([]);
  });

  it('refuses an unknown type', async () => {
    for (const q of ['?type=X', '?type=', '']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/provider/requests${q}`, headers: A.headers })).statusCode).toBe(400);
    }
  });
});

describe('acting on orders: who may', () => {
  it("provider B cannot act on A's direct award, nor on an express order not offered to it (404, nothing changes)", async () => {
    const t1 = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id });
    const e1 = await insertOrder(t, { type: 'E', customerId: customer.id, offeredTo: [A.id] });
    const e2 = await insertOrder(t, { type: 'E', customerId: customer.id, providerId: A.id, status: 'UP', offeredTo: [A.id] });
    const calls: Array<[string, number, string, unknown?]> = [
      ['T', t1, 'accept'],
      ['T', t1, 'reject'],
      ['T', t1, 'cancel', { reason: 'Family emergency' }],
      ['T', t1, 'status', { status: 'ACPT' }],
      ['E', e1, 'accept'],
      ['E', e1, 'reject'],
      ['E', e2, 'status', { status: 'FSD' }],
      ['E', e2, 'estimate', { estimateProblemDesc: 'x', estimateIsSparePartNeeded: false, visitFees: 1, estimateServiceFees: 1 }],
      ['E', e2, 'rate-customer', { rating: 4 }],
    ];
    for (const [type, id, action, body] of calls) {
      const res = await post(t, url(type, id, action), B.headers, body);
      expect(res.statusCode, `${type} ${action}`).toBe(404);
    }
    expect((await orderRow(t, t1)).status).toBe('REQD');
    expect((await orderRow(t, e1)).status).toBe('REQD');
    expect((await orderRow(t, e2)).status).toBe('UP');
    expect(await offersOf(t, e1)).toEqual({ [A.id]: 'offered' });
  });

  it('the type in the path must be the order\u2019s; unknown ids are 404, malformed ones 400', async () => {
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id });
    expect((await post(t, url('E', id, 'accept'), A.headers)).statusCode).toBe(404);
    expect((await post(t, url('R', id, 'accept'), A.headers)).statusCode).toBe(404);
    expect((await post(t, url('T', 99_999_999, 'accept'), A.headers)).statusCode).toBe(404);
    expect((await post(t, url('T', 0, 'accept'), A.headers)).statusCode).toBe(400);
    expect((await post(t, '/api/provider/orders/X/1/accept', A.headers)).statusCode).toBe(400);
    expect((await orderRow(t, id)).status).toBe('REQD');
  });
});

describe('express offers', () => {
  it('the first to accept takes the order; later ones get 409 orderTaken and their offer is lost', async () => {
    const id = await insertOrder(t, { type: 'E', customerId: customer.id, offeredTo: [A.id, B.id, C.id] });
    const won = await post(t, url('E', id, 'accept'), B.headers);
    expect(won.statusCode).toBe(200);
    expect(won.json().data).toMatchObject({ status: 'APRD', offerStatus: 'accepted', contactEmail: 'lina@example.jo' });
    const lost = await post(t, url('E', id, 'accept'), A.headers);
    expect(lost.statusCode).toBe(409);
    expect(lost.json().message).toBe('Another provider has already taken this order');
    const row = await orderRow(t, id);
    expect(row).toMatchObject({ status: 'APRD', providerId: B.id });
    expect(row.acceptedAt).not.toBeNull();
    expect(await offersOf(t, id)).toEqual({ [A.id]: 'lost', [B.id]: 'accepted', [C.id]: 'lost' });
    expect(await eventsOf(t, id)).toEqual(['APRD']);
    // The loser cannot move the order either.
    expect((await post(t, url('E', id, 'status'), A.headers, { status: 'OTW' })).statusCode).toBe(409);
    expect((await orderRow(t, id)).status).toBe('APRD');
  });

  it('a decline leaves the order to the others; when everyone declined it ends REJT with NO_PROVIDER', async () => {
    const id = await insertOrder(t, { type: 'E', customerId: customer.id, offeredTo: [A.id, B.id] });
    const first = await post(t, url('E', id, 'reject'), A.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'REQD', offerStatus: 'declined', nextStatuses: [] });
    expect((await post(t, url('E', id, 'reject'), A.headers)).statusCode).toBe(409);
    expect((await post(t, url('E', id, 'accept'), A.headers)).statusCode).toBe(409);
    expect((await orderRow(t, id)).status).toBe('REQD');
    expect((await post(t, url('E', id, 'reject'), B.headers)).statusCode).toBe(200);
    expect((await orderRow(t, id)).status).toBe('REJT');
    expect(await offersOf(t, id)).toEqual({ [A.id]: 'declined', [B.id]: 'declined' });
    expect(await eventsOf(t, id)).toContain('NO_PROVIDER');
    expect((await historyOf(t, id)).at(-1)).toMatchObject({ from: 'REQD', to: 'REJT', role: 'system' });
  });

  it('an offer past its window cannot be accepted: the order ends as untaken', async () => {
    const id = await insertOrder(t, {
      type: 'E',
      customerId: customer.id,
      offeredTo: [A.id, B.id],
      dispatchExpiresAt: new Date(Date.now() - 1000),
    });
    const res = await post(t, url('E', id, 'accept'), A.headers);
    expect(res.statusCode).toBe(409);
    const row = await orderRow(t, id);
    expect(row).toMatchObject({ status: 'REJT', providerId: null });
    expect(await offersOf(t, id)).toEqual({ [A.id]: 'expired', [B.id]: 'expired' });
    expect(await eventsOf(t, id)).toContain('NO_PROVIDER');
  });
});

describe('a direct award from request to done over the API', () => {
  it('accept, confirm, on the way, under progress, estimate, finished, waiting payment, done, rate the customer', async () => {
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id });
    const step = async (action: string, body?: unknown) => {
      const res = await post(t, url('T', id, action), A.headers, body);
      expect(res.statusCode, `${action} ${JSON.stringify(body)}: ${res.body}`).toBe(200);
      return res.json().data;
    };
    expect((await step('accept')).status).toBe('ACPT');
    expect((await step('status', { status: 'APRD' })).status).toBe('APRD');
    expect((await step('status', { status: 'OTW' })).status).toBe('OTW');
    expect((await step('status', { status: 'UP' })).status).toBe('UP');
    const estimate = await step('estimate', {
      estimateProblemDesc: 'Broken trap',
      estimateIsSparePartNeeded: true,
      sparePartDescription: 'P-trap',
      visitFees: 10,
      estimateServiceFees: 35,
      estimateSparePartFees: 12.5,
      notes: 'Two hours',
    });
    expect(estimate).toMatchObject({
      customerFeesStatus: 'PEND',
      visitFees: 10,
      estimateServiceFees: 35,
      estimateSparePartFees: 12.5,
      estimateNotes: 'Two hours',
    });
    // Finishing waits for the customer's answer to the estimate.
    const early = await post(t, url('T', id, 'status'), A.headers, { status: 'FSD' });
    expect(early.statusCode).toBe(409);
    await setOrder(t, id, { customerFeesStatus: 'ACPT' });
    expect((await step('status', { status: 'FSD' })).status).toBe('FSD');
    expect((await step('status', { status: 'WPAY' })).status).toBe('WPAY');
    expect((await step('status', { status: 'DONE' })).status).toBe('DONE');
    const rated = await step('rate-customer', { rating: 4.5, description: 'Kind and clear' });
    expect(rated.ratingForCustomer).toEqual({ rating: 4.5, description: 'Kind and clear' });
    // The customer's contact is not shown once the order has ended.
    expect(rated.contactEmail).toBeNull();
    expect((await historyOf(t, id)).map((h) => h.to)).toEqual(['ACPT', 'APRD', 'OTW', 'UP', 'FSD', 'WPAY', 'DONE']);
    expect(await eventsOf(t, id)).toEqual(['ACPT', 'APRD', 'OTW', 'UP', 'ESTIMATE_SENT', 'FSD', 'WPAY', 'DONE']);
  });
});

describe('estimates', () => {
  const good = { estimateProblemDesc: 'Leak', estimateIsSparePartNeeded: false, visitFees: 10, estimateServiceFees: 20.125 };

  it('only while under progress, and not while one awaits the customer', async () => {
    for (const status of ['APRD', 'OTW', 'FSD'] as const) {
      const id = await insertOrder(t, { type: 'E', customerId: customer.id, providerId: A.id, status });
      expect((await post(t, url('E', id, 'estimate'), A.headers, good)).statusCode, status).toBe(409);
      expect((await orderRow(t, id)).customerFeesStatus).toBeNull();
    }
    const id = await insertOrder(t, { type: 'E', customerId: customer.id, providerId: A.id, status: 'UP' });
    const sent = await post(t, url('E', id, 'estimate'), A.headers, good);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({
      customerFeesStatus: 'PEND',
      estimateServiceFees: 20.125,
      estimateSparePartFees: 0,
      sparePartDescription: null,
    });
    expect((await post(t, url('E', id, 'estimate'), A.headers, good)).statusCode).toBe(409);
    // After the customer rejected it, a new estimate may follow.
    await setOrder(t, id, { customerFeesStatus: 'REJT' });
    expect((await post(t, url('E', id, 'estimate'), A.headers, { ...good, visitFees: 8 })).statusCode).toBe(200);
    expect(await orderRow(t, id)).toMatchObject({ customerFeesStatus: 'PEND', visitFees: 8 });
    expect((await eventsOf(t, id)).filter((e) => e === 'ESTIMATE_SENT')).toHaveLength(2);
  });

  it('refuses bad amounts and missing fields', async () => {
    const id = await insertOrder(t, { type: 'E', customerId: customer.id, providerId: A.id, status: 'UP' });
    const bad = [
      { ...good, visitFees: -1 },
      { ...good, estimateServiceFees: 1.2345 },
      { ...good, visitFees: 100_001 },
      { ...good, visitFees: '10' },
      { ...good, estimateProblemDesc: '   ' },
      { ...good, estimateIsSparePartNeeded: 'yes' },
      { ...good, estimateProblemDesc: 'x'.repeat(1001) },
      {},
    ];
    for (const body of bad)
      expect((await post(t, url('E', id, 'estimate'), A.headers, body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect((await orderRow(t, id)).customerFeesStatus).toBeNull();
  });
});

describe('rating the customer', () => {
  it('once, after done, with a rating from 0.5 to 5 in half steps', async () => {
    const open = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id, status: 'WPAY' });
    expect((await post(t, url('T', open, 'rate-customer'), A.headers, { rating: 5 })).statusCode).toBe(409);
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id, status: 'DONE' });
    for (const rating of [0, 0.25, 5.5, 1.25, '4', null]) {
      expect((await post(t, url('T', id, 'rate-customer'), A.headers, { rating })).statusCode, String(rating)).toBe(400);
    }
    expect((await post(t, url('T', id, 'rate-customer'), A.headers, { rating: 3, description: 'x'.repeat(501) })).statusCode).toBe(400);
    const ok = await post(t, url('T', id, 'rate-customer'), A.headers, { rating: 0.5 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.ratingForCustomer).toEqual({ rating: 0.5, description: '' });
    const again = await post(t, url('T', id, 'rate-customer'), A.headers, { rating: 5 });
    expect(again.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/provider/requests?type=T', headers: A.headers }))
        .json()
        .data.find((o: { id: number }) => o.id === id).ratingForCustomer,
    ).toEqual({ rating: 0.5, description: '' });
  });
});

describe('finished-work attachments', () => {
  const form = (files: Array<{ name: string; type: string; data: Buffer }>) => {
    const f = new FormData();
    for (const file of files) f.append('attachments', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
    return f;
  };
  const upload = (type: string, id: number, headers: Record<string, string>, files: Array<{ name: string; type: string; data: Buffer }>) =>
    t.app.inject({ method: 'POST', url: url(type, id, 'attachments'), headers, payload: form(files) });

  it('while under progress or finished: images and PDFs, checked by their bytes, listed on the provider side', async () => {
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id, status: 'UP' });
    const res = await upload('T', id, A.headers, [
      { name: 'after.png', type: 'image/png', data: await pngBytes() },
      { name: 'invoice.pdf', type: 'application/pdf', data: pdfBytes() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.attachments;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ attachmentType: 'image', fileName: 'after.png', side: 'provider' });
    expect(list[0].url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(list[1]).toMatchObject({ attachmentType: 'document', fileName: 'invoice.pdf', side: 'provider' });
    await setOrder(t, id, { status: 'FSD' });
    expect((await upload('T', id, A.headers, [{ name: 'b.png', type: 'image/png', data: await pngBytes() }])).statusCode).toBe(200);
  });

  it("reach the order's customer once the work is finished, and no other customer", async () => {
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id, status: 'UP' });
    const res = await upload('T', id, A.headers, [{ name: 'tiles.png', type: 'image/png', data: await pngBytes(12) }]);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data.attachments[0] as { url: string };
    await setOrder(t, id, { status: 'FSD' });
    const seen = await t.app.inject({ method: 'GET', url: `/api/service/talzeem/request/get?serviceId=${id}`, headers: customer.headers });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.attachments).toEqual([expect.objectContaining({ attachmentType: 'image', fileName: 'tiles.png', side: 'provider', url: file.url })]);
    const bytes = await t.app.inject({ method: 'GET', url: file.url, headers: customer.headers });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    const stranger = await customerAt(t, PLACES.khalda);
    expect((await t.app.inject({ method: 'GET', url: file.url, headers: stranger.headers })).statusCode).toBe(404);
    // In one browser signed in to the portal (as another customer) and to the provider app, the app's file fetch
    // names the app (x-khidmat-app), so the provider's cookie is read, not the customer's.
    const token = (h: Record<string, string>) => h.authorization!.replace(/^Bearer /, '');
    const cookie = `khidmat_session=${token(stranger.headers)}; khidmat_pro_session=${token(A.headers)}`;
    expect((await t.app.inject({ method: 'GET', url: file.url, headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: file.url, headers: { cookie, 'x-khidmat-app': 'pro' } })).statusCode).toBe(200);
  });

  it('refused in other states, for other providers, for other types of files and beyond the counts', async () => {
    const early = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id, status: 'OTW' });
    const png = { name: 'a.png', type: 'image/png', data: await pngBytes() };
    expect((await upload('T', early, A.headers, [png])).statusCode).toBe(409);
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id, status: 'UP' });
    expect((await upload('T', id, B.headers, [png])).statusCode).toBe(404);
    const text = await upload('T', id, A.headers, [{ name: 'a.png', type: 'image/png', data: Buffer.from('not an image at all') }]);
    expect(text.statusCode).toBe(400);
    expect(Object.keys(text.json().data.errors)).toEqual(['attachments']);
    // The demo limits allow 5 photos.
    const six = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => ({ name: `p${i}.png`, type: 'image/png', data: await pngBytes(8 + i) })),
    );
    expect((await upload('T', id, A.headers, six)).statusCode).toBe(400);
    expect((await upload('T', id, A.headers, six.slice(0, 3))).statusCode).toBe(200);
    expect((await upload('T', id, A.headers, six.slice(3, 6))).statusCode).toBe(400);
    const row = await t.app.inject({ method: 'GET', url: '/api/provider/requests?type=T', headers: A.headers });
    expect(row.json().data.find((o: { id: number }) => o.id === id).attachments).toHaveLength(3);
  });

  it('videos: MP4 only, at most durationOfGalleryVideo minutes and noOfGalleryVideos of them', async () => {
    const id = await insertOrder(t, { type: 'E', customerId: customer.id, providerId: A.id, status: 'UP' });
    const video = (seconds: number, name = 'work.mp4') => ({ name, type: 'video/mp4', data: mp4Bytes(seconds) });
    const long = await upload('E', id, A.headers, [video(180)]);
    expect(long.statusCode).toBe(400);
    expect(long.json().data.errors.attachments).toHaveLength(1);
    const ok = await upload('E', id, A.headers, [video(30)]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.attachments).toEqual([
      expect.objectContaining({ attachmentType: 'video', fileName: 'work.mp4', side: 'provider' }),
    ]);
    // The demo limits allow 2 videos.
    expect((await upload('E', id, A.headers, [video(10, 'b.mp4'), video(10, 'c.mp4')])).statusCode).toBe(400);
    expect((await upload('E', id, A.headers, [video(10, 'b.mp4')])).statusCode).toBe(200);
  });
});
