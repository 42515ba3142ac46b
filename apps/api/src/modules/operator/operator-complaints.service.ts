import { complaintReference, type ComplaintStatus } from '@portal/contract/complaints';
import { isLang, type Lang } from '@portal/contract/lang';
import type { OperatorComplaintDetail } from '@portal/contract/operator-people';
import { internationalPhone } from '@portal/contract/rules';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { complaintsRepository } from './operator-complaints.repository.ts';
import { complaintReplyMail } from './operator-people-mails.ts';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/** The complaint queue (issue 17, point 6): the whole case, assignment, status, and answers the customer receives. */
export function operatorComplaintsService(ctx: AppContext) {
  const repo = complaintsRepository(ctx.db);
  return {
    operators: () => repo.operators(),

    async detail(id: number): Promise<OperatorComplaintDetail> {
      const c = await repo.get(id);
      if (!c) throw notFound('complaintNotFound');
      const [customer, provider, order, replies, assigneeEmail] = await Promise.all([
        repo.customer(c.accountId),
        c.providerId ? repo.provider(c.providerId) : undefined,
        c.orderId ? repo.order(c.orderId) : undefined,
        repo.replies(id),
        c.assignedOperatorId ? repo.email(c.assignedOperatorId) : null,
      ]);
      return {
        id: c.id,
        reference: complaintReference(c.id),
        status: c.status,
        subject: c.subject,
        reason: c.reason,
        description: c.description,
        operatorNote: c.operatorNote,
        createdAt: epoch(c.createdAt),
        closedAt: c.closedAt ? epoch(c.closedAt) : null,
        assignedTo: c.assignedOperatorId && assigneeEmail ? { id: c.assignedOperatorId, email: assigneeEmail } : null,
        customer: {
          id: c.accountId,
          email: customer?.email ?? '',
          name: customer?.name ?? null,
          phone: customer?.phoneNo ? internationalPhone(customer.countryCode, customer.phoneNo) : null,
        },
        provider: provider ?? null,
        order: order ?? null,
        replies: replies.map((r) => ({ id: r.id, operatorEmail: r.operatorEmail, body: r.body, createdAt: epoch(r.createdAt) })),
      };
    },

    /** Assigning takes an open complaint into progress; null puts it back in the queue, unassigned. */
    async assign(id: number, operatorId: number | null) {
      if (operatorId !== null && !(await repo.isActiveOperator(operatorId))) throw badRequest('operatorNotFound', { operatorId: ['operatorNotFound'] });
      await inTransaction(ctx.db, async (tx) => {
        const r = complaintsRepository(tx);
        const c = await r.lock(id);
        if (!c) throw notFound('complaintNotFound');
        if (c.status === 'closed') throw conflict('complaintAlreadyClosed');
        await r.update(id, { assignedOperatorId: operatorId, ...(operatorId !== null && c.status === 'open' ? { status: 'in_progress' as const } : {}) });
      });
      return this.detail(id);
    },

    /** Moves the complaint to any status; closing stamps the time, reopening clears it. */
    async setStatus(id: number, status: ComplaintStatus) {
      await inTransaction(ctx.db, async (tx) => {
        const r = complaintsRepository(tx);
        const c = await r.lock(id);
        if (!c) throw notFound('complaintNotFound');
        await r.update(id, { status, closedAt: status === 'closed' ? (c.closedAt ?? new Date()) : null });
      });
      return this.detail(id);
    },

    /**
     * An answer to the customer: kept with the complaint, mailed (the mail queue) and notified (SN, with push) in
     * the customer's language, all in one transaction; the operator who answers takes the complaint if nobody had.
     */
    async reply(id: number, operator: { accountId: number; email: string }, body: string, close: boolean) {
      await inTransaction(ctx.db, async (tx, after) => {
        const r = complaintsRepository(tx);
        const c = await r.lock(id);
        if (!c) throw notFound('complaintNotFound');
        if (c.status === 'closed') throw conflict('complaintAlreadyClosed');
        const customer = await r.customer(c.accountId);
        if (!customer) throw notFound('customerNotFound');
        await r.insertReply(id, operator.accountId, operator.email, body);
        await r.update(id, {
          status: close ? 'closed' : 'in_progress',
          assignedOperatorId: c.assignedOperatorId ?? operator.accountId,
          ...(close ? { closedAt: new Date(), operatorNote: body } : {}),
        });
        const reference = complaintReference(id);
        const lang: Lang = isLang(customer.lang) ? customer.lang : 'en';
        await ctx.mail.enqueue(tx, complaintReplyMail(lang, customer.email, customer.name ?? customer.email, reference, body, close));
        const notified = await ctx.notify.create(tx, {
          accountId: customer.id,
          type: 'SN',
          event: 'MESSAGE',
          serviceId: null,
          message: { key: 'notification.complaintReply', params: { reference, text: body } },
        });
        after.push(notified.afterCommit, async () => ctx.mail.kick());
      });
      return this.detail(id);
    },
  };
}
