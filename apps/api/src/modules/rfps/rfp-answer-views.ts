import type { AnswerView, Question } from '@portal/contract/rfps';

export type StoredAnswer = { questionId: number; value: string; optionIds: number[] };

/**
 * Answers as the details page shows them: each with its question and the chosen options in the three
 * languages (the web picks the current one). Answers whose question vanished are left out.
 */
export function answerViews(questions: readonly Question[], answers: readonly StoredAnswer[]): AnswerView[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const out: AnswerView[] = [];
  for (const a of answers) {
    const q = byId.get(a.questionId);
    if (!q) continue;
    const chosen = q.options.filter((o) => a.optionIds.includes(o.id));
    const join = (pick: (o: (typeof chosen)[number]) => string) => (q.answerType === 'T' ? a.value : chosen.map(pick).join(', '));
    out.push({
      questionId: q.id,
      question: q.question,
      arQuestion: q.arQuestion,
      frQuestion: q.frQuestion,
      prefix: q.prefix,
      answerType: q.answerType,
      questionType: q.questionType,
      isRequired: q.isRequired,
      value: join((o) => o.value),
      arValue: join((o) => o.arValue),
      frValue: join((o) => o.frValue),
      options: chosen,
    });
  }
  // General questions first, then the category's, each in the operators' order.
  const rank = (v: AnswerView) => [v.questionType === 'general' ? 0 : 1, byId.get(v.questionId)!.sortOrder, v.questionId];
  return out.sort((x, y) => {
    const [a, b] = [rank(x), rank(y)];
    return a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
  });
}
