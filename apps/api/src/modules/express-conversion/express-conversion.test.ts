import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '@portal/db/schema/files';
import { orderAttachments, orders } from '@portal/db/schema/orders';
import { rfpAttachments, rfpTasks } from '@portal/db/schema/rfps';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { ARABIC } from '../../../test/kits/accounts-test-kit.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { customerAt, insertOrder, orderRow, PLACES, post, providerSession } from '../../../test/kits/provider-test-kit.ts';
import { endUntakenExpressOrder } from '../order-core/express-expiry.ts';

let t: TestApp;
let customer: Awaited<ReturnType<typeof customerAt>>;
let other: Awaited<ReturnType<typeof customerAt>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  customer = await customerAt(t, PLACES.khalda);
  other = await customerAt(t, PLACES.khalda);
});
afterAll(() => t.close());

const CONVERT = '/api/customer/service/express/convert';
const view = (id: number, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/customer/service/express/request/get/${id}`, headers });

/** An express order offered to three Amman demo providers, with one file, ended untaken as dispatch ends it (order-core). */
async function untakenExpress(): Promise<{ id: number; fileId: string }> {
  const offeredTo = await Promise.all(['provider1@demo.jo', 'provider2@demo.jo', 'provider3@demo.jo'].map((e) => providerSession(t, e).then((p) => p.id)));
  const id = await insertOrder(t, { type: 'E', customerId: customer.id, offeredTo, dispatchExpiresAt: new Date(Date.now() - 1000) });
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 9, g: 9, b: 9 } } }).png().toBuffer();
  const { key } = await t.app.ctx.storage.put(png);
  const fileId = crypto.randomUUID();
  await t.db.insert(files).values({ id: fileId, storageKey: key, mime: 'image/png', size: png.length, originalName: 'sink.png', ownerAccountId: customer.id });
  await t.db.insert(orderAttachments).values({ orderId: id, fileId, kind: 'image', side: 'customer' });
  const after = await t.db.transaction((tx) => endUntakenExpressOrder(t.app.ctx, tx, id));
  await after();
  expect((await orderRow(t, id)).status).toBe('REJT');
  return { id, fileId };
}

const count = async (table: string) => (await t.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

describe('the express order view while it is watched', () => {
  it('tells how many providers were offered it, the window, and who accepted with rating and distance', async () => {
    const p = await providerSession(t, 'provider1@demo.jo');
    const id = await insertOrder(t, { type: 'E', customerId: customer.id, offeredTo: [p.id, (await providerSession(t, 'provider2@demo.jo')).id] });
    const before = (await view(id, customer.headers)).json().data;
    expect(before.dispatch).toMatchObject({ offeredCount: 2, acceptedBy: null, convertedTo: null, canConvert: false });
    expect(before.dispatch.expiresAt).toBe(before.dispatchExpiresAt);

    expect((await post(t, `/api/provider/orders/E/${id}/accept`, p.headers)).statusCode).toBe(200);
    const after = (await view(id, customer.headers)).json().data;
    expect(after.dispatch.acceptedBy).toMatchObject({ id: p.id, name: expect.any(String), rating: expect.any(Number), total: expect.any(Number) });
    // The demo providers live in Amman: a few km from Khalda, never more than the 20 km of dispatch.
    expect(after.dispatch.acceptedBy.distanceKm).toBeGreaterThanOrEqual(0);
    expect(after.dispatch.acceptedBy.distanceKm).toBeLessThanOrEqual(20);
  });

  it('is null on a Direct Award', async () => {
    const id = await insertOrder(t, { type: 'T', customerId: customer.id });
    const res = await t.app.inject({ method: 'GET', url: `/api/service/talzeem/request/get?serviceId=${id}`, headers: customer.headers });
    expect(res.json().data.dispatch).toBeNull();
  });
});

describe('converting an express order nobody took', () => {
  it('into a Direct Award with the chosen provider: same brief, branch and files, in one step, once', async () => {
    const { id, fileId } = await untakenExpress();
    const untaken = (await view(id, customer.headers)).json().data;
    expect(untaken.dispatch).toMatchObject({ offeredCount: 3, canConvert: true, convertedTo: null });
    const p = await providerSession(t, 'provider4@demo.jo');

    const res = await post(t, CONVERT, { ...customer.headers, lang: 'ar' }, { serviceId: id, to: 'T', providerId: p.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(ARABIC);
    const made = res.json().data;
    expect(made).toMatchObject({ type: 'T', created: true, orderNo: expect.any(String) });

    const express = await orderRow(t, id);
    const direct = await orderRow(t, made.id);
    expect(direct).toMatchObject({ type: 'T', status: 'REQD', providerId: p.id, customerId: customer.id, subCategoryId: express.subCategoryId });
    for (const k of ['description', 'formattedDescription', 'branchName', 'latitude', 'longitude', 'city', 'area', 'contactName', 'phoneNo'] as const)
      expect(direct[k]).toEqual(express[k]);
    const atts = await t.db.select().from(orderAttachments).where(eq(orderAttachments.orderId, made.id));
    expect(atts.map((a) => a.fileId)).toEqual([fileId]);
    // The customer reads the file of the new order through the files route.
    const file = await t.app.inject({ method: 'GET', url: `/api/files/${fileId}`, headers: customer.headers });
    expect(file.statusCode).toBe(200);
    // The provider sees it among their requests.
    const list = await t.app.inject({ method: 'GET', url: '/api/provider/requests?type=T', headers: p.headers });
    expect(JSON.stringify(list.json())).toContain(made.orderNo);

    const watched = (await view(id, customer.headers)).json().data;
    expect(watched.dispatch).toMatchObject({ canConvert: false, convertedTo: { type: 'T', id: made.id, orderNo: made.orderNo } });

    // Idempotent: the same call again answers the same order and writes nothing.
    const ordersBefore = await count('orders');
    const again = await post(t, CONVERT, customer.headers, { serviceId: id, to: 'T', providerId: p.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ ...made, created: false });
    expect(await count('orders')).toBe(ordersBefore);
    // Another target after the conversion is refused, translated.
    const other = await post(t, CONVERT, { ...customer.headers, lang: 'fr' }, { serviceId: id, to: 'R' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: true, status: 409, message: expect.stringContaining('convertie') });
  });

  it('into an RFP whose first profession card is the brief, with its files; a double tap makes one', async () => {
    const { id, fileId } = await untakenExpress();
    const [a, b] = await Promise.all([post(t, CONVERT, customer.headers, { serviceId: id, to: 'R' }), post(t, CONVERT, customer.headers, { serviceId: id, to: 'R' })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.id).toBe(b.json().data.id);
    expect([a.json().data.created, b.json().data.created].sort()).toEqual([false, true]);
    const rfpId = a.json().data.id as number;

    const rfp = await orderRow(t, rfpId);
    expect(rfp).toMatchObject({ type: 'R', status: 'REQD', providerId: null, customerId: customer.id });
    expect(rfp.title).toContain((await orderRow(t, id)).orderNo);
    expect(rfp.endDate!.getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    const tasks = await t.db.select().from(rfpTasks).where(eq(rfpTasks.rfpId, rfpId));
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ position: 0, description: 'The kitchen sink leaks under the cabinet.', subCategoryId: 1 });
    const taskFiles = await t.db.select().from(rfpAttachments).where(eq(rfpAttachments.taskId, tasks[0]!.id));
    expect(taskFiles.map((f) => f.fileId)).toEqual([fileId]);
    // The RFP reads as any other: details with its card and the brief's file.
    const details = await t.app.inject({ method: 'GET', url: `/api/v2/service/rfp/customer/details/get?rfpId=${rfpId}`, headers: customer.headers });
    expect(details.statusCode).toBe(200);
    expect(details.json().data.tasks[0].attachments).toHaveLength(1);
    // Its closing job is scheduled at the end date.
    const jobs = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'rfp-close' AND data->>'rfpId' = ${String(rfpId)}`);
    expect(jobs.rows[0]!.n).toBe(1);
  });

  it('is refused, translated and with nothing written, while the order is still dispatched, once taken, or for a provider who does not serve it', async () => {
    const waiting = await insertOrder(t, { type: 'E', customerId: customer.id });
    const p = await providerSession(t, 'provider1@demo.jo');
    const taken = await insertOrder(t, { type: 'E', customerId: customer.id, status: 'APRD', providerId: p.id });
    const before = await count('orders');
    for (const serviceId of [waiting, taken]) {
      const res = await post(t, CONVERT, { ...customer.headers, lang: 'ar' }, { serviceId, to: 'R' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(ARABIC);
    }
    expect(await count('orders')).toBe(before);
    // (The untaken order may be re-offered to other providers as a new order: issue 15.3, order-core/reoffer.ts.)
    const { id } = await untakenExpress();
    const beforeBad = await count('orders');
    // A Direct Award needs a provider who serves the order: an account that is no provider is refused on the field.
    const notProvider = await post(t, CONVERT, customer.headers, { serviceId: id, to: 'T', providerId: customer.id });
    expect(notProvider.statusCode).toBe(400);
    expect(notProvider.json().data.errors).toHaveProperty('providerId');
    expect(await count('orders')).toBe(beforeBad);
  });

  it('answers 400 with the envelope for bad input, and 404 for another customer’s order', async () => {
    const { id } = await untakenExpress();
    const noProvider = await post(t, CONVERT, { ...customer.headers, lang: 'fr' }, { serviceId: id, to: 'T' });
    expect(noProvider.statusCode).toBe(400);
    expect(noProvider.json()).toMatchObject({ error: true, status: 400, data: { errors: { providerId: expect.any(Array) } } });
    const badTarget = await post(t, CONVERT, customer.headers, { serviceId: id, to: 'E' });
    expect(badTarget.statusCode).toBe(400);
    const foreign = await post(t, CONVERT, other.headers, { serviceId: id, to: 'R' });
    expect(foreign.statusCode).toBe(404);
    expect((await orderRow(t, id)).convertedToOrderId).toBeNull();
    const rows = await t.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.customerId, other.id));
    expect(rows[0]!.n).toBe(0);
  });
});
