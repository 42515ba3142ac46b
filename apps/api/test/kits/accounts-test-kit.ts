import { eq } from 'drizzle-orm';
import { accounts, customerIndustries, customers } from '@portal/db/schema/accounts';
import { providers } from '@portal/db/schema/providers';
import type { TestApp } from '../harness.ts';

/** Seeded places and accounts, sessions and row counts: shared by most API tests (imported by *.test.ts only). */

export const STATIC = { authorization: 'Bearer khidmat-public-web' };
export const ARABIC = /[\u0600-\u06FF]/;
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Places used by the tests: Khalda is the demo customer's district. */
export const PLACES = {
  khalda: { latitude: 31.9959, longitude: 35.8412, city: 'Amman', area: 'Khalda' },
  aqaba: { latitude: 29.5319, longitude: 35.0061, city: 'Aqaba', area: 'Aqaba' },
  zarqa: { latitude: 32.0728, longitude: 36.088, city: 'Zarqa', area: 'Zarqa' },
} as const;

let seq = 0;

/**
 * A verified customer written straight into the database (sign-up has its own tests), with a live session
 * from the real session store. The password hash is not a real one: these customers never log in.
 */
export async function customerAt(
  t: TestApp,
  place: { latitude: number; longitude: number; city: string; area: string },
  opts: { country?: string; customerTypeId?: number; lang?: string } = {},
) {
  const email = `c${process.pid}.${Date.now().toString(36)}.${seq++}@example.jo`;
  const [account] = await t.db
    .insert(accounts)
    .values({ email, role: 'customer', passwordHash: 'not-used', isVerified: true, lang: opts.lang ?? 'en' })
    .returning({ id: accounts.id });
  const id = account!.id;
  const customerTypeId = opts.customerTypeId ?? 1;
  await t.db.insert(customers).values({
    accountId: id,
    customerTypeId,
    name: 'Test Customer',
    companyName: customerTypeId === 1 ? 'Test Company' : 'Test Customer',
    countryCode: '+962',
    phoneNo: '791234567',
    description: customerTypeId === 1 ? 'A test company' : null,
    latitude: place.latitude,
    longitude: place.longitude,
    country: opts.country ?? 'Jordan',
    city: place.city,
    area: place.area,
    branchName: 'Main',
  });
  await t.db.insert(customerIndustries).values({ customerId: id, industryId: customerTypeId === 1 ? 1 : 13 });
  const token = await t.app.ctx.sessions.create(id, null, 'W');
  return { id, email, token, headers: bearer(token) };
}

/** A session straight from the session store for an existing account of any role (no login, so no login limits). */
export async function sessionFor(t: TestApp, email: string, role: 'customer' | 'provider' | 'operator') {
  const rows = await t.db.select({ id: accounts.id, role: accounts.role }).from(accounts).where(eq(accounts.email, email));
  const row = rows.find((r) => r.role === role);
  if (!row) throw new Error(`no ${role} ${email}`);
  const token = await t.app.ctx.sessions.create(row.id, null, null);
  return { id: row.id, token, headers: bearer(token) };
}

export async function operatorHeaders(t: TestApp) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/operator/login',
    payload: { email: 'operator@demo.jo', password: 'Demo@12345' },
  });
  if (res.statusCode !== 200) throw new Error(`operator login failed: ${res.body}`);
  return bearer(res.json().data.authToken as string);
}

/** Provider account id by its demo e-mail. */
export async function providerId(t: TestApp, email: string): Promise<number> {
  const rows = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(providers, eq(providers.accountId, accounts.id))
    .where(eq(accounts.email, email));
  if (!rows[0]) throw new Error(`no provider ${email}`);
  return rows[0].id;
}

/** Row counts of the tables these calls may write. */
export async function rowCounts(t: TestApp) {
  const { rows } = await t.pool.query<Record<string, number>>(`
    SELECT (SELECT count(*)::int FROM complaints) AS complaints,
           (SELECT count(*)::int FROM mail_outbox) AS mails,
           (SELECT coalesce(sum(visit_count), 0)::int FROM provider_visits) AS visits,
           (SELECT count(*)::int FROM categories) AS categories,
           (SELECT count(*)::int FROM sub_categories) AS sub_categories,
           (SELECT coalesce(sum(hashtext(en || ar || fr || icon || sort::text)), 0)::bigint FROM categories) AS categories_state,
           (SELECT coalesce(sum(hashtext(en || ar || fr || icon || sort::text)), 0)::bigint FROM sub_categories) AS sub_categories_state,
           (SELECT count(*)::int FROM banners) AS banners,
           (SELECT count(*)::int FROM onboarding_screens) AS onboarding,
           (SELECT coalesce(sum(hashtext(title || description || image)), 0)::bigint FROM onboarding_screens) AS onboarding_state,
           (SELECT coalesce(sum(hashtext(key || lang || html)), 0)::bigint FROM static_pages) AS pages_state,
           (SELECT coalesce(sum(hashtext(key || value)), 0)::bigint FROM settings) AS settings_state,
           (SELECT coalesce(sum(hashtext(is_golden_technician::text || is_certified::text || is_featured::text)), 0)::bigint FROM providers) AS providers_state,
           (SELECT coalesce(sum(hashtext(status || coalesce(operator_note, ''))), 0)::bigint FROM complaints) AS complaints_state,
           (SELECT count(*)::int FROM sessions) AS sessions`);
  return rows[0]!;
}
