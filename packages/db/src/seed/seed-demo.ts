import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { hashPassword } from '../password.ts';
import { accounts, customerIndustries, customers } from '../schema/accounts.ts';
import { providerAlbums, providerLocations, providerReviews, providers, providerSubCategories } from '../schema/providers.ts';
import { subCategories } from '../schema/reference.ts';
import { demoProviders } from '../seed-data/demo-providers.ts';

export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_CUSTOMER_EMAIL = 'customer@demo.jo';
export const DEMO_OPERATOR_EMAIL = 'operator@demo.jo';
/** A second operator with the `support` role: reads everything, handles complaints, cancels, sends messages. */
export const DEMO_SUPPORT_EMAIL = 'support@demo.jo';

type Role = 'customer' | 'provider' | 'operator';

async function ensureAccount(db: Db, email: string, role: Role, passwordHash: string, operatorRole: 'admin' | 'support' = 'admin'): Promise<{ id: number; created: boolean }> {
  const found = await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.email, email), eq(accounts.role, role)));
  if (found[0]) return { id: found[0].id, created: false };
  const [row] = await db
    .insert(accounts)
    .values({ email, role, passwordHash, isVerified: true, operatorRole: role === 'operator' ? operatorRole : null })
    .returning({ id: accounts.id });
  return { id: row!.id, created: true };
}

/** Demo accounts of docs/design.md (only with DEMO=1); existing ones are left as they are. */
export async function seedDemo(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727003)`);
    const customer = await ensureAccount(tx, DEMO_CUSTOMER_EMAIL, 'customer', passwordHash);
    if (customer.created) {
      await tx.insert(customers).values({
        accountId: customer.id,
        customerTypeId: 1,
        name: 'Lina Haddad',
        companyName: 'Amman Bright Future School',
        countryCode: '+962',
        phoneNo: '791112233',
        description: 'Private school in Khalda with two campuses.',
        latitude: 31.9959,
        longitude: 35.8412,
        country: 'Jordan',
        city: 'Amman',
        area: 'Khalda',
        branchName: 'Main campus',
      });
      await tx.insert(customerIndustries).values({ customerId: customer.id, industryId: 1 });
    }
    await ensureAccount(tx, DEMO_OPERATOR_EMAIL, 'operator', passwordHash);
    await ensureAccount(tx, DEMO_SUPPORT_EMAIL, 'operator', passwordHash, 'support');

    const allSubs = (await tx.select({ id: subCategories.id }).from(subCategories)).map((s) => s.id);
    for (const p of demoProviders) {
      const acc = await ensureAccount(tx, p.email, 'provider', passwordHash);
      if (!acc.created) continue;
      const reviewAvg = p.reviews.length ? p.reviews.reduce((s, r) => s + r.rating, 0) / p.reviews.length : 0;
      await tx.insert(providers).values({
        accountId: acc.id,
        name: p.name,
        userType: p.userType,
        isGoldenTechnician: p.isGoldenTechnician,
        isCertified: p.isCertified,
        isFeatured: p.isFeatured,
        carToggle: p.carToggle,
        dailyRate: p.dailyRate,
        minimumRatePerVisit: p.minimumRatePerVisit,
        expertise: p.expertise,
        about: p.about,
        countryCode: p.countryCode,
        phoneNo: p.phoneNo,
        contactEmails: [...p.contactEmails],
        education: [...p.education],
        ordersCompleted: p.ordersCompleted,
        profilePhoto: p.photo,
        rating: Math.round(reviewAvg * 10) / 10,
        ratingCount: p.reviews.length,
      });
      const subs = p.subCategoryIds === 'all' ? allSubs : p.subCategoryIds.filter((id) => allSubs.includes(id));
      if (subs.length) await tx.insert(providerSubCategories).values(subs.map((subCategoryId) => ({ providerId: acc.id, subCategoryId })));
      if (p.locations.length) await tx.insert(providerLocations).values(p.locations.map((l) => ({ ...l, providerId: acc.id })));
      if (p.albums.length) await tx.insert(providerAlbums).values(p.albums.map((a) => ({ providerId: acc.id, name: a.name, images: [...a.images] })));
      if (p.reviews.length) {
        await tx.insert(providerReviews).values(
          p.reviews.map((r) => ({
            providerId: acc.id,
            customerName: r.customerName,
            rating: r.rating,
            comment: r.comment,
            createdAt: new Date(Date.now() - r.daysAgo * 86_400_000),
          })),
        );
      }
    }
  });
}
