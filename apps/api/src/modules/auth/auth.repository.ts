import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { accounts, accountTokens, customerAttachments, customerIndustries, customers } from '@portal/db/schema/accounts';
import { files } from '@portal/db/schema/files';
import { customerTypes, industries } from '@portal/db/schema/reference';

/** The database or an open transaction: every query below runs on either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type TokenPurpose = 'verify' | 'reset';

export type NewCustomer = {
  email: string;
  passwordHash: string;
  lang: string;
  customerTypeId: number;
  industryIds: number[];
  name: string;
  companyName: string;
  countryCode: string;
  phoneNo: string;
  latitude: number;
  longitude: number;
  country: string;
  city: string;
  area: string;
  branchName: string;
  /** The 18+ confirmation of the sign-up form: when it was given and the wording's version. */
  adultConfirmedAt: Date;
  adultConfirmationVersion: string;
};
export type NewFile = { id: string; storageKey: string; mime: string; size: number; originalName: string };

const sameEmail = (email: string) => sql`lower(${accounts.email}) = lower(${email})`;

export function authRepository(db: DbOrTx) {
  return {
    async customerTypeExists(id: number): Promise<boolean> {
      const rows = await db.select({ id: customerTypes.id }).from(customerTypes).where(eq(customerTypes.id, id)).limit(1);
      return rows.length > 0;
    },

    async industriesOfType(ids: number[], customerTypeId: number): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: industries.id })
        .from(industries)
        .where(and(inArray(industries.id, ids), eq(industries.customerTypeId, customerTypeId)));
      return rows.map((r) => r.id);
    },

    async emailTaken(email: string, role: 'customer'): Promise<boolean> {
      const rows = await db.select({ id: accounts.id }).from(accounts).where(and(sameEmail(email), eq(accounts.role, role))).limit(1);
      return rows.length > 0;
    },

    /** An account id taken from the sequence as an insert would, for the answer to a sign-up with a taken address. */
    async reserveAccountId(): Promise<number> {
      const res = await db.execute<{ id: string }>(sql`SELECT nextval(pg_get_serial_sequence('accounts', 'id')) AS id`);
      return Number(res.rows[0]!.id);
    },

    /** Account, customer profile, industries and attachments of a sign-up; run inside one transaction. */
    async createCustomer(c: NewCustomer, attachments: NewFile[]): Promise<number> {
      const [account] = await db
        .insert(accounts)
        .values({ role: 'customer', email: c.email, passwordHash: c.passwordHash, lang: c.lang })
        .returning({ id: accounts.id });
      const accountId = account!.id;
      await db.insert(customers).values({
        accountId,
        customerTypeId: c.customerTypeId,
        name: c.name,
        companyName: c.companyName,
        countryCode: c.countryCode,
        phoneNo: c.phoneNo,
        latitude: c.latitude,
        longitude: c.longitude,
        country: c.country,
        city: c.city,
        area: c.area,
        branchName: c.branchName,
        adultConfirmedAt: c.adultConfirmedAt,
        adultConfirmationVersion: c.adultConfirmationVersion,
      });
      await db.insert(customerIndustries).values(c.industryIds.map((industryId) => ({ customerId: accountId, industryId })));
      if (attachments.length) {
        await db.insert(files).values(attachments.map((f) => ({ ...f, ownerAccountId: accountId, isPublic: false })));
        await db.insert(customerAttachments).values(attachments.map((f) => ({ customerId: accountId, fileId: f.id })));
      }
      return accountId;
    },

    async customerByEmail(email: string) {
      const rows = await db
        .select({
          id: accounts.id,
          email: accounts.email,
          passwordHash: accounts.passwordHash,
          isVerified: accounts.isVerified,
          status: accounts.status,
          lang: accounts.lang,
        })
        .from(accounts)
        .where(and(sameEmail(email), eq(accounts.role, 'customer')))
        .limit(1);
      return rows[0] ?? null;
    },

    async customerById(id: number) {
      const rows = await db
        .select({ id: accounts.id, email: accounts.email, isVerified: accounts.isVerified, status: accounts.status, lang: accounts.lang })
        .from(accounts)
        .where(and(eq(accounts.id, id), eq(accounts.role, 'customer')))
        .limit(1);
      return rows[0] ?? null;
    },

    /** What the login answer shows of the profile; null when the customer row is missing. */
    async customerSummary(accountId: number) {
      const rows = await db
        .select({
          name: customers.name,
          companyName: customers.companyName,
          customerTypeId: customers.customerTypeId,
          phoneNo: customers.phoneNo,
          area: customers.area,
          branchName: customers.branchName,
          industryCount: sql<number>`(select count(*)::int from ${customerIndustries} where ${customerIndustries.customerId} = ${customers.accountId})`,
        })
        .from(customers)
        .where(eq(customers.accountId, accountId))
        .limit(1);
      return rows[0] ?? null;
    },

    async setLang(accountId: number, lang: string): Promise<void> {
      await db.update(accounts).set({ lang, updatedAt: sql`now()` }).where(and(eq(accounts.id, accountId), sql`${accounts.lang} <> ${lang}`));
    },

    async insertToken(accountId: number, purpose: TokenPurpose, tokenHash: string, ttlSeconds: number): Promise<void> {
      await db.insert(accountTokens).values({
        accountId,
        purpose,
        tokenHash,
        expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
      });
    },

    /** Marks every unused token of this purpose used, so only the newest mailed link works. */
    async invalidateTokens(accountId: number, purpose: TokenPurpose): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(accountTokens.accountId, accountId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
    },

    /** Any token of this account and purpose, used or not: proves the caller once held a mailed link. */
    async findToken(accountId: number, purpose: TokenPurpose, tokenHash: string) {
      const rows = await db
        .select({ id: accountTokens.id })
        .from(accountTokens)
        .where(and(eq(accountTokens.accountId, accountId), eq(accountTokens.purpose, purpose), eq(accountTokens.tokenHash, tokenHash)))
        .limit(1);
      return rows[0] ?? null;
    },

    async liveTokenExists(accountId: number, purpose: TokenPurpose, tokenHash: string): Promise<boolean> {
      const rows = await db
        .select({ id: accountTokens.id })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.accountId, accountId),
            eq(accountTokens.purpose, purpose),
            eq(accountTokens.tokenHash, tokenHash),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Uses a live token atomically: of two concurrent uses only one gets true. */
    async consumeToken(accountId: number, purpose: TokenPurpose, tokenHash: string): Promise<boolean> {
      const rows = await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountTokens.accountId, accountId),
            eq(accountTokens.purpose, purpose),
            eq(accountTokens.tokenHash, tokenHash),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: accountTokens.id });
      return rows.length > 0;
    },

    async markVerified(accountId: number): Promise<void> {
      await db.update(accounts).set({ isVerified: true, updatedAt: sql`now()` }).where(eq(accounts.id, accountId));
    },

    async setPassword(accountId: number, passwordHash: string): Promise<void> {
      await db.update(accounts).set({ passwordHash, updatedAt: sql`now()` }).where(eq(accounts.id, accountId));
    },


    async customerName(accountId: number): Promise<string | null> {
      const rows = await db.select({ name: customers.name }).from(customers).where(eq(customers.accountId, accountId)).limit(1);
      return rows[0]?.name ?? null;
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
