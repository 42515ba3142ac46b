import { asc, eq } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { providerCommissionHistory, providers } from '@portal/db/schema/providers';
import type { Tx } from '../../lib/transaction.ts';

export function operatorCommissionRepository(db: Db | Tx) {
  return {
    async lockRate(providerId: number): Promise<number | null> {
      const [row] = await db
        .select({ rate: providers.commissionRate })
        .from(providers)
        .where(eq(providers.accountId, providerId))
        .for('update');
      return row ? row.rate : null;
    },

    async rate(providerId: number): Promise<number | null> {
      const [row] = await db.select({ rate: providers.commissionRate }).from(providers).where(eq(providers.accountId, providerId));
      return row ? row.rate : null;
    },

    async setRate(providerId: number, rate: number, previousRate: number, operatorId: number) {
      await db.update(providers).set({ commissionRate: rate }).where(eq(providers.accountId, providerId));
      await db.insert(providerCommissionHistory).values({ providerId, rate, previousRate, operatorId });
    },

    history: (providerId: number) =>
      db
        .select({
          rate: providerCommissionHistory.rate,
          previousRate: providerCommissionHistory.previousRate,
          operatorId: providerCommissionHistory.operatorId,
          createdAt: providerCommissionHistory.createdAt,
        })
        .from(providerCommissionHistory)
        .where(eq(providerCommissionHistory.providerId, providerId))
        .orderBy(asc(providerCommissionHistory.createdAt), asc(providerCommissionHistory.id)),
  };
}
