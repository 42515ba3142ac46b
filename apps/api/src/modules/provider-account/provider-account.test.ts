import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { ARABIC, customerAt, operatorHeaders, PLACES, sessionFor } from '../../../test/kits/accounts-test-kit.ts';
import { pdfBytes, pngBytes } from '../../../test/kits/auth-test-kit.ts';
import { mp4Bytes } from '../../../test/kits/mp4-test-kit.ts';
import { DEMO_PROVIDERS, insertOrder, providerSession } from '../../../test/kits/provider-test-kit.ts';

let t: TestApp;
let A: Awaited<ReturnType<typeof providerSession>>;
let B: Awaited<ReturnType<typeof providerSession>>;
let customer: Awaited<ReturnType<typeof customerAt>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  A = await providerSession(t, DEMO_PROVIDERS[0]!);
  B = await providerSession(t, DEMO_PROVIDERS[1]!);
  customer = await customerAt(t, PLACES.khalda);
  admin = await operatorHeaders(t);
});
afterAll(() => t.close());

/** A completed job of `providerId`, done at `doneAt`, with the amount the customer recorded. */
async function doneJob(providerId: number, doneAt: string, paid: number | null) {
  const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId, status: 'DONE' });
  await t.pool.query('UPDATE orders SET status_changed_at = $2, total_amount_of_customer = $3 WHERE id = $1', [id, doneAt, paid]);
  return id;
}

function photoForm(data: Buffer, type = 'image/png', name = 'me.png', field = 'profile') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), name);
  return form;
}

async function profileState(providerId: number) {
  const { rows } = await t.pool.query(
    `SELECT p.daily_rate, p.minimum_rate_per_visit, p.phone_no, p.education, p.profile_photo,
            (SELECT count(*)::int FROM provider_sub_categories s WHERE s.provider_id = p.account_id) AS subs,
            (SELECT count(*)::int FROM provider_locations l WHERE l.provider_id = p.account_id) AS areas
       FROM providers p WHERE p.account_id = $1`,
    [providerId],
  );
  return rows[0];
}

describe('earnings', () => {
  let C: Awaited<ReturnType<typeof providerSession>>;
  beforeAll(async () => {
    C = await providerSession(t, DEMO_PROVIDERS[2]!);
    // Two jobs in October (Amman time: 21:30 UTC on 31 Oct is already 1 Nov in Amman), one in November.
    await doneJob(C.id, '2026-10-05T10:00:00Z', 40);
    await doneJob(C.id, '2026-10-20T10:00:00Z', null);
    const november = await doneJob(C.id, '2026-10-31T21:30:00Z', 25.5);
    // The provider's own cash record is what reached its hand: it counts rather than the customer's 25.5.
    await t.pool.query('UPDATE orders SET cash_received_amount = 27.25, cash_received_at = now() WHERE id = $1', [november]);
    // A job the customer never recorded a payment for, but the provider did.
    const cashOnly = await doneJob(C.id, '2026-10-20T12:00:00Z', null);
    await t.pool.query('UPDATE orders SET cash_received_amount = 12, cash_received_at = now() WHERE id = $1', [cashOnly]);
    // Not done: never counted.
    await insertOrder(t, { type: 'T', customerId: customer.id, providerId: C.id, status: 'UP' });
    // Fines of late cancels: one in October, one in September (a month without a completed job), one of another provider.
    const cancelled = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: C.id, status: 'CNCL' });
    await t.pool.query(
      `INSERT INTO provider_fines (provider_id, order_id, amount, reason, created_at) VALUES
         ($1, $2, 10, 'Car broke down', '2026-10-12T08:00:00Z'),
         ($1, $2, 7.5, '=cmd|calc', '2026-09-30T22:30:00Z'),
         ($3, $2, 99, 'Not C''s', '2026-10-12T08:00:00Z')`,
      [C.id, cancelled, B.id],
    );
  });

  it("counts completed jobs by Amman month with the provider's cash record (else the customer's), 10% commission and the month's fines", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/provider/earnings', headers: C.headers });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ commissionRate: 10, cashSource: 'provider', finesTracked: true });
    expect(data.months).toEqual([
      { month: '2026-11', jobs: 1, cashCollected: 27.25, commissionOwed: 2.725, fines: 0 },
      // 22:30 UTC on 30 September is 1 October in Amman: both fines are October's.
      { month: '2026-10', jobs: 3, cashCollected: 52, commissionOwed: 5.2, fines: 17.5 },
    ]);
    expect(data.totals).toEqual({ jobs: 4, cashCollected: 79.25, commissionOwed: 7.925, fines: 17.5 });
  });

  it('keeps a month that has a fine and no completed job', async () => {
    await t.pool.query(`UPDATE provider_fines SET created_at = '2026-09-15T10:00:00Z' WHERE reason = '=cmd|calc'`);
    const data = (await t.app.inject({ method: 'GET', url: '/api/provider/earnings', headers: C.headers })).json().data;
    expect(data.months.map((m: { month: string }) => m.month)).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(data.months[2]).toEqual({ month: '2026-09', jobs: 0, cashCollected: 0, commissionOwed: 0, fines: 7.5 });
    expect(data.totals.fines).toBe(17.5);
  });

  it('reckons each job at the rate in force when it was done, after an admin changes the rate', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/operator/providers/${C.id}/commission`,
      headers: admin,
      payload: { rate: 15 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ providerId: C.id, rate: 15, history: [{ rate: 15, previousRate: 10 }] });
    // The earlier jobs keep 10%; a job done now counts at 15%.
    await doneJob(C.id, new Date(Date.now() + 1000).toISOString(), 100);
    const data = (await t.app.inject({ method: 'GET', url: '/api/provider/earnings', headers: C.headers })).json().data;
    expect(data.commissionRate).toBe(15);
    expect(data.totals).toEqual({ jobs: 5, cashCollected: 179.25, commissionOwed: 22.925, fines: 17.5 });
  });

  it('exports jobs and fines as CSV with a translated header, Amman dates, whose cash it is, totals and no formula cells', async () => {
    await t.pool.query(
      `UPDATE orders SET order_no = '=HYPERLINK(1)' WHERE id = (SELECT min(id) FROM orders WHERE provider_id = $1 AND status = 'DONE')`,
      [C.id],
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/provider/earnings/export', headers: { ...C.headers, lang: 'ar' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="khidmat-earnings.csv"/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trim().split('\r\n');
    // Header, five jobs, two fines, the totals.
    expect(lines).toHaveLength(9);
    expect(lines[0]).toMatch(ARABIC);
    const november = lines.find((l) => l.includes('01-11-2026'))!;
    expect(november).toBe(`2026-11,${november.split(',')[1]},01-11-2026,27.250,أنت,10.00,2.725,,`);
    expect(lines.some((l) => l.includes(",'=HYPERLINK(1),05-10-2026,40.000,العميل,10.00,4.000,,"))).toBe(true);
    expect(lines.some((l) => l.includes('100.000,العميل,15.00,15.000,,'))).toBe(true);
    // Fines: their amount and reason, a reason that looks like a formula written as text.
    expect(lines.some((l) => l.startsWith('2026-10,') && l.endsWith(',12-10-2026,,,,,10.000,Car broke down'))).toBe(true);
    expect(lines.some((l) => l.endsWith(",15-09-2026,,,,,7.500,'=cmd|calc"))).toBe(true);
    // The newest line first, the totals last.
    expect(lines.at(-1)).toBe('المجموع,,,179.250,,,22.925,17.500,');
  });

  it('takes the language from ?lang= for a download link, which sends no lang header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/provider/earnings/export?lang=fr', headers: C.headers });
    expect(res.body.slice(1).split('\r\n')[0]).toBe(
      'Mois,Commande,Date,Espèces encaissées (JOD),Espèces déclarées par,Taux de commission (%),Commission due (JOD),Amende (JOD),Motif de l’amende',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/provider/earnings/export?lang=xx', headers: C.headers })).statusCode).toBe(400);
  });

  it("shows another provider none of these jobs, and only its own fines", async () => {
    const data = (await t.app.inject({ method: 'GET', url: '/api/provider/earnings', headers: B.headers })).json().data;
    expect(data.totals).toMatchObject({ jobs: 0, fines: 99 });
    const csv = await t.app.inject({ method: 'GET', url: '/api/provider/earnings/export', headers: B.headers });
    const lines = csv.body.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(csv.body).not.toContain('Car broke down');
  });
});

describe('commission rate (operators)', () => {
  it('refuses a support operator (403) and a bad rate (400, translated), writing nothing', async () => {
    const support = await sessionFor(t, 'support@demo.jo', 'operator');
    const before = (await t.pool.query('SELECT count(*)::int AS n FROM provider_commission_history')).rows[0].n;
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/operator/providers/${B.id}/commission`,
      headers: support.headers,
      payload: { rate: 5 },
    });
    expect(refused.statusCode).toBe(403);
    for (const rate of [-1, 100.5, 12.345, '12']) {
      const bad = await t.app.inject({
        method: 'PUT',
        url: `/api/operator/providers/${B.id}/commission`,
        headers: { ...admin, lang: 'ar' },
        payload: { rate },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: true, status: 400 });
      expect(bad.json().message).toMatch(ARABIC);
    }
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/providers/999999/commission',
      headers: admin,
      payload: { rate: 5 },
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM provider_commission_history')).rows[0].n).toBe(before);
    expect((await t.pool.query('SELECT commission_rate::float8 AS r FROM providers WHERE account_id = $1', [B.id])).rows[0].r).toBe(10);
  });

  it('records the change in the audit log and the history, readable by support; the provider sees it, customers never', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/operator/providers/${B.id}/commission`,
      headers: admin,
      payload: { rate: 7.25 },
    });
    expect(put.statusCode).toBe(200);
    const audit = (await t.pool.query(`SELECT action, entity, entity_id, before, after FROM audit_log ORDER BY id DESC LIMIT 1`)).rows[0];
    expect(audit).toMatchObject({
      action: 'PUT /api/operator/providers/:id/commission',
      entity: 'provider_commission',
      entity_id: String(B.id),
    });
    expect(audit.before).toMatchObject({ rate: 10 });
    expect(audit.after).toMatchObject({ rate: 7.25 });
    // The same rate again adds no history row.
    await t.app.inject({ method: 'PUT', url: `/api/operator/providers/${B.id}/commission`, headers: admin, payload: { rate: 7.25 } });
    const support = await sessionFor(t, 'support@demo.jo', 'operator');
    const read = await t.app.inject({ method: 'GET', url: `/api/operator/providers/${B.id}/commission`, headers: support.headers });
    expect(read.json().data).toMatchObject({ rate: 7.25, history: [{ rate: 7.25, previousRate: 10 }] });
    expect(read.json().data.history).toHaveLength(1);

    expect((await t.app.inject({ method: 'GET', url: '/api/provider/profile', headers: B.headers })).json().data.commissionRate).toBe(7.25);
    const card = await t.app.inject({ method: 'GET', url: `/api/service/talzeem/service-provider/get/${B.id}`, headers: customer.headers });
    expect(card.statusCode).toBe(200);
    expect(card.body).not.toMatch(/commission/i);
  });
});

describe('profile', () => {
  const edit = (over: Record<string, unknown> = {}) => ({
    countryCode: '+962',
    phoneNo: '0795551234',
    contactEmails: ['office@example.jo'],
    dailyRate: 55.5,
    minimumRatePerVisit: 12.25,
    subCategoryIds: [1, 2, 3],
    serviceAreas: [{ city: 'Amman', state: 'Amman', country: 'Jordan', latitude: 31.95, longitude: 35.91 }],
    education: ['Diploma in electrical installation'],
    ...over,
  });

  it('answers the provider its own profile', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/provider/profile', headers: { ...A.headers, lang: 'ar' } });
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({ id: A.id, email: 'provider1@demo.jo', isGoldenTechnician: true, commissionRate: 10 });
    expect(p.name).toMatch(ARABIC);
    expect(p.subCategoryIds.length).toBeGreaterThan(0);
    expect(p.serviceAreas.length).toBeGreaterThan(0);
    expect(p.albums[0].items[0]).toMatchObject({ kind: 'image', url: expect.stringMatching(/^\/api\/assets\/albums\//) });
  });

  it('refuses bad input with a translated 400 on the field and writes nothing', async () => {
    const before = await profileState(A.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ phoneNo: '12' }, 'phoneNo'],
      [{ dailyRate: 0 }, 'dailyRate'],
      [{ minimumRatePerVisit: 10.0001 }, 'minimumRatePerVisit'],
      [{ subCategoryIds: [] }, 'subCategoryIds'],
      [{ serviceAreas: [] }, 'serviceAreas'],
      [{ contactEmails: ['not-an-email'] }, 'contactEmails.0'],
      [{ education: ['x'.repeat(121)] }, 'education.0'],
    ];
    for (const [over, field] of cases) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/provider/profile',
        headers: { ...A.headers, lang: 'fr' },
        payload: edit(over),
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().data.errors, field).toHaveProperty([field]);
      expect(res.json().message).not.toBe('');
    }
    // A sub-category that does not exist: checked in the transaction, still nothing written.
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/provider/profile',
      headers: { ...A.headers, lang: 'ar' },
      payload: edit({ subCategoryIds: [1, 999999] }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(ARABIC);
    expect(unknown.json().data.errors).toHaveProperty(['subCategoryIds']);
    expect(await profileState(A.id)).toEqual(before);
  });

  it('saves rates, contact, sub-categories, areas and education; the customer sees the new rate on the card', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/provider/profile', headers: B.headers, payload: edit() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      phoneNo: '795551234',
      dailyRate: 55.5,
      minimumRatePerVisit: 12.25,
      subCategoryIds: [1, 2, 3],
      contactEmails: ['office@example.jo'],
      education: ['Diploma in electrical installation'],
    });
    expect(res.json().data.serviceAreas).toHaveLength(1);
    const card = (
      await t.app.inject({ method: 'GET', url: `/api/service/talzeem/service-provider/get/${B.id}`, headers: customer.headers })
    ).json().data;
    expect(card).toMatchObject({ dailyRate: 55.5, minimumRatePerVisit: 12.25, phoneNo: '795551234' });
    expect(card.education).toEqual([{ education: 'Diploma in electrical installation' }]);
  });

  it('keeps an unchanged seeded education line in its three languages', async () => {
    const ar = (await t.app.inject({ method: 'GET', url: '/api/provider/profile', headers: { ...A.headers, lang: 'ar' } })).json().data;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/provider/profile',
      headers: { ...A.headers, lang: 'ar' },
      payload: edit({ subCategoryIds: ar.subCategoryIds, serviceAreas: ar.serviceAreas, education: ar.education }),
    });
    expect(res.statusCode).toBe(200);
    const en = (await t.app.inject({ method: 'GET', url: '/api/provider/profile', headers: { ...A.headers, lang: 'en' } })).json().data;
    if (ar.education.length) expect(en.education[0]).not.toMatch(ARABIC);
  });

  it('sets the photo with the customer photo checks; customers can load it; the old one goes', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/provider/profile/photo',
      headers: { ...A.headers, lang: 'ar' },
      payload: photoForm(pdfBytes(), 'application/pdf', 'x.pdf'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(ARABIC);
    expect((await profileState(A.id)).profile_photo).not.toMatch(/provider-media/);

    const first = await t.app.inject({
      method: 'POST',
      url: '/api/provider/profile/photo',
      headers: A.headers,
      payload: photoForm(await pngBytes(40, 40)),
    });
    expect(first.statusCode).toBe(200);
    const url1 = first.json().data.url as string;
    expect(url1).toMatch(/^\/api\/provider-media\/[0-9a-f-]{36}\.png$/);
    const bytes = await t.app.inject({ method: 'GET', url: url1 });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    const cards = (
      await t.app.inject({ method: 'GET', url: `/api/service/talzeem/service-provider/get/${A.id}`, headers: customer.headers })
    ).json().data;
    expect(cards.profilePhoto).toBe(url1);

    const second = await t.app.inject({
      method: 'POST',
      url: '/api/provider/profile/photo',
      headers: A.headers,
      payload: photoForm(await pngBytes(30, 30)),
    });
    expect(second.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: url1 })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second.json().data.url })).statusCode).toBe(200);
  });

  it("creates albums, adds photos and videos with the gallery checks, removes items and albums; never another provider's", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/provider/profile/albums',
      headers: A.headers,
      payload: { name: 'Kitchens' },
    });
    expect(created.statusCode).toBe(200);
    const albumId = created.json().data.id as number;

    const form = new FormData();
    form.append('attachments', new Blob([new Uint8Array(await pngBytes(16, 16))], { type: 'image/png' }), 'a.png');
    form.append('attachments', new Blob([new Uint8Array(mp4Bytes(5))], { type: 'video/mp4' }), 'v.mp4');
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/provider/profile/albums/${albumId}/files`,
      headers: A.headers,
      payload: form,
    });
    expect(added.statusCode).toBe(200);
    const items = added.json().data.items as Array<{ url: string; kind: string }>;
    expect(items.map((i) => i.kind)).toEqual(['image', 'video']);
    expect(items[1]!.url).toMatch(/\.mp4$/);

    const pdf = await t.app.inject({
      method: 'POST',
      url: `/api/provider/profile/albums/${albumId}/files`,
      headers: { ...A.headers, lang: 'ar' },
      payload: photoForm(pdfBytes(), 'application/pdf', 'x.pdf', 'attachments'),
    });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toMatch(ARABIC);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: `/api/provider/profile/albums/${albumId}/files`,
      headers: A.headers,
      payload: photoForm(mp4Bytes(60 * 60), 'video/mp4', 'long.mp4', 'attachments'),
    });
    expect(tooLong.statusCode).toBe(400);

    // The customer sees the album on the provider's profile, the video by its extension.
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/service/talzeem/service-provider/get/${A.id}`, headers: customer.headers })
    ).json().data;
    const shown = detail.albums.find((a: { name: string }) => a.name === 'Kitchens');
    expect(shown.images.map((i: { url: string }) => i.url)).toEqual(items.map((i) => i.url));

    const other = await t.app.inject({
      method: 'POST',
      url: `/api/provider/profile/albums/${albumId}/files`,
      headers: B.headers,
      payload: photoForm(await pngBytes(), 'image/png', 'a.png', 'attachments'),
    });
    expect(other.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/provider/profile/albums/${albumId}`, headers: B.headers })).statusCode).toBe(
      404,
    );

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/provider/profile/albums/${albumId}/items`,
      headers: A.headers,
      payload: { url: items[0]!.url },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.items).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: items[0]!.url })).statusCode).toBe(404);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/provider/profile/albums/${albumId}`, headers: A.headers })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: items[1]!.url })).statusCode).toBe(404);

    const noName = await t.app.inject({
      method: 'POST',
      url: '/api/provider/profile/albums',
      headers: { ...A.headers, lang: 'ar' },
      payload: { name: ' ' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toMatch(ARABIC);
  });

  it('lists the reviews the provider received, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/provider/profile/reviews?page=1&limit=2', headers: A.headers });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.list.length).toBeLessThanOrEqual(2);
    expect(data.total).toBeGreaterThan(0);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM provider_reviews WHERE provider_id = $1', [A.id]);
    expect(data.total).toBe(rows[0].n);
  });
});
