import type { z } from 'zod';
import type { MessageAudienceInput, messageAudienceQuerySchema, OperatorMessageInput } from '@portal/contract/operator-people';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { operatorMessagesRepository } from './operator-messages.repository.ts';

export const MESSAGE_QUEUE = 'operator-message';
type MessageJob = { messageId: number };
/** Customers written per transaction: short locks, and a crash repeats at most one batch's work (never a message). */
const BATCH = 200;
const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * An operator's SN message (with push) to one customer, a segment or everyone, in three languages (issue 17,
 * point 8). The request writes the message and its durable job; the job writes the notifications batch by batch,
 * each batch moving the message's cursor in the same transaction, so a retried job goes on where it stopped.
 */
export function operatorMessagesService(ctx: AppContext) {
  const repo = operatorMessagesRepository(ctx.db);

  async function runBatch(messageId: number): Promise<boolean> {
    return inTransaction(ctx.db, async (tx, after) => {
      const r = operatorMessagesRepository(tx);
      const m = await r.lock(messageId);
      if (!m || m.status === 'sent') return false;
      const ids = await r.nextBatch(m.audience, m.marketing, m.cursor, BATCH);
      if (!ids.length) {
        await r.done(messageId);
        return false;
      }
      for (const accountId of ids) {
        const notified = await ctx.notify.create(tx, { accountId, type: 'SN', event: 'MESSAGE', serviceId: null, message: { title: m.title, body: m.body } });
        after.push(notified.afterCommit);
      }
      await r.progress(messageId, ids.at(-1)!, ids.length);
      return true;
    });
  }

  ctx.jobs.handle<MessageJob>(MESSAGE_QUEUE, async ({ messageId }) => {
    while (await runBatch(messageId));
  });

  return {
    async send(operatorId: number, input: OperatorMessageInput) {
      if (input.audience.kind === 'customer' && !(await repo.isCustomer(input.audience.accountId))) throw notFound('customerNotFound');
      const id = await inTransaction(ctx.db, async (tx, after) => {
        const messageId = await operatorMessagesRepository(tx).insert({ operatorId, ...input });
        await ctx.jobs.enqueue(tx, MESSAGE_QUEUE, [{ messageId }]);
        after.push(async () => ctx.jobs.wake(MESSAGE_QUEUE));
        return messageId;
      });
      return { id, status: 'queued' as const };
    },

    /** The count the console shows in its confirmation before sending. */
    async audienceSize(q: z.infer<typeof messageAudienceQuerySchema>) {
      let audience: MessageAudienceInput;
      if (q.kind === 'customer') {
        if (q.accountId === undefined) throw badRequest('accountIdRequired', { accountId: ['accountIdRequired'] });
        audience = { kind: 'customer', accountId: q.accountId };
      } else if (q.kind === 'segment') {
        if (q.customerTypeId === undefined && q.industryId === undefined && q.area === undefined) throw badRequest('segmentRequired', { audience: ['segmentRequired'] });
        audience = { kind: 'segment', customerTypeId: q.customerTypeId, industryId: q.industryId, area: q.area };
      } else audience = { kind: 'all' };
      return { recipients: await repo.count(audience, q.marketing) };
    },

    async recent() {
      return {
        list: (await repo.recent()).map((m) => ({
          id: m.id,
          audience: m.audience as Record<string, unknown>,
          title: m.title,
          marketing: m.marketing,
          status: m.status,
          recipients: m.recipients,
          createdAt: epoch(m.createdAt),
          sentAt: m.sentAt ? epoch(m.sentAt) : null,
        })),
      };
    },
  };
}
