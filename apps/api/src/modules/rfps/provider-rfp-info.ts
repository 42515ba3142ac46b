import type { Lang } from '@portal/contract/lang';
import type { ProviderRfpInfo } from '@portal/contract/rfps';
import { orders } from '@portal/db/schema/orders';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rfpQuestionsRepository } from './rfp-questions.repository.ts';
import { replyView, taskDetails } from './rfp-view.ts';
import { rfpsRepository } from './rfps.repository.ts';

/** The RFP part of a provider's request rows: title, tasks with the customer's answers and files, its own reply. */
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
  const details = await taskDetails(repo, tasks, lang, questions.byIds);
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
        description: t.description,
        formattedDescription: t.formattedDescription,
        attachments: t.attachments,
        answers: t.answers,
      })),
      myReply: my ? replyView(my, lang) : null,
      replyCount: counts.find((c) => c.rfpId === r.id)?.n ?? 0,
      canReply: r.status === 'REQD' && (r.endDate?.getTime() ?? 0) > now,
    });
  }
  return out;
}
