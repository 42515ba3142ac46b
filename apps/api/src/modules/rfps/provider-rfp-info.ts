import type { Lang } from '@portal/contract/lang';
import type { ProviderRfpInfo } from '@portal/contract/rfps';
import { orders } from '@portal/db/schema/orders';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { byQuestionOrder, questionAppliesTo, rfpQuestionsRepository } from './rfp-questions.repository.ts';
import { replyView, taskDetails } from './rfp-view.ts';
import { rfpsRepository } from './rfps.repository.ts';

/**
 * The RFP part of a provider's request rows: title, tasks with the customer's answers and files, the questions a
 * reply answers, its own reply and that reply's answers.
 */
export async function providerRfpInfos(ctx: AppContext, rfpIds: number[], providerId: number, lang: Lang): Promise<Map<number, ProviderRfpInfo>> {
  const out = new Map<number, ProviderRfpInfo>();
  if (!rfpIds.length) return out;
  const repo = rfpsRepository(ctx.db);
  const questions = rfpQuestionsRepository(ctx.db);
  const [rows, tasks, mine, counts] = await Promise.all([
    ctx.db.select({ id: orders.id, title: orders.title, isGuarantee: orders.isGuarantee, status: orders.status, endDate: orders.endDate }).from(orders).where(inArray(orders.id, rfpIds)),
    repo.tasks(rfpIds),
    repo.repliesOf(providerId, rfpIds),
    repo.replyCounts(rfpIds),
  ]);
  const [details, asked, myAnswers] = await Promise.all([
    taskDetails(repo, tasks, lang, questions.byIds),
    // One query for every RFP of the list: the questions asked now of any of their tasks, shared out below.
    questions.forTasks(tasks.map((t) => t.task)),
    repo.answersOfReplies(mine.map((m) => m.reply.id)),
  ]);
  const now = Date.now();
  for (const r of rows) {
    const my = mine.find((m) => m.reply.rfpId === r.id);
    out.set(r.id, {
      title: r.title ?? '',
      isGuarantee: r.isGuarantee ?? false,
      tasks: (details.get(r.id) ?? []).map((t) => ({
        id: t.id,
        categoryId: t.categoryId,
        subCategoryId: t.subCategoryId,
        categoryName: t.categoryName,
        subCategory: t.subCategory,
        isGuarantee: t.isGuarantee,
        description: t.description,
        formattedDescription: t.formattedDescription,
        attachments: t.attachments,
        answers: t.answers,
      })),
      questions: asked.filter((q) => tasks.some((t) => t.task.rfpId === r.id && questionAppliesTo(q, t.task))).sort(byQuestionOrder),
      myReply: my ? replyView(my, lang) : null,
      myAnswers: my
        ? myAnswers.filter((a) => a.replyId === my.reply.id).map((a) => ({ questionId: a.questionId, value: a.value, optionIds: a.optionIds }))
        : [],
      replyCount: counts.find((c) => c.rfpId === r.id)?.n ?? 0,
      canReply: r.status === 'REQD' && (r.endDate?.getTime() ?? 0) > now,
    });
  }
  return out;
}
