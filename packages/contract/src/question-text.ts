/**
 * An RFP question, its unit and its options in the reader's language (issue 5): the customer's form and details
 * page (apps/web) and the provider's reply form (apps/pro) say them the same way.
 */
import type { Lang } from './lang.ts';
import type { AnswerView, Question, QuestionOption } from './rfps.ts';

type Texts = Pick<Question, 'question' | 'arQuestion' | 'frQuestion'>;

/** A question in the page's language; English when a translation is empty. */
export function questionText(q: Texts, lang: Lang): string {
  const own = lang === 'ar' ? q.arQuestion : lang === 'fr' ? q.frQuestion : q.question;
  return own?.trim() ? own : q.question;
}

/**
 * The unit or label beside a text answer (e.g. "Years", "m²") in the page's language. English only when the
 * page's own is empty: an Arabic page must not read "12 Years" when the question has "سنوات".
 */
export function prefixText(q: Pick<Question, 'prefix' | 'arPrefix' | 'frPrefix'>, lang: Lang): string {
  const own = lang === 'ar' ? q.arPrefix : lang === 'fr' ? q.frPrefix : q.prefix;
  return own?.trim() ? own.trim() : q.prefix.trim();
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
