import { complaintReference, type Complaint, type ComplaintAdd } from '@portal/contract/complaints';
import { pickLang, type Lang } from '@portal/contract/lang';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { complaintAcknowledgement } from './complaint-mail.ts';
import { complaintsRepository } from './complaints.repository.ts';

const epochSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function complaintsService(ctx: AppContext) {
  const repo = complaintsRepository(ctx.db);
  return {
    /** Stores the report for the operators and acknowledges it by mail, both or neither (one transaction). */
    async add(customer: { accountId: number; email: string }, input: ComplaintAdd, lang: Lang) {
      if (input.providerId !== undefined && !(await repo.providerExists(input.providerId))) {
        throw badRequest('complaintProviderNotFound', { providerId: ['complaintProviderNotFound'] });
      }
      const name = (await repo.customerName(customer.accountId)) ?? customer.email;
      const id = await ctx.db.transaction(async (tx) => {
        const newId = await complaintsRepository(tx).insert({
          accountId: customer.accountId,
          subject: input.subject,
          providerId: input.providerId ?? null,
          reason: input.reason,
          description: input.description,
        });
        await ctx.mail.enqueue(
          tx,
          complaintAcknowledgement(lang, customer.email, name, complaintReference(newId), input.subject, input.reason),
        );
        return newId;
      });
      ctx.mail.kick();
      return { id, reference: complaintReference(id) };
    },

    async mine(accountId: number, lang: Lang): Promise<Complaint[]> {
      const rows = await repo.ofAccount(accountId);
      return rows.map(({ complaint: c, providerName }) => ({
        id: c.id,
        reference: complaintReference(c.id),
        subject: c.subject,
        providerId: c.providerId,
        providerName: providerName ? pickLang(providerName, lang) : null,
        reason: c.reason,
        description: c.description,
        status: c.status,
        createdAt: epochSeconds(c.createdAt),
        closedAt: c.closedAt ? epochSeconds(c.closedAt) : null,
      }));
    },
  };
}
