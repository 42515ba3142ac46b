import type { CommissionResponse } from '@portal/contract/provider-account';
import type { Db } from '@portal/db/client';
import { notFound } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { operatorCommissionRepository } from './operator-commission.repository.ts';

const providerNotFound = () => notFound('providerNotFound');

/**
 * A provider's commission rate (issue 18 point 5): admins set it (support may read it; operator-access.ts keeps
 * new writes admin-only), the audit log records the call, and the history table keeps every rate with its start,
 * so a job's commission is reckoned at the rate in force when it was done.
 */
export function operatorCommissionService(db: Db) {
  const repo = operatorCommissionRepository(db);
  return {
    async get(providerId: number): Promise<CommissionResponse> {
      const rate = await repo.rate(providerId);
      if (rate === null) throw providerNotFound();
      const history = await repo.history(providerId);
      return { providerId, rate, history: history.map((h) => ({ ...h, createdAt: Math.floor(h.createdAt.getTime() / 1000) })) };
    },

    async set(providerId: number, rate: number, operatorId: number): Promise<CommissionResponse> {
      await inTransaction(db, async (tx) => {
        const r = operatorCommissionRepository(tx);
        const previous = await r.lockRate(providerId);
        if (previous === null) throw providerNotFound();
        // Setting the same rate again changes nothing and adds no history row.
        if (previous !== rate) await r.setRate(providerId, rate, previous, operatorId);
      });
      return this.get(providerId);
    },
  };
}
