import { connect, type DbHandle } from '@portal/db/client';
import { complaints } from '@portal/db/schema/complaints';
import { orders } from '@portal/db/schema/orders';
import { eq } from 'drizzle-orm';

/** The e2e portal's database, for the operator console's people specs (as fixtures.ts, through packages/db). */
let handle: DbHandle | null = null;
function db() {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run through playwright.config.ts');
  handle ??= connect(url, 2);
  return handle.db;
}

let seq = 0;

/** A Direct Award order of the customer that the provider has accepted (the state an operator finds it in). */
export async function acceptedOrder(customerId: number, providerId: number) {
  const orderNo = `T${Date.now().toString(36)}${seq++}`.toUpperCase().slice(0, 20);
  const [row] = await db()
    .insert(orders)
    .values({
      orderNo,
      type: 'T',
      customerId,
      providerId,
      categoryId: 1,
      subCategoryId: 1,
      status: 'ACPT',
      branchName: 'Main clinic',
      latitude: 31.947,
      longitude: 35.883,
      country: 'Jordan',
      city: 'Amman',
      area: 'Abdoun',
      contactName: 'Rami Nasser',
      contactEmail: 'rami@example.jo',
      countryCode: '+962',
      phoneNo: '795551234',
      description: 'The kitchen sink leaks under the cabinet.',
      formattedDescription: '<p>The kitchen sink leaks under the cabinet.</p>',
      startDate: new Date(Date.now() + 86_400_000),
      acceptedAt: new Date(),
    })
    .returning({ id: orders.id });
  return { id: row!.id, orderNo };
}

export async function orderProvider(orderId: number) {
  const [row] = await db().select({ providerId: orders.providerId, status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row!;
}

/** A report by the customer about a provider, as the portal's report form stores it. */
export async function complaintAbout(customerId: number, providerId: number) {
  const [row] = await db()
    .insert(complaints)
    .values({ accountId: customerId, subject: 'provider', providerId, reason: 'no_show', description: 'Nobody came on Tuesday morning.' })
    .returning({ id: complaints.id });
  return row!.id;
}

export async function closePeopleFixtures() {
  await handle?.close();
  handle = null;
}
