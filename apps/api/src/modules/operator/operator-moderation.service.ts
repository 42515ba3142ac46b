import { complaintReference, type ComplaintStatus } from '@portal/contract/complaints';
import { pickLang, type Lang } from '@portal/contract/lang';
import type { OperatorProvidersQuery, ProviderPatch } from '@portal/contract/operator';
import type { Db } from '@portal/db/client';
import { conflict, notFound } from '../../lib/app-error.ts';
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

    async complaints(status: ComplaintStatus | undefined, page: number, limit: number, lang: Lang) {
      const { list, total } = await repo.complaints(status, page, limit);
      return {
        list: list.map(({ complaint: c, email, customerName, providerName, assigneeEmail }) => ({
          id: c.id,
          reference: complaintReference(c.id),
          customer: { id: c.accountId, email, name: customerName },
          subject: c.subject,
          orderType: c.orderType,
          orderId: c.orderId,
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
