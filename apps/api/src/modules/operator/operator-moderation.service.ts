import { complaintOrder, complaintReference, type ComplaintStatus } from '@portal/contract/complaints';
import { pickLang, type Lang } from '@portal/contract/lang';
import type { OperatorProvidersQuery, ProviderPatch, ProviderTerms, ProviderTermsPut } from '@portal/contract/operator';
import type { Db } from '@portal/db/client';
import { conflict, notFound } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { providerTermsRepository } from '../order-core/provider-terms.repository.ts';
import { operatorModerationRepository } from './operator-moderation.repository.ts';

const epochSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** Providers' badges (golden, certified, featured for Express) and the customers' reports. */
export function operatorModerationService(db: Db) {
  const repo = operatorModerationRepository(db);
  return {
    async providers(query: OperatorProvidersQuery) {
      const { list, total } = await repo.providers(query);
      return { list, total, page: query.page, limit: query.limit };
    },

    async patchProvider(id: number, patch: ProviderPatch) {
      const row = await repo.patchProvider(id, patch);
      if (!row) throw notFound('providerNotFound');
      return row;
    },

    /**
     * A provider's own terms as a whole (issue 15): guarantee days (at least 7) and the validation-data values where
     * it differs; GET /customer/validation-data/get?serviceProviderId answers them and its direct awards are checked
     * against them. Audited by the /operator hook (operator-audit-entities.ts).
     */
    async saveProviderTerms(id: number, terms: ProviderTermsPut): Promise<ProviderTerms> {
      await inTransaction(db, async (tx) => {
        if (!(await providerTermsRepository(tx).replace(id, terms))) throw notFound('providerNotFound');
      });
      const own = await providerTermsRepository(db).limitValues(id);
      const guaranteeDays = (await providerTermsRepository(db).guaranteeDays(id)) ?? terms.guaranteeDays;
      return {
        providerId: id,
        guaranteeDays,
        limits: Object.keys(own)
          .sort()
          .map((key) => ({ key, value: own[key]! })),
      };
    },

    async complaints(status: ComplaintStatus | undefined, page: number, limit: number, lang: Lang) {
      const { list, total } = await repo.complaints(status, page, limit);
      return {
        list: list.map(({ complaint: c, email, customerName, providerName, order, orderSubCategory, assigneeEmail }) => ({
          id: c.id,
          reference: complaintReference(c.id),
          customer: { id: c.accountId, email, name: customerName },
          subject: c.subject,
          orderType: c.orderType,
          orderId: c.orderId,
          order: order && orderSubCategory ? complaintOrder({ ...order, subCategory: orderSubCategory }, lang) : null,
          providerId: c.providerId,
          providerName: providerName ? pickLang(providerName, lang) : null,
          reason: c.reason,
          description: c.description,
          status: c.status,
          operatorNote: c.operatorNote,
          assignedTo: c.assignedOperatorId && assigneeEmail ? { id: c.assignedOperatorId, email: assigneeEmail } : null,
          createdAt: epochSeconds(c.createdAt),
          closedAt: c.closedAt ? epochSeconds(c.closedAt) : null,
        })),
        total,
        page,
        limit,
      };
    },

    async closeComplaint(id: number, operatorNote: string) {
      if (await repo.closeComplaint(id, operatorNote)) return;
      throw (await repo.complaintExists(id)) ? conflict('complaintAlreadyClosed') : notFound('complaintNotFound');
    },
  };
}
