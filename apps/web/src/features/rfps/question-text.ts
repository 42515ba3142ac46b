import type { Lang } from '@portal/contract/lang';
import type { AnswerView, Question, QuestionOption } from '@portal/contract/rfps';

type Texts = Pick<Question, 'question' | 'arQuestion' | 'frQuestion'>;

/** A question in the page's language; English when a translation is empty. */
export function questionText(q: Texts, lang: Lang): string {
  const own = lang === 'ar' ? q.arQuestion : lang === 'fr' ? q.frQuestion : q.question;
  return own?.trim() ? own : q.question;
}

/** An option (or a stored answer) in the page's language; English when a translation is empty. */
export function optionText(o: Pick<QuestionOption, 'value' | 'arValue' | 'frValue'>, lang: Lang): string {
  const own = lang === 'ar' ? o.arValue : lang === 'fr' ? o.frValue : o.value;
  return own?.trim() ? own : o.value;
}

/** A stored answer as the details page shows it: the text, or the chosen options in the page's language. */
export function answerText(a: AnswerView, lang: Lang): string {
  if (a.answerType === 'T') return a.value;
  if (a.options.length) return a.options.map((o) => optionText(o, lang)).join(lang === 'ar' ? '، ' : ', ');
  return optionText(a, lang);
}
