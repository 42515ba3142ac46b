import { eq } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { providerLimits, providers } from '@portal/db/schema/providers';
import type { Tx } from './order-transitions.ts';

/**
 * A provider's own terms (issue 15): its guarantee days (at least 7, spec §1) and the validation-data values where
 * it differs from the record (provider_limits). Read by validation-data and order creation, written by operators.
 */
export function providerTermsRepository(db: Db | Tx) {
  return {
    /** key -> value as stored; none for an unknown provider. */
    async limitValues(providerId: number): Promise<Record<string, string>> {
      const rows = await db
        .select({ key: providerLimits.key, value: providerLimits.value })
        .from(providerLimits)
        .where(eq(providerLimits.providerId, providerId));
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },

    allLimitValues: () => db.select({ key: providerLimits.key, value: providerLimits.value }).from(providerLimits),

    async guaranteeDays(providerId: number): Promise<number | null> {
      const [row] = await db.select({ days: providers.guaranteeDays }).from(providers).where(eq(providers.accountId, providerId));
      return row?.days ?? null;
    },

    /** Replaces the terms as a whole; false when the account is not a provider. */
    async replace(providerId: number, terms: { guaranteeDays: number; limits: Record<string, string> }): Promise<boolean> {
      const [row] = await db
        .update(providers)
        .set({ guaranteeDays: terms.guaranteeDays })
        .where(eq(providers.accountId, providerId))
        .returning({ id: providers.accountId });
      if (!row) return false;
      await db.delete(providerLimits).where(eq(providerLimits.providerId, providerId));
      const entries = Object.entries(terms.limits);
      if (entries.length) await db.insert(providerLimits).values(entries.map(([key, value]) => ({ providerId, key, value })));
      return true;
    },
  };
}
