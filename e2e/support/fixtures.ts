import { and, eq, sql } from 'drizzle-orm';
import { connect, type DbHandle } from '@portal/db/client';
import { bumpNotificationVersion } from '@portal/db/notification-version';
import { hashPassword } from '@portal/db/password';
import { accounts, customerIndustries, customers } from '@portal/db/schema/accounts';
import { notifications } from '@portal/db/schema/notifications';

/** The e2e portal's database (set by global-setup.ts); fixtures are seeded through packages/db. */
let handle: DbHandle | null = null;
function db() {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run through playwright.config.ts');
  handle ??= connect(url, 2);
  return handle.db;
}

export const FIXTURE_PASSWORD = 'Fixture#2026';

/** A verified customer with a complete profile at the given place (default: Abdoun, Amman). */
export async function createCustomer(opts: {
  email: string;
  lang?: 'en' | 'ar' | 'fr';
  latitude?: number;
  longitude?: number;
  city?: string;
  area?: string;
}) {
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  return db().transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({ email: opts.email, role: 'customer', passwordHash, isVerified: true, lang: opts.lang ?? 'en' })
      .returning({ id: accounts.id });
    const id = account!.id;
    await tx.insert(customers).values({
      accountId: id,
      customerTypeId: 1,
      name: 'Rami Nasser',
      companyName: 'Nasser Clinics',
      countryCode: '+962',
      phoneNo: '795551234',
      description: 'Two dental clinics.',
      latitude: opts.latitude ?? 31.947,
      longitude: opts.longitude ?? 35.883,
      country: 'Jordan',
      city: opts.city ?? 'Amman',
      area: opts.area ?? 'Abdoun',
      branchName: 'Main clinic',
    });
    await tx.insert(customerIndustries).values({ customerId: id, industryId: 2 });
    return { id, email: opts.email, password: FIXTURE_PASSWORD };
  });
}

/** A notification as the server writes it on an order event: the row and the list version, in one transaction. */
export async function addNotification(
  accountId: number,
  n: { type: 'E' | 'T' | 'R' | 'SN'; event: string; serviceId: number | null; title: string; body: string },
) {
  await db().transaction(async (tx) => {
    await tx.insert(notifications).values({
      accountId,
      type: n.type,
      event: n.event,
      serviceId: n.serviceId,
      titleEn: n.title,
      titleAr: n.title,
      titleFr: n.title,
      bodyEn: n.body,
      bodyAr: n.body,
      bodyFr: n.body,
    });
    await bumpNotificationVersion(tx, accountId);
  });
}

/** The 18+ confirmation a sign-up recorded for a customer (null fields when none was recorded). */
export async function adultConfirmationOf(email: string) {
  const [row] = await db()
    .select({ at: customers.adultConfirmedAt, version: customers.adultConfirmationVersion })
    .from(customers)
    .innerJoin(accounts, eq(accounts.id, customers.accountId))
    .where(and(eq(accounts.role, 'customer'), sql`lower(${accounts.email}) = lower(${email})`));
  return row ?? null;
}

export async function closeFixtures() {
  await handle?.close();
  handle = null;
}
