import type { Lang } from '@portal/contract/lang';
import { answerProblems, guaranteeProblem, isAnswered, type ProviderRfpReply, type Question, type RfpReply } from '@portal/contract/rfps';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { lockOrder } from '../order-core/order-transitions.ts';
import { rfpQuestionsRepository } from './rfp-questions.repository.ts';
import { replyView } from './rfp-view.ts';
import { rfpsRepository } from './rfps.repository.ts';

const rfpNotFound = () => notFound('rfpNotFound');

/** A provider's proposals (docs/design.md fixed contract: POST /api/provider/rfp/{rfpId}/reply). */
export function providerRfpsService(ctx: AppContext) {
  const repo = rfpsRepository(ctx.db);
  const questions = rfpQuestionsRepository(ctx.db);

  return {
    /** The questions a reply to this RFP answers: those its tasks ask now (the reply's answers are checked against them). */
    async questions(rfpId: number): Promise<Question[]> {
      return questions.forTasks((await repo.tasks([rfpId])).map((t) => t.task));
    },

    /**
     * One reply per provider per RFP: sending again while the RFP receives proposals replaces the earlier one
     * (same id, its answers and files replaced by what is sent, files already attached stay). The customer is
     * told of the first reply (REPLIED with replyId) and not of each revision.
     */
    async reply(providerId: number, rfpId: number, input: ProviderRfpReply, lang: Lang): Promise<RfpReply> {
      // Only RFPs this provider can see: in a sub-category it serves. Others do not exist for it.
      if (!(await repo.providerServes(providerId, rfpId))) throw rfpNotFound();
      const tasks = await repo.tasks([rfpId]);
      const asked = await questions.forTasks(tasks.map((t) => t.task));
      const errors: Record<string, string[]> = {};
      const add = (field: string, key: string) => (errors[field] ??= []).push(key);
      const guarantee = guaranteeProblem(input.isGuarantee, input.expiryDate, Math.floor(Date.now() / 1000));
      if (guarantee) add('expiryDate', guarantee);
      // The questions the RFP's tasks ask now: an answer given must be to one of them, a choice among its options. A
      // reply that leaves some unanswered is taken: the fixed provider API of docs/design.md sends `answers` without
      // saying they are required, and clients built on it send `[]`; the provider app asks for the required ones.
      for (const [questionId, key] of Object.entries(answerProblems(asked, input.answers, false))) add(`answers.${questionId}`, key);
      const uploads = [...new Set(input.attachments)];
      if (uploads.length !== input.attachments.length || (await repo.pendingUploads(providerId, uploads)).length !== uploads.length) {
        add('attachments', 'attachmentNotFound');
      }
      if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]![0]!, errors);

      const result = await ctx.db.transaction(async (tx) => {
        // Under the RFP's lock: an approval or the closing job cannot pass between the check and the write.
        const rfp = await lockOrder(tx, rfpId);
        if (!rfp || rfp.type !== 'R') throw rfpNotFound();
        if (rfp.status !== 'REQD' || (rfp.endDate?.getTime() ?? 0) <= Date.now()) throw conflict('rfpEnded');
        const r = rfpsRepository(tx);
        const saved = await r.upsertReply(tx, {
          rfpId,
          providerId,
          price: input.price,
          spareParts: input.spareParts,
          sparePartFees: input.sparePartFees,
          paymentTerms: input.paymentTerms,
          isGuarantee: input.isGuarantee,
          expiryDate: input.isGuarantee && input.expiryDate ? new Date(input.expiryDate * 1000) : null,
        });
        await r.replaceReplyAnswers(
          tx,
          saved.id,
          input.answers.filter(isAnswered).map((a) => ({ questionId: a.questionId, value: (a.value ?? '').trim(), optionIds: a.optionIds ?? [] })),
        );
        if ((await r.attach(tx, providerId, uploads, { replyId: saved.id })) !== uploads.length) {
          throw badRequest('attachmentNotFound', { attachments: ['attachmentNotFound'] });
        }
        const told = saved.created
          ? await ctx.notify.create(tx, {
              accountId: rfp.customerId,
              type: 'R',
              event: 'REPLIED',
              serviceId: rfp.id,
              payload: { replyId: saved.id },
              params: { orderNo: rfp.orderNo },
            })
          : null;
        return { id: saved.id, after: told?.afterCommit };
      });
      await result.after?.().catch(() => {});
      return replyView((await repo.reply(rfpId, result.id))!, lang);
    },
  };
}
