import { COMPLAINT_ORDER_CHOICES, complaintOrder, complaintReference, type Complaint, type ComplaintAdd, type ComplaintOrder } from '@portal/contract/complaints';
import { pickLang, type Lang } from '@portal/contract/lang';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { complaintAcknowledgement } from './complaint-mail.ts';
import { complaintsRepository } from './complaints.repository.ts';

const epochSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function complaintsService(ctx: AppContext) {
  const repo = complaintsRepository(ctx.db);
  return {
    /** Stores the report for the operators and acknowledges it by mail, both or neither (one transaction). */
    async add(customer: { accountId: number; email: string }, input: ComplaintAdd, lang: Lang) {
      if (input.subject === 'provider' && input.providerId !== undefined && !(await repo.providerExists(input.providerId))) {
        throw badRequest('complaintProviderNotFound', { providerId: ['complaintProviderNotFound'] });
      }
      // Only the author's own order: another customer's is answered exactly as a missing one, so ids reveal nothing.
      const order = input.subject === 'order' ? await repo.ownOrder(customer.accountId, input.orderId!) : null;
      if (input.subject === 'order' && !order) throw badRequest('complaintOrderNotFound', { orderId: ['complaintOrderNotFound'] });
      const name = (await repo.customerName(customer.accountId)) ?? customer.email;
      const id = await inTransaction(ctx.db, async (tx, after) => {
        const newId = await complaintsRepository(tx).insert({
          accountId: customer.accountId,
          subject: input.subject,
          // The fields of the other subjects are dropped, so a report names only what it is about.
          providerId: input.subject === 'provider' ? (input.providerId ?? null) : null,
          orderId: order?.id ?? null,
          orderType: order?.type ?? null,
          reason: input.reason,
          description: input.description,
        });
        await ctx.mail.enqueue(
          tx,
          complaintAcknowledgement(lang, customer.email, name, complaintReference(newId), input.subject, input.reason, order?.orderNo),
        );
        after.push(async () => ctx.mail.kick());
        return newId;
      });
      return { id, reference: complaintReference(id) };
    },

    /** The orders the form offers as the subject: the caller's own, newest first. */
    async orderChoices(accountId: number, lang: Lang): Promise<ComplaintOrder[]> {
      return (await repo.ownOrders(accountId, COMPLAINT_ORDER_CHOICES)).map((o) => complaintOrder(o, lang));
    },

    async mine(accountId: number, lang: Lang): Promise<Complaint[]> {
      const rows = await repo.ofAccount(accountId);
      const orderIds = [...new Set(rows.map((r) => r.complaint.orderId).filter((id): id is number => id !== null))];
      const ordersById = new Map((await repo.ordersByIds(orderIds)).map((o) => [o.id, complaintOrder(o, lang)]));
      return rows.map(({ complaint: c, providerName }) => ({
        id: c.id,
        reference: complaintReference(c.id),
        subject: c.subject,
        providerId: c.providerId,
        providerName: providerName ? pickLang(providerName, lang) : null,
        order: c.orderId !== null ? (ordersById.get(c.orderId) ?? null) : null,
        reason: c.reason,
        description: c.description,
        status: c.status,
        createdAt: epochSeconds(c.createdAt),
        closedAt: c.closedAt ? epochSeconds(c.closedAt) : null,
      }));
    },
  };
}
