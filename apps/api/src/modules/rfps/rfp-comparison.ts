import { pickLang, type Lang } from '@portal/contract/lang';
import { bestOfComparison, type ComparedProposal, type RfpComparison } from '@portal/contract/rfp-comparison';
import { proposalTotal, type AnswerView, type Question } from '@portal/contract/rfps';
import type { CardRow } from '../order-core/provider-cards.ts';
import { answerViews, type StoredAnswer } from './rfp-answer-views.ts';
import type { ReplyRow } from './rfps.repository.ts';

const texts = (en: string, ar: string, fr: string) => ({ en, ar, fr });
const answerText = (a: AnswerView, lang: Lang) => {
  const value = pickLang(texts(a.value, a.arValue, a.frValue), lang);
  const prefix = pickLang(texts(a.prefix, a.arPrefix, a.frPrefix), lang);
  return value && prefix && a.answerType === 'T' ? `${value} ${prefix}` : value;
};

/**
 * The comparison table of chosen replies (issue 19, point 2), in the order the customer chose them: each
 * proposal's money, terms and provider facts, its answers in the caller's language, and the best of each row.
 */
export function buildComparison(
  rfp: { id: number; orderNo: string; title: string },
  chosen: Array<{ reply: ReplyRow; provider: CardRow }>,
  storedAnswers: Array<StoredAnswer & { replyId: number | null }>,
  questions: Question[],
  lang: Lang,
): RfpComparison {
  const views = new Map(chosen.map((c) => [c.reply.id, answerViews(questions, storedAnswers.filter((a) => a.replyId === c.reply.id))]));
  // The questions any compared proposal answered, in the operators' order (answerViews sorts each list).
  const asked = new Map<number, string>();
  for (const v of [...views.values()].flat().sort((a, b) => (a.questionType === b.questionType ? 0 : a.questionType === 'general' ? -1 : 1)))
    if (!asked.has(v.questionId)) asked.set(v.questionId, pickLang(texts(v.question, v.arQuestion, v.frQuestion), lang));

  const proposals: ComparedProposal[] = chosen.map(({ reply, provider }) => ({
    replyId: reply.id,
    providerId: reply.providerId,
    providerName: pickLang(provider.name, lang),
    price: reply.price,
    spareParts: reply.spareParts,
    sparePartFees: reply.sparePartFees,
    total: proposalTotal(reply),
    paymentTerms: reply.paymentTerms,
    guaranteeUntil: reply.isGuarantee && reply.expiryDate ? reply.expiryDate.toISOString() : null,
    rating: provider.rating,
    reviews: provider.total,
    tasksDone: provider.ordersCompleted,
    userType: provider.userType,
    hasCar: provider.carToggle,
    answers: Object.fromEntries([...asked.keys()].map((qid) => {
      const a = views.get(reply.id)?.find((x) => x.questionId === qid);
      return [String(qid), a ? answerText(a, lang) : ''];
    })),
  }));
  return {
    rfp,
    proposals,
    questions: [...asked.entries()].map(([questionId, text]) => ({ questionId, text })),
    best: bestOfComparison(proposals),
  };
}
