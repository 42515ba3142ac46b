import { pickLang, type Lang } from '@portal/contract/lang';
import type { OrderAttachment } from '@portal/contract/orders';
import type { Question, RfpReply, RfpSummary, RfpTaskDetail } from '@portal/contract/rfps';
import { assetUrl } from '../../lib/asset-url.ts';
import type { OrderRow } from '../order-core/order-transitions.ts';
import { fileUrl } from '../../lib/uploads/file-url.ts';
import type { OrderReads } from '../order-core/order-reads.repository.ts';
import { toCard, type CardRow } from '../order-core/provider-cards.ts';
import { answerViews, type StoredAnswer } from './rfp-answer-views.ts';
import type { ReplyRow, RfpsRepository } from './rfps.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type TaskRows = Awaited<ReturnType<RfpsRepository['tasks']>>;
type AttachmentRows = Awaited<ReturnType<RfpsRepository['attachments']>>;

export const attachmentView = (a: AttachmentRows[number], side: 'customer' | 'provider'): OrderAttachment => ({
  id: a.id,
  attachmentType: a.kind,
  url: fileUrl(a.fileId),
  fileName: a.fileName,
  side,
});

export function taskSummary(t: TaskRows[number], lang: Lang) {
  const categoryName = pickLang(t.category, lang);
  const subCategory = pickLang(t.subCategory, lang);
  return {
    id: t.task.id,
    categoryId: { id: t.task.categoryId, name: categoryName },
    subCategoryId: { id: t.task.subCategoryId, name: subCategory },
    categoryName,
    subCategory,
    isGuarantee: t.task.isGuarantee,
  };
}

/** Spec §3 Proposal / reply with the provider's card data. */
export function replyView(r: { reply: ReplyRow; provider: CardRow }, lang: Lang): RfpReply {
  const card = toCard(r.provider, lang);
  return {
    id: r.reply.id,
    rfpId: r.reply.rfpId,
    serviceProviderId: r.reply.providerId,
    name: card.name,
    profilePhoto: card.profilePhoto,
    isCertified: card.isCertified,
    isGoldenTechnician: card.isGoldenTechnician,
    userType: card.userType,
    carToggle: card.carToggle,
    ordersCompleted: card.ordersCompleted,
    rating: card.rating,
    total: card.total,
    price: r.reply.price,
    spareParts: r.reply.spareParts,
    sparePartFees: r.reply.sparePartFees,
    isSparePartIncluded: r.reply.spareParts.trim() !== '' || r.reply.sparePartFees > 0,
    paymentTerms: r.reply.paymentTerms,
    isGuarantee: r.reply.isGuarantee,
    expiryDate: iso(r.reply.expiryDate),
    isApproved: r.reply.isApproved,
    createdAt: r.reply.createdAt.toISOString(),
    updatedAt: r.reply.updatedAt.toISOString(),
  };
}

/** RFPs as the lists show them (spec §3 RFP); what lies beside the rows is loaded once for all. */
export async function rfpSummaries(repo: RfpsRepository, orderRepo: OrderReads, rows: OrderRow[], lang: Lang): Promise<RfpSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const providerIds = [...new Set(rows.flatMap((r) => (r.providerId !== null ? [r.providerId] : [])))];
  const [tasks, counts, approved, provs, ratings, history] = await Promise.all([
    repo.tasks(ids),
    repo.replyCounts(ids),
    repo.approvedReplies(ids),
    orderRepo.providers(providerIds),
    orderRepo.ratings(ids),
    repo.history(ids),
  ]);
  const provById = new Map(provs.map((p) => [p.id, p]));
  return rows.map((o) => {
    const p = o.providerId !== null ? provById.get(o.providerId) : undefined;
    const rating = ratings.find((x) => x.orderId === o.id && x.rater === 'customer');
    return {
      id: o.id,
      orderNo: o.orderNo,
      type: 'R' as const,
      title: o.title ?? '',
      status: o.status,
      lastOrderStatus: o.lastOrderStatus,
      statusChangedAt: o.statusChangedAt.toISOString(),
      startDate: (o.startDate ?? o.createdAt).toISOString(),
      endDate: (o.endDate ?? o.createdAt).toISOString(),
      createdAt: o.createdAt.toISOString(),
      updatedAt: o.updatedAt.toISOString(),
      actualStartDate: iso(o.acceptedAt),
      isGuarantee: o.isGuarantee ?? false,
      branchName: o.branchName,
      city: o.city,
      area: o.area,
      country: o.country,
      tasks: tasks.filter((t) => t.task.rfpId === o.id).map((t) => taskSummary(t, lang)),
      replyCount: counts.find((c) => c.rfpId === o.id)?.n ?? 0,
      approvedReplyId: approved.find((a) => a.rfpId === o.id)?.id ?? null,
      serviceProviderId: p ? { id: p.id, name: pickLang(p.name, lang), profilePhoto: p.profilePhoto ? assetUrl(p.profilePhoto) : null } : null,
      ratingForServiceProvider: rating ? { rating: rating.rating, description: rating.description } : null,
      rating: p?.rating ?? 0,
      total: p?.total ?? 0,
      history: history
        .filter((h) => h.orderId === o.id)
        .map((h) => ({ status: h.toStatus as RfpSummary['status'], fromStatus: (h.fromStatus ?? null) as RfpSummary['status'] | null, at: h.createdAt.toISOString() })),
    };
  });
}

/** The tasks of RFPs with their descriptions, the customer's files (also by kind) and answers. */
export async function taskDetails(
  repo: RfpsRepository,
  tasks: TaskRows,
  lang: Lang,
  questionsByIds: (ids: number[]) => Promise<Question[]>,
): Promise<Map<number, RfpTaskDetail[]>> {
  const taskIds = tasks.map((t) => t.task.id);
  const [answers, atts] = await Promise.all([repo.answersOfTasks(taskIds), repo.attachments({ taskIds })]);
  const questions = await questionsByIds([...new Set(answers.map((a) => a.questionId))]);
  const out = new Map<number, RfpTaskDetail[]>();
  for (const t of tasks) {
    const files = atts.filter((a) => a.taskId === t.task.id).map((a) => attachmentView(a, 'customer'));
    const views = answerViews(questions, answers.filter((a) => a.taskId === t.task.id) as StoredAnswer[]);
    const list = out.get(t.task.rfpId) ?? [];
    list.push({
      ...taskSummary(t, lang),
      description: t.task.description,
      formattedDescription: t.task.formattedDescription,
      attachments: files,
      taskAttachments: files,
      attachmentsByKind: {
        image: files.filter((f) => f.attachmentType === 'image'),
        video: files.filter((f) => f.attachmentType === 'video'),
        document: files.filter((f) => f.attachmentType === 'document'),
      },
      answers: views,
      questions: { general: views.filter((v) => v.questionType === 'general'), category: views.filter((v) => v.questionType === 'category') },
    });
    out.set(t.task.rfpId, list);
  }
  return out;
}

/** A reply with its provider's card, its files and the provider's answers (details page). */
export async function replyDetail(
  repo: RfpsRepository,
  r: { reply: ReplyRow; provider: CardRow },
  lang: Lang,
  questionsByIds: (ids: number[]) => Promise<Question[]>,
) {
  const [answers, atts] = await Promise.all([repo.answersOfReplies([r.reply.id]), repo.attachments({ replyIds: [r.reply.id] })]);
  const questions = await questionsByIds([...new Set(answers.map((a) => a.questionId))]);
  return {
    ...replyView(r, lang),
    provider: toCard(r.provider, lang),
    replyAttachments: atts.map((a) => attachmentView(a, 'provider')),
    answers: answerViews(questions, answers as StoredAnswer[]),
  };
}
