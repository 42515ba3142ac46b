import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { OrderStatus, OrderType } from '@portal/contract/codes';
import { customers } from '@portal/db/schema/accounts';
import { complaints } from '@portal/db/schema/complaints';
import { files } from '@portal/db/schema/files';
import { notifications } from '@portal/db/schema/notifications';
import { orderAttachments, orderOffers, orders } from '@portal/db/schema/orders';
import { seedDemo } from '@portal/db/seed/seed-demo';
import type { TestApp } from '../harness.ts';
import { customerAt, PLACES, providerId } from '../kits/accounts-test-kit.ts';
import { answerAll, createRfp, replyBody, replyQuestions, sendReply } from '../kits/rfp-test-kit.ts';
import type { Role } from './authz-matrix.ts';

/**
 * The objects the authorization matrix points at: for customer A and provider A one object per action
 * (an action may change its object, so no two rows share one), and customer B's and provider B's
 * own objects where a row needs "the other one's". Every row gets a fresh session per request, so a
 * logout row revokes only its own session.
 */
export type Fixtures = {
  accounts: Record<Exclude<Role, 'visitor' | 'static'>, number>;
  staticToken: string;
  /** Orders of customer A (provider A where one is set), by the action they serve. */
  order: Record<
    | 'readT'
    | 'readE'
    | 'cancelT'
    | 'cancelE'
    | 'fees'
    | 'payment'
    | 'rating'
    | 'accept'
    | 'reject'
    | 'status'
    | 'estimate'
    | 'providerCancel'
    | 'rateCustomer'
    | 'cash'
    | 'attachments'
    | 'operatorCancel'
    | 'convertE'
    | 'receipt',
    number
  >;
  /** A notification of customer A about order readT. */
  notificationA: number;
  notificationDismissA: number;
  /** An attachment of order readT and customer A's profile photo. */
  orderFileA: string;
  profileFileA: string;
  complaintA: number;
  /** Customers only the operator acts on. */
  customerToSuspend: number;
  customerToDelete: number;
  customerToReactivate: number;
  /** Catalogue and content rows the operator may change or delete. */
  categoryToDelete: number;
  subCategoryToDelete: number;
  bannerToDelete: number;
  onboardingToDelete: number;
  png: Buffer;
  /** RFPs of customer A: one to read and reply to, one with provider A's reply to approve, one to cancel. */
  rfp: { read: number; approve: number; approveReply: number; cancel: number; compare: number; compareReplies: number[]; readAnswers: unknown[] };
  questionToDelete: number;
  /** Albums of provider A: one whose seeded item a row removes and files are added to, one a row deletes. */
  albumA: { items: number; remove: number };
};

let seq = 0;

async function order(t: TestApp, o: { type: OrderType; customerId: number; providerId?: number | null; status: OrderStatus; extra?: Partial<typeof orders.$inferInsert> }) {
  const [row] = await t.db
    .insert(orders)
    .values({
      orderNo: `AZ${process.pid}${seq++}`.slice(0, 20),
      type: o.type,
      customerId: o.customerId,
      providerId: o.providerId ?? null,
      categoryId: 1,
      subCategoryId: 1,
      status: o.status,
      branchName: 'Main',
      latitude: PLACES.khalda.latitude,
      longitude: PLACES.khalda.longitude,
      country: 'Jordan',
      city: 'Amman',
      area: 'Khalda',
      contactName: 'Lina Haddad',
      contactEmail: 'lina@example.jo',
      countryCode: '+962',
      phoneNo: '791112233',
      description: 'The kitchen sink leaks under the cabinet.',
      startDate: o.type === 'T' ? new Date(Date.now() + 86_400_000) : null,
      dispatchExpiresAt: o.type === 'E' && o.status === 'REQD' ? new Date(Date.now() + 300_000) : null,
      ...o.extra,
    })
    .returning({ id: orders.id });
  return row!.id;
}

async function storedFile(t: TestApp, owner: number, data: Buffer) {
  const { key } = await t.app.ctx.storage.put(data);
  const id = crypto.randomUUID();
  await t.db.insert(files).values({ id, storageKey: key, mime: 'image/png', size: data.length, originalName: 'photo.png', ownerAccountId: owner });
  return id;
}

export async function buildFixtures(t: TestApp): Promise<Fixtures> {
  await seedDemo(t.db);
  const customerA = (await customerAt(t, PLACES.khalda)).id;
  const customerB = (await customerAt(t, PLACES.khalda)).id;
  const providerA = await providerId(t, 'provider1@demo.jo');
  const providerB = await providerId(t, 'provider2@demo.jo');
  const { rows: ops } = await t.pool.query<{ id: number }>(`SELECT id FROM accounts WHERE email = 'operator@demo.jo' AND role = 'operator'`);
  const A = { customerId: customerA, providerId: providerA };

  const readT = await order(t, { ...A, type: 'T', status: 'UP' });
  const cancelE = await order(t, { customerId: customerA, type: 'E', status: 'REQD' });
  await t.db.insert(orderOffers).values([{ orderId: cancelE, providerId: providerA }]);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();

  const orderFileA = await storedFile(t, customerA, png);
  await t.db.insert(orderAttachments).values({ orderId: readT, fileId: orderFileA, kind: 'image', side: 'customer' });
  const profileFileA = await storedFile(t, customerA, png);
  await t.db.update(customers).set({ profilePhotoId: profileFileA }).where(eq(customers.accountId, customerA));

  const note = (serviceId: number) => ({
    accountId: customerA,
    type: 'T' as const,
    event: 'ACPT',
    serviceId,
    bodyEn: 'Accepted',
    bodyAr: 'تم القبول',
    bodyFr: 'Acceptée',
  });
  const [n1, n2] = await t.db.insert(notifications).values([note(readT), note(readT)]).returning({ id: notifications.id });
  const [complaint] = await t.db
    .insert(complaints)
    .values({ accountId: customerA, subject: 'other', reason: 'other', description: 'The provider was too loud.' })
    .returning({ id: complaints.id });

  // RFPs go through the API (their questions and answers are many rows), with provider A's reply to one.
  const aHeaders = { authorization: `Bearer ${await t.app.ctx.sessions.create(customerA, null, 'W')}` };
  const pHeaders = { authorization: `Bearer ${await t.app.ctx.sessions.create(providerA, null, 'W')}` };
  const rfp = {
    read: await createRfp(t, aHeaders),
    approve: await createRfp(t, aHeaders),
    approveReply: 0,
    cancel: await createRfp(t, aHeaders),
    compare: await createRfp(t, aHeaders),
    compareReplies: [] as number[],
    readAnswers: [] as unknown[],
  };
  // A reply must answer the RFP's required questions: the answers a provider's reply to `read` sends.
  rfp.readAnswers = answerAll((await replyQuestions(t, pHeaders, rfp.read)).filter((q) => q.isRequired));
  const reply = await sendReply(t, pHeaders, rfp.approve, replyBody(300));
  if (reply.statusCode !== 200) throw new Error(`RFP reply: ${reply.body}`);
  rfp.approveReply = reply.json().data.id as number;
  // Two proposals (providers A and B) to compare side by side.
  const bHeaders = { authorization: `Bearer ${await t.app.ctx.sessions.create(providerB, null, 'W')}` };
  for (const [headers, price] of [[pHeaders, 300], [bHeaders, 280]] as const) {
    const sent = await sendReply(t, headers, rfp.compare, replyBody(price));
    if (sent.statusCode !== 200) throw new Error(`RFP reply: ${sent.body}`);
    rfp.compareReplies.push(sent.json().data.id as number);
  }

  const extra = async () => (await customerAt(t, PLACES.khalda)).id;
  const customerToReactivate = await extra();
  await t.pool.query(`UPDATE accounts SET status = 'suspended' WHERE id = $1`, [customerToReactivate]);
  const content = async (sql: string, params: unknown[] = []) => (await t.pool.query<{ id: number }>(sql, params)).rows[0]!.id;

  return {
    accounts: { customerA, customerB, providerA, providerB, operator: ops[0]!.id },
    staticToken: t.config.staticToken,
    order: {
      readT,
      readE: await order(t, { ...A, type: 'E', status: 'APRD' }),
      cancelT: await order(t, { ...A, type: 'T', status: 'REQD' }),
      cancelE,
      fees: await order(t, { ...A, type: 'T', status: 'UP', extra: { customerFeesStatus: 'PEND', visitFees: 10, estimateServiceFees: 20, estimateSparePartFees: 0 } }),
      payment: await order(t, { ...A, type: 'T', status: 'DONE' }),
      rating: await order(t, { ...A, type: 'T', status: 'DONE', extra: { totalAmountOfCustomer: 25 } }),
      accept: await order(t, { ...A, type: 'T', status: 'REQD' }),
      reject: await order(t, { ...A, type: 'T', status: 'REQD' }),
      status: await order(t, { ...A, type: 'T', status: 'APRD' }),
      estimate: await order(t, { ...A, type: 'T', status: 'UP' }),
      providerCancel: await order(t, { ...A, type: 'T', status: 'ACPT' }),
      rateCustomer: await order(t, { ...A, type: 'T', status: 'DONE' }),
      cash: await order(t, { ...A, type: 'T', status: 'WPAY' }),
      attachments: await order(t, { ...A, type: 'T', status: 'UP' }),
      operatorCancel: await order(t, { ...A, type: 'T', status: 'ACPT' }),
      // Ended by the system with nobody having taken it: the one express order a customer may convert.
      convertE: await order(t, { customerId: customerA, type: 'E', status: 'REJT', extra: { lastOrderStatus: 'REQD' } }),
      // Done and paid: its receipt (issue 19.3).
      receipt: await order(t, { ...A, type: 'T', status: 'DONE', extra: { totalAmountOfCustomer: 40, paidAt: new Date(), paymentMethod: 'cliq', paymentReference: 'TX-1' } }),
    },
    notificationA: n1!.id,
    notificationDismissA: n2!.id,
    orderFileA,
    profileFileA,
    complaintA: complaint!.id,
    customerToSuspend: await extra(),
    customerToDelete: await extra(),
    customerToReactivate,
    categoryToDelete: await content(`INSERT INTO categories (en, ar, fr, icon, sort) VALUES ('Az', 'أز', 'Az', 'icon.png', 99) RETURNING id`),
    subCategoryToDelete: await content(`INSERT INTO sub_categories (category_id, en, ar, fr, icon, sort) VALUES (1, 'Az', 'أز', 'Az', 'icon.png', 99) RETURNING id`),
    bannerToDelete: await content(`SELECT id FROM banners ORDER BY id LIMIT 1`),
    onboardingToDelete: await content(`SELECT id FROM onboarding_screens ORDER BY id DESC LIMIT 1`),
    png,
    rfp,
    questionToDelete: await content(`SELECT max(id) AS id FROM rfp_questions`),
    albumA: {
      items: await content(`INSERT INTO provider_albums (provider_id, name, images) VALUES (${providerA}, '{"en":"Az","ar":"أز","fr":"Az"}', '["albums/plumbing-1.svg"]') RETURNING id`),
      remove: await content(`INSERT INTO provider_albums (provider_id, name, images) VALUES (${providerA}, '{"en":"Az","ar":"أز","fr":"Az"}', '[]') RETURNING id`),
    },
  };
}
