import { answerProblems, isAnswered, RFP_TITLE_MAX, type AnswerInput, type Question } from '@portal/contract/rfps';
import type { BranchChoice } from '../../components/branch-chooser/branch-choice.ts';
import { emptyNewAddress, newAddressSchema, type NewAddressValues } from '../../components/branch-chooser/new-address.ts';
import { descriptionCount, EMPTY_RICH_TEXT, type RichTextValue } from '../../components/rich-text-editor/rich-text-value.ts';
import type { AnswerValue } from '@portal/ui/question-field';
import { randomId } from '@portal/web-kit/random-id';
import { rfpDateProblems } from './rfp-dates.ts';

/** One answer as the form holds it: text for T, chosen option ids for SC and MC (the shared question field's). */
export type { AnswerValue };
/** Keys are `q<questionId>`: a bare number would be read by react-hook-form as an array index. */
export type AnswerKey = `q${number}`;
export const answerKey = (questionId: number): AnswerKey => `q${questionId}`;

/** One profession card (spec §2.9). Its files live beside the form (see rfp-create-page), keyed by `key`. */
export type TaskValues = {
  key: string;
  categoryId: number | null;
  subCategoryId: number | null;
  description: RichTextValue;
  answers: Partial<Record<AnswerKey, AnswerValue>>;
  /** Spec §2.9: this card's guarantee-terms checkbox. */
  isGuarantee: boolean;
};

export type RfpFormValues = {
  /** Calendar days as the date pickers give them ('YYYY-MM-DD'), read as days in Amman. */
  startDate: string | null;
  endDate: string | null;
  title: string;
  branchId: BranchChoice;
  address: NewAddressValues;
  tasks: TaskValues[];
};

export const emptyTask = (): TaskValues => ({
  key: randomId(),
  categoryId: null,
  subCategoryId: null,
  description: EMPTY_RICH_TEXT,
  answers: {},
  isGuarantee: false,
});

export const rfpFormDefaults = (): RfpFormValues => ({
  startDate: null,
  endDate: null,
  title: '',
  branchId: '',
  address: emptyNewAddress(),
  tasks: [emptyTask()],
});

/** The answers of one card as the API takes them: only those that say something (an empty optional one is not sent). */
export function taskAnswers(task: TaskValues, questions: readonly Question[]): AnswerInput[] {
  const out: AnswerInput[] = [];
  for (const q of questions) {
    const a = task.answers[answerKey(q.id)];
    if (!a) continue;
    const input: AnswerInput =
      q.answerType === 'T' ? { questionId: q.id, value: a.value.trim() } : { questionId: q.id, optionIds: a.optionIds };
    if (isAnswered(input)) out.push(input);
  }
  return out;
}

export type RfpFormContext = {
  /** The general and category questions of each card, by card key (empty until they load). */
  questions: Record<string, readonly Question[]>;
  maxChars: number;
  now?: Date;
};

/**
 * Every rule of spec §5 for the RFP form, as form path -> message key: dates, title, branch (and a new
 * address complete), and per card a category, a sub-category, a description within noOfCharactersPerText
 * and the required questions answered (questionRequired, checked by the contract's own answerProblems).
 */
export function rfpFormProblems(v: RfpFormValues, ctx: RfpFormContext): Record<string, string> {
  const out: Record<string, string> = {};
  const dates = rfpDateProblems(v.startDate, v.endDate, ctx.now);
  if (dates.startDate) out.startDate = dates.startDate;
  if (dates.endDate) out.endDate = dates.endDate;
  const title = v.title.trim();
  if (!title) out.title = 'rfpTitleRequired';
  else if (title.length > RFP_TITLE_MAX) out.title = 'rfpTitleMax';
  if (!v.branchId) out.branchId = 'branchRequired';
  if (v.branchId === 'new') {
    const address = newAddressSchema.safeParse(v.address);
    if (!address.success) for (const issue of address.error.issues) out[['address', ...issue.path].join('.')] ??= issue.message;
  }
  v.tasks.forEach((task, i) => {
    const at = (field: string) => `tasks.${i}.${field}`;
    if (!task.categoryId) out[at('categoryId')] = 'categoryRequired';
    else if (!task.subCategoryId) out[at('subCategoryId')] = 'subCategoryRequired';
    const chars = descriptionCount(task.description.text);
    if (chars === 0) out[at('description')] = 'descriptionRequired';
    else if (chars > ctx.maxChars) out[at('description')] = 'descriptionMaxLength';
    const questions = ctx.questions[task.key] ?? [];
    const problems = answerProblems(questions, taskAnswers(task, questions));
    for (const [questionId, key] of Object.entries(problems)) out[at(`answers.${answerKey(Number(questionId))}`)] = key;
  });
  return out;
}
