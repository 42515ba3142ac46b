import { z } from 'zod';
import { ANSWER_TYPES, ORDER_STATUSES, SORTS, USER_TYPES } from './codes.ts';
import {
  ATTACHMENT_TYPES,
  FORMATTED_DESCRIPTION_MAX,
  branchChoiceOf,
  cancelTermsFields,
  newAddressSchema,
  orderAttachmentSchema,
  orderFeeFields,
  orderProviderSchema,
  type BranchChoice,
} from './orders.ts';
import { moneyRule, providerOrderSchema } from './provider.ts';
import { providerCardSchema } from './providers.ts';
import { FILTER_STATES } from './order-state-machine.ts';
import { selectedId } from './rules.ts';

/**
 * Requests for proposal (issue 5, spec §2.9, §3, §7.1). An RFP is an order of type R: its id is the rfpId and the
 * serviceId of the estimation, payment and rating calls. Dates in requests are unix seconds; dates in answers
 * are ISO strings, as for the other orders.
 */

export type AnswerType = (typeof ANSWER_TYPES)[number];
export const QUESTION_TYPES = ['general', 'category'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const RFP_TITLE_MAX = 100;
export const RFP_TASKS_MAX = 10;
export const RFP_ANSWER_TEXT_MAX = 1000;
/** How far ahead an RFP may end. */
export const RFP_MAX_DAYS = 365;
/** Spec §6 and §9: a provider guarantees its work for at least 7 days. */
export const GUARANTEE_MIN_DAYS = 7;
export const REPLY_TEXT_MAX = 2000;
const DAY = 86_400;

/** Unix seconds; empty means absent. */
const emptyToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const unixSecondsRule = (key: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: key }).int({ error: key }).positive({ error: key }).max(32_503_680_000, { error: key }),
  );
const optionalUnixSeconds = z.preprocess(
  emptyToUndefined,
  z.coerce.number({ error: 'invalidInput' }).int({ error: 'invalidInput' }).min(0, { error: 'invalidInput' }).optional(),
);
const id = z.number().int();
const named = z.object({ id, name: z.string() });
const flagRule = (key: string) => z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: key }));
const queryFlag = z.preprocess(emptyToUndefined, z.enum(['true', 'false'], { error: 'invalidInput' }).optional());

// ---------------------------------------------------------------- questions

/** Spec §3 Question option; value in English, arValue and frValue its translations. */
export const questionOptionSchema = z.object({ id, questionId: id, value: z.string(), arValue: z.string(), frValue: z.string() });
export type QuestionOption = z.infer<typeof questionOptionSchema>;

/** Spec §3 Question. General questions apply to every task; category ones to the task's category (and sub-category when set). */
export const questionSchema = z.object({
  id,
  question: z.string(),
  arQuestion: z.string(),
  frQuestion: z.string(),
  /** Shown with the answer field (e.g. a unit or "JOD"); may be empty. */
  prefix: z.string(),
  /** The prefix in Arabic and French; the web shows `prefix` only when the page's one is empty. */
  arPrefix: z.string(),
  frPrefix: z.string(),
  answerType: z.enum(ANSWER_TYPES),
  questionType: z.enum(QUESTION_TYPES),
  isRequired: z.boolean(),
  categoryId: id.nullable(),
  subCategoryId: id.nullable(),
  sortOrder: z.number().int(),
  options: z.array(questionOptionSchema),
});
export type Question = z.infer<typeof questionSchema>;

/** GET /v2/admin/question/get. */
export const questionsQuerySchema = z.object({
  categoryId: selectedId('categoryRequired'),
  subCategoryId: selectedId('subCategoryRequired'),
});
export const questionsResponseSchema = z.object({ general: z.array(questionSchema), category: z.array(questionSchema) });
export type QuestionsResponse = z.infer<typeof questionsResponseSchema>;

/** An answer to one question: `value` for text (T), `optionIds` for single (SC, exactly one) or multiple choice (MC). */
export const answerInputSchema = z.object({
  questionId: selectedId('invalidInput'),
  value: z.string({ error: 'invalidInput' }).max(RFP_ANSWER_TEXT_MAX, { error: 'answerTooLong' }).optional(),
  optionIds: z.array(selectedId('answerInvalid'), { error: 'answerInvalid' }).max(50, { error: 'answerInvalid' }).optional(),
});
export type AnswerInput = z.infer<typeof answerInputSchema>;

type QuestionForCheck = Pick<Question, 'id' | 'answerType' | 'isRequired'> & { options: Array<Pick<QuestionOption, 'id'>> };

/**
 * The answer rules of spec §5 for one task (or one reply), shared by the form and the API: questionId -> message key.
 * Required questions must be answered (questionRequired); an answer must fit its question's type and options,
 * and must belong to one of the offered questions (answerInvalid). Errors are reported under `answers.<questionId>`.
 */
export function answerProblems(
  questions: readonly QuestionForCheck[],
  answers: readonly AnswerInput[],
  enforceRequired = true,
): Record<number, string> {
  const problems: Record<number, string> = {};
  const byId = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<number>();
  for (const a of answers) {
    const q = byId.get(a.questionId);
    if (!q || seen.has(a.questionId)) {
      problems[a.questionId] = 'answerInvalid';
      continue;
    }
    seen.add(a.questionId);
    if (q.answerType === 'T') {
      if (a.optionIds?.length) problems[q.id] = 'answerInvalid';
      else if ((a.value ?? '').trim() === '' && q.isRequired && enforceRequired) problems[q.id] = 'questionRequired';
      continue;
    }
    const ids = a.optionIds ?? [];
    const valid = new Set(q.options.map((o) => o.id));
    if ((a.value ?? '').trim() !== '' || ids.some((o) => !valid.has(o)) || new Set(ids).size !== ids.length)
      problems[q.id] = 'answerInvalid';
    else if (q.answerType === 'SC' && ids.length > 1) problems[q.id] = 'answerInvalid';
    else if (ids.length === 0 && q.isRequired && enforceRequired) problems[q.id] = 'questionRequired';
  }
  if (enforceRequired) for (const q of questions) if (q.isRequired && !seen.has(q.id)) problems[q.id] = 'questionRequired';
  return problems;
}

/** Whether an answer says anything (an empty optional answer is not stored). */
export const isAnswered = (a: AnswerInput) => (a.value ?? '').trim() !== '' || (a.optionIds?.length ?? 0) > 0;

// ---------------------------------------------------------------- create

/** One profession card of the create form. */
export const rfpTaskInputSchema = z.object({
  categoryId: selectedId('categoryRequired'),
  subCategoryId: selectedId('subCategoryRequired'),
  /** Plain text of the card's description; its maximum is the server's noOfCharactersPerText (descriptionMaxLength). */
  description: z
    .string({ error: 'descriptionRequired' })
    .refine((v) => v.trim().length > 0, { error: 'descriptionRequired' })
    .transform((v) => v.trim()),
  /** HTML of the rich-text editor (same tags as an order brief; sanitised by the server). */
  formattedDescription: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: 'invalidInput' }).max(FORMATTED_DESCRIPTION_MAX, { error: 'formattedDescriptionMax' }),
  ),
  /**
   * Ids returned by POST /service/rfp/attachment/upload; the spec's task writes them as objects (id, name or
   * fileName), so an object counts by its id.
   */
  attachments: z.preprocess(
    (v) => (Array.isArray(v) ? v.map((a) => (a !== null && typeof a === 'object' && 'id' in a ? (a as { id: unknown }).id : a)) : v),
    z.array(selectedId('attachmentNotFound'), { error: 'attachmentNotFound' }).default([]),
  ),
  answers: z.array(answerInputSchema, { error: 'invalidInput' }).default([]),
  /** Spec §2.9: this card's guarantee-terms checkbox. Absent: the card takes the RFP's isGuarantee. */
  isGuarantee: z.preprocess(emptyToUndefined, flagRule('rfpGuaranteeRequired').optional()),
});
export type RfpTaskInput = z.infer<typeof rfpTaskInputSchema>;

const rfpCreateShape = {
  /** Unix seconds; the web sends the start of the chosen day or time. */
  startDate: unixSecondsRule('rfpStartDateRequired'),
  /** Unix seconds; the web sends the end (23:59:59) of the chosen day. */
  endDate: unixSecondsRule('rfpEndDateRequired'),
  title: z.string({ error: 'rfpTitleRequired' }).trim().min(1, { error: 'rfpTitleRequired' }).max(RFP_TITLE_MAX, { error: 'rfpTitleMax' }),
  /**
   * Whether the customer requires a guarantee (warranty) from the providers: the default of cards that carry no
   * isGuarantee of their own, so it must be given unless every card has one. The stored (and answered) RFP flag
   * is computed by the server: true when any card requires a guarantee.
   */
  isGuarantee: z.preprocess(emptyToUndefined, flagRule('rfpGuaranteeRequired').optional()),
  /**
   * 'main', a saved branch id, or 'new' with the newAddressSchema fields (branchName ... phoneNo, isSave, saveAs);
   * absent when the spec's flat fields name the place (branchChoiceOf).
   */
  branchId: z.unknown().optional(),
  tasks: z
    .array(rfpTaskInputSchema, { error: 'rfpTasksRequired' })
    .min(1, { error: 'rfpTasksRequired' })
    .max(RFP_TASKS_MAX, { error: 'rfpTasksMax' }),
};

/**
 * The date rules that need a clock (spec §5 RFP dates): the end after the start (rfpEndDateValidity); the start not
 * before the past day (rfpStartDatePast: the server does not know the user's midnight, so one day of slack); the end
 * in the future and at most RFP_MAX_DAYS ahead. Field -> key.
 */
export function rfpDateProblems(startDate: number, endDate: number, nowSeconds: number): Partial<Record<'startDate' | 'endDate', string>> {
  const out: Partial<Record<'startDate' | 'endDate', string>> = {};
  if (startDate < nowSeconds - DAY) out.startDate = 'rfpStartDatePast';
  if (endDate <= startDate || endDate <= nowSeconds || endDate > nowSeconds + RFP_MAX_DAYS * DAY) out.endDate = 'rfpEndDateValidity';
  return out;
}

/**
 * POST /v2/service/rfp/create (JSON). Every field is checked at once: the address fields only when branchId is
 * 'new'. The server adds its own checks (clock, categories, questions, attachments, description length) and answers
 * one 400 whose `data.errors` keys are field paths: `title`, `endDate`, `tasks.1.subCategoryId`,
 * `tasks.0.answers.20` (20 is the questionId), `tasks.0.attachments`, `phoneNo` ...
 */
const rfpCreateBaseSchema = z.object(rfpCreateShape);
/** The two dates alone, so their rules are checked even when another field fails. */
export const rfpDatesSchema = z.object({ startDate: rfpCreateShape.startDate, endDate: rfpCreateShape.endDate });
type RfpCreateBase = z.output<typeof rfpCreateBaseSchema>;
/** Checked input with each card's guarantee settled and the RFP's flag computed from them. */
export type RfpCreate = Omit<RfpCreateBase, 'isGuarantee' | 'tasks' | 'branchId'> &
  BranchChoice & {
    isGuarantee: boolean;
    tasks: Array<RfpTaskInput & { isGuarantee: boolean }>;
  };
/** What the form sends: the base fields and, with branchId 'new', the newAddressSchema fields. */
export type RfpCreateInput = z.input<typeof rfpCreateBaseSchema> & Partial<z.input<typeof newAddressSchema>>;

export const rfpCreateSchema = z.unknown().transform((raw, ctx): RfpCreate => {
  // Each part is checked even when another fails, so one answer lists every problem.
  const base = rfpCreateBaseSchema.safeParse(raw);
  const issues = base.success ? [] : [...base.error.issues];
  const choice = branchChoiceOf(raw);
  if (!choice.ok) issues.push(...choice.issues.map((i) => ({ code: 'custom' as const, message: i.message, path: i.path, input: undefined })));
  const dates = rfpDatesSchema.safeParse(raw);
  if (dates.success && dates.data.endDate <= dates.data.startDate) {
    issues.push({ code: 'custom', message: 'rfpEndDateValidity', path: ['endDate'], input: dates.data.endDate });
  }
  const rawBody = raw as { isGuarantee?: unknown; tasks?: unknown } | null;
  const rawTasks: unknown[] = Array.isArray(rawBody?.tasks) ? rawBody.tasks : [];
  const cardFlagMissing =
    rawTasks.length === 0 || rawTasks.some((t) => emptyToUndefined((t as { isGuarantee?: unknown } | null)?.isGuarantee) === undefined);
  if (emptyToUndefined(rawBody?.isGuarantee) === undefined && cardFlagMissing) {
    issues.push({ code: 'custom', message: 'rfpGuaranteeRequired', path: ['isGuarantee'], input: undefined });
  }
  if (issues.length || !base.success) {
    for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  const tasks = base.data.tasks.map((t) => ({ ...t, isGuarantee: t.isGuarantee ?? base.data.isGuarantee ?? false }));
  if (!choice.ok) return z.NEVER;
  return { ...base.data, ...choice.value, tasks, isGuarantee: tasks.some((t) => t.isGuarantee) };
});

/** What the OpenAPI document shows for the create body (the server checks it with rfpCreateSchema). */
export const rfpCreateDocSchema = rfpCreateBaseSchema.extend({
  branchId: z
    .string()
    .optional()
    .describe("our extension: 'main', a saved branch id, or 'new' with the address fields below; absent, the spec's flat fields name the place"),
  startDate: z.number().int().describe('unix seconds, not before the past day'),
  endDate: z.number().int().describe('unix seconds (end of the chosen day), after startDate, within a year'),
  isGuarantee: z
    .boolean()
    .optional()
    .describe('default of cards without their own isGuarantee; the stored flag is true when any card requires one'),
  tasks: z.array(rfpTaskInputSchema.extend({ isGuarantee: z.boolean().optional().describe("this card's guarantee-terms checkbox") })),
  branchName: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  country: z.string().optional(),
  city: z.string().optional(),
  area: z.string().optional(),
  name: z.string().optional(),
  email: z.string().optional(),
  countryCode: z.string().optional(),
  phoneNo: z.string().optional(),
  isSave: z.boolean().optional(),
  saveAs: z.string().optional(),
});

/** Address fields of a new address, checked on their own (the server reports them together with the rest). */
export const rfpNewAddressSchema = newAddressSchema;

/** 200: the new RFP. 409 with data.isServiceProvider true: the e-mail belongs to a provider account; nothing is created. */
export const rfpCreatedSchema = z.object({ id, orderNo: z.string(), isServiceProvider: z.literal(false) });
export type RfpCreated = z.infer<typeof rfpCreatedSchema>;
export const rfpServiceProviderConflictSchema = z.object({ isServiceProvider: z.literal(true) });

/** POST /service/rfp/attachment/upload (multipart field `attachments`): same checks as order attachments. */
export const rfpUploadedAttachmentSchema = z.object({
  id,
  attachmentType: z.enum(ATTACHMENT_TYPES),
  fileName: z.string(),
  /** GET with the session's Bearer token. */
  url: z.string(),
});
export const rfpAttachmentUploadResponseSchema = z.object({ ids: z.array(id), attachments: z.array(rfpUploadedAttachmentSchema) });
export type RfpAttachmentUploadResponse = z.infer<typeof rfpAttachmentUploadResponseSchema>;

// ---------------------------------------------------------------- lists and filters

const dateFilters = {
  dateStart: optionalUnixSeconds,
  dateEnd: optionalUnixSeconds,
  dateSort: z.preprocess(emptyToUndefined, z.enum(SORTS, { error: 'invalidInput' }).default('DESC')),
};
const dateOrder = <T extends { dateStart?: number; dateEnd?: number }>(q: T) =>
  q.dateStart === undefined || q.dateEnd === undefined || q.dateStart <= q.dateEnd;

/** GET /service/rfp/customer/available/rfp/get: my RFPs still receiving proposals (no status filter). */
export const rfpAvailableQuerySchema = z.object(dateFilters).refine(dateOrder, { error: 'dateRangeInvalid', path: ['dateEnd'] });
export type RfpAvailableQuery = z.infer<typeof rfpAvailableQuerySchema>;

/** GET /service/rfp/customer/rfp/get: forActive true = active list, false = recent list (CLSE included), absent = both. */
export const rfpListQuerySchema = z
  .object({
    ...dateFilters,
    forActive: queryFlag,
    status: z.preprocess(emptyToUndefined, z.enum([...ORDER_STATUSES, ...FILTER_STATES], { error: 'invalidInput' }).optional()),
  })
  .refine(dateOrder, { error: 'dateRangeInvalid', path: ['dateEnd'] });
export type RfpListQuery = z.infer<typeof rfpListQuerySchema>;

const rfpIdRule = z.coerce
  .number({ error: 'rfpIdRequired' })
  .int({ error: 'rfpIdRequired' })
  .positive({ error: 'rfpIdRequired' })
  .max(2_147_483_647, { error: 'rfpIdRequired' });
const replyIdRule = z.coerce
  .number({ error: 'replyIdRequired' })
  .int({ error: 'replyIdRequired' })
  .positive({ error: 'replyIdRequired' })
  .max(2_147_483_647, { error: 'replyIdRequired' });
const priceFilter = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: 'priceFilterInvalid' })
    .min(0, { error: 'priceFilterInvalid' })
    .max(1_000_000, { error: 'priceFilterInvalid' })
    .optional(),
);

/** GET /service/rfp/customer/rfp/reply/get: the replies to one of my RFPs, searched and filtered (spec §3 Filter). */
export const rfpReplyQuerySchema = z
  .object({
    rfpId: rfpIdRule,
    /** Provider name contains (any language, case-insensitive). */
    name: z.preprocess(emptyToUndefined, z.string({ error: 'invalidInput' }).trim().max(50, { error: 'invalidInput' }).optional()),
    /** true: only replies offering a guarantee; false: only those without. */
    guarantee: queryFlag,
    /** Minimum provider rating. */
    rating: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ error: 'invalidInput' }).min(0, { error: 'invalidInput' }).max(5, { error: 'invalidInput' }).optional(),
    ),
    priceSort: z.preprocess(emptyToUndefined, z.enum(SORTS, { error: 'invalidInput' }).optional()),
    priceStart: priceFilter,
    priceEnd: priceFilter,
    userType: z.preprocess(emptyToUndefined, z.enum(USER_TYPES, { error: 'invalidInput' }).optional()),
  })
  .refine((q) => q.priceStart === undefined || q.priceEnd === undefined || q.priceStart <= q.priceEnd, {
    error: 'priceValid',
    path: ['priceEnd'],
  });
export type RfpReplyQuery = z.infer<typeof rfpReplyQuerySchema>;

/** The price filter rule of spec §5 on its own, for the filter modal. */
export const isPriceRangeValid = (start?: number | null, end?: number | null) => start == null || end == null || start <= end;

// ---------------------------------------------------------------- answers out

/** A customer's (or provider's) answer with its question, in the three languages; the web shows the current one. */
export const answerViewSchema = z.object({
  questionId: id,
  question: z.string(),
  arQuestion: z.string(),
  frQuestion: z.string(),
  prefix: z.string(),
  arPrefix: z.string(),
  frPrefix: z.string(),
  answerType: z.enum(ANSWER_TYPES),
  questionType: z.enum(QUESTION_TYPES),
  isRequired: z.boolean(),
  /** Text answer (T) or, for choices, the chosen options joined with ", " in English. */
  value: z.string(),
  arValue: z.string(),
  frValue: z.string(),
  /** The chosen options (SC, MC). */
  options: z.array(questionOptionSchema),
});
export type AnswerView = z.infer<typeof answerViewSchema>;

// ---------------------------------------------------------------- replies (proposals)

/** Spec §3 Proposal / reply, with the provider's card data. */
export const rfpReplySchema = z.object({
  id,
  rfpId: id,
  serviceProviderId: id,
  name: z.string(),
  profilePhoto: z.string().nullable(),
  isCertified: z.union([z.literal(0), z.literal(1)]),
  isGoldenTechnician: z.union([z.literal(0), z.literal(1)]),
  userType: z.enum(USER_TYPES),
  carToggle: z.union([z.literal(0), z.literal(1)]),
  ordersCompleted: z.number().int(),
  rating: z.number(),
  total: z.number().int(),
  /** JOD. */
  price: z.number(),
  /** Materials and parts list (free text, may be empty). */
  spareParts: z.string(),
  sparePartFees: z.number(),
  /** Whether materials and parts are included in the offer. */
  isSparePartIncluded: z.boolean(),
  paymentTerms: z.string(),
  isGuarantee: z.boolean(),
  /** Guaranteed until (ISO), null without a guarantee. */
  expiryDate: z.string().nullable(),
  isApproved: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RfpReply = z.infer<typeof rfpReplySchema>;

/**
 * What a proposal costs in all: the price of the work plus the materials and parts fees it lists (both JOD).
 * Shown wherever a proposal's price is, with what it includes, so "155 jd · materials 25 jd" never leaves
 * the customer guessing between 155 and 180.
 */
export const proposalTotal = (r: Pick<RfpReply, 'price' | 'sparePartFees'>): number => Math.round((r.price + r.sparePartFees) * 1000) / 1000;

/** A reply as the details page shows it: plus the provider's attachments and answers and its full card. */
export const rfpReplyDetailSchema = rfpReplySchema.extend({
  provider: providerCardSchema,
  replyAttachments: z.array(orderAttachmentSchema),
  answers: z.array(answerViewSchema),
});
export type RfpReplyDetail = z.infer<typeof rfpReplyDetailSchema>;

// ---------------------------------------------------------------- RFP out

const ratingSchema = z.object({ rating: z.number(), description: z.string() });

/** A status change of the RFP (its history). */
export const rfpHistoryItemSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  at: z.string(),
});

export const rfpTaskSummarySchema = z.object({
  id,
  categoryId: named,
  subCategoryId: named,
  /** Same as categoryId.name and subCategoryId.name (the spec names both). */
  categoryName: z.string(),
  subCategory: z.string(),
  /** Spec §2.9: whether this card asks the provider for a guarantee (the RFP's isGuarantee is any of its cards'). */
  isGuarantee: z.boolean(),
});

/** One RFP in the lists (spec §3 RFP). */
export const rfpSummarySchema = z.object({
  id,
  orderNo: z.string(),
  type: z.literal('R'),
  title: z.string(),
  status: z.enum(ORDER_STATUSES),
  lastOrderStatus: z.enum(ORDER_STATUSES).nullable(),
  statusChangedAt: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When a reply was approved (shown as acceptance). */
  actualStartDate: z.string().nullable(),
  isGuarantee: z.boolean(),
  branchName: z.string(),
  city: z.string(),
  area: z.string(),
  country: z.string(),
  tasks: z.array(rfpTaskSummarySchema),
  replyCount: z.number().int(),
  /** The approved reply, null before approval. */
  approvedReplyId: id.nullable(),
  /** The awarded provider, null before approval. */
  serviceProviderId: z.object({ id, name: z.string(), profilePhoto: z.string().nullable() }).nullable(),
  ratingForServiceProvider: ratingSchema.nullable(),
  /** The awarded provider's rating and review count (0 before approval). */
  rating: z.number(),
  total: z.number().int(),
  history: z.array(rfpHistoryItemSchema),
});
export type RfpSummary = z.infer<typeof rfpSummarySchema>;

/** GET /service/rfp/customer/available/rfp/get. */
export const rfpAvailableListSchema = z.array(rfpSummarySchema);
/** GET /service/rfp/customer/rfp/get: the list not asked for (forActive) is empty. */
export const rfpListSchema = z.object({ active: z.array(rfpSummarySchema), recent: z.array(rfpSummarySchema) });
export type RfpList = z.infer<typeof rfpListSchema>;
/** GET /service/rfp/customer/rfp/reply/get. */
export const rfpReplyListSchema = z.object({ list: z.array(rfpReplySchema), rfp: rfpSummarySchema });
export type RfpReplyList = z.infer<typeof rfpReplyListSchema>;

const attachmentsByKind = z.object({
  image: z.array(orderAttachmentSchema),
  video: z.array(orderAttachmentSchema),
  document: z.array(orderAttachmentSchema),
});

/** An RFP task on the details page. */
export const rfpTaskDetailSchema = rfpTaskSummarySchema.extend({
  description: z.string(),
  /** Sanitised HTML. */
  formattedDescription: z.string(),
  /** The customer's attachments (also as taskAttachments and grouped by kind). */
  attachments: z.array(orderAttachmentSchema),
  taskAttachments: z.array(orderAttachmentSchema),
  attachmentsByKind,
  /** The customer's answers; questions.general and questions.category split them by question type. */
  answers: z.array(answerViewSchema),
  questions: z.object({ general: z.array(answerViewSchema), category: z.array(answerViewSchema) }),
});
export type RfpTaskDetail = z.infer<typeof rfpTaskDetailSchema>;

const money = z.number().nullable();

/** GET /v2/service/rfp/customer/details/get. */
export const rfpDetailsSchema = rfpSummarySchema.extend({
  latitude: z.number(),
  longitude: z.number(),
  contactName: z.string(),
  contactEmail: z.string(),
  countryCode: z.string(),
  phoneNo: z.string(),
  tasks: z.array(rfpTaskDetailSchema),
  /** The reply asked for (replyId), else the approved one, else null. */
  reply: rfpReplyDetailSchema.nullable(),
  /** Whether the customer can approve `reply` now (RFP receiving proposals, reply of this RFP). */
  canApprove: z.boolean(),
  canCancel: z.boolean(),
  /** The awarded provider with phone and e-mail while the order is accepted and active (as orders). */
  provider: orderProviderSchema.nullable(),
  ...orderFeeFields,
  ratingForCustomer: ratingSchema.nullable(),
  cancelFee: money,
  orderCancelFees: z.number(),
  cancelFeeApplies: z.boolean(),
  /** Provider files attached when finishing the work (side provider). */
  workAttachments: z.array(orderAttachmentSchema),
});
export type RfpDetails = z.infer<typeof rfpDetailsSchema>;

export const rfpDetailsQuerySchema = z.object({
  rfpId: rfpIdRule,
  replyId: z.preprocess(emptyToUndefined, replyIdRule.optional()),
});

// ---------------------------------------------------------------- actions

/** POST /service/rfp/customer/request/approve. */
export const rfpApproveSchema = z.object({
  rfpId: rfpIdRule,
  replyId: replyIdRule,
  isApproved: z.literal(true, { error: 'approveRequired' }),
});
export type RfpApprove = z.infer<typeof rfpApproveSchema>;

/** POST /customer/service/rfp/cancel. */
export const rfpCancelSchema = z.object({ rfpId: rfpIdRule, ...cancelTermsFields });

/** Answer of approve and cancel: the RFP as the lists show it. */
export const rfpActionResultSchema = rfpSummarySchema;

// ---------------------------------------------------------------- provider side

export const providerRfpParamsSchema = z.object({ rfpId: rfpIdRule });

/**
 * POST /api/provider/rfp/{rfpId}/reply (docs/design.md, fixed contract). One reply per provider per RFP: sending again
 * while the RFP receives proposals replaces the earlier reply (same id). expiryDate: unix seconds, the end of the
 * guarantee, required with isGuarantee and at least GUARANTEE_MIN_DAYS after today.
 */
export const providerRfpReplySchema = z.object({
  price: z.number({ error: 'rfpPriceRequired' }).pipe(moneyRule),
  spareParts: z.string({ error: 'invalidInput' }).trim().max(REPLY_TEXT_MAX, { error: 'textTooLong' }).default(''),
  sparePartFees: moneyRule.default(0),
  paymentTerms: z
    .string({ error: 'paymentTermsRequired' })
    .trim()
    .min(1, { error: 'paymentTermsRequired' })
    .max(REPLY_TEXT_MAX, { error: 'textTooLong' }),
  isGuarantee: z.boolean({ error: 'rfpGuaranteeRequired' }),
  expiryDate: z.preprocess(
    emptyToUndefined,
    z
      .number({ error: 'guaranteeExpiryRequired' })
      .int({ error: 'guaranteeExpiryRequired' })
      .positive({ error: 'guaranteeExpiryRequired' })
      .optional(),
  ),
  /**
   * Answers to the questions of `rfp.questions` (the RFP's tasks ask them): every required one answered
   * (questionRequired), choices among the question's options (answerInvalid), errors under `answers.<questionId>`.
   */
  answers: z.array(answerInputSchema, { error: 'invalidInput' }).default([]),
  /** Ids returned by POST /api/provider/rfp/attachment/upload. */
  attachments: z.array(selectedId('attachmentNotFound'), { error: 'attachmentNotFound' }).max(20, { error: 'totalFiles' }).default([]),
});
export type ProviderRfpReply = z.infer<typeof providerRfpReplySchema>;

/** The guarantee rule: given with isGuarantee, at least GUARANTEE_MIN_DAYS after today (server clock). */
export function guaranteeProblem(isGuarantee: boolean, expiryDate: number | undefined, nowSeconds: number): string | null {
  if (!isGuarantee) return null;
  if (expiryDate === undefined) return 'guaranteeExpiryRequired';
  if (expiryDate < nowSeconds + GUARANTEE_MIN_DAYS * DAY) return 'guaranteeExpiryMin';
  return null;
}

/** An RFP as a provider sees it in GET /api/provider/requests?type=R (the `rfp` part of the order). */
export const providerRfpInfoSchema = z.object({
  title: z.string(),
  isGuarantee: z.boolean(),
  tasks: z.array(
    rfpTaskSummarySchema.extend({
      description: z.string(),
      formattedDescription: z.string(),
      attachments: z.array(orderAttachmentSchema),
      answers: z.array(answerViewSchema),
    }),
  ),
  /**
   * The questions a reply answers (issue 18 point 2): those the RFP's tasks ask now (general ones, and those of
   * each task's category or sub-category), once each, general first, with their options in the three languages
   * (the app shows its own). Required ones must be answered (questionRequired); choices must be among the options.
   */
  questions: z.array(questionSchema),
  /** This provider's reply, if it sent one. */
  myReply: rfpReplySchema.nullable(),
  /** The answers of that reply (to fill the form again for a resend); empty without a reply. */
  myAnswers: z.array(z.object({ questionId: id, value: z.string(), optionIds: z.array(id) })),
  replyCount: z.number().int(),
  /** Whether this provider may reply now (receiving proposals, before the end date). */
  canReply: z.boolean(),
});
export type ProviderRfpInfo = z.infer<typeof providerRfpInfoSchema>;

// ---------------------------------------------------------------- operator

const textRule = (max: number) =>
  z.string({ error: 'textRequired' }).trim().min(1, { error: 'textRequired' }).max(max, { error: 'textTooLong' });
export const QUESTION_TEXT_MAX = 300;
const prefixRule = z.string({ error: 'invalidInput' }).trim().max(50, { error: 'textTooLong' }).default('');

export const questionOptionInputSchema = z.object({
  /** Keep an existing option (its answers stay valid); absent for a new one. */
  id: selectedId('invalidInput').optional(),
  value: textRule(100),
  arValue: textRule(100),
  frValue: textRule(100),
});

/** POST /api/operator/questions and PUT /api/operator/questions/{id} (the whole question, options included). */
export const questionInputSchema = z
  .object({
    question: textRule(QUESTION_TEXT_MAX),
    arQuestion: textRule(QUESTION_TEXT_MAX),
    frQuestion: textRule(QUESTION_TEXT_MAX),
    prefix: prefixRule,
    arPrefix: prefixRule,
    frPrefix: prefixRule,
    answerType: z.enum(ANSWER_TYPES, { error: 'answerTypeInvalid' }),
    questionType: z.enum(QUESTION_TYPES, { error: 'questionTypeInvalid' }),
    isRequired: z.boolean({ error: 'invalidInput' }).default(false),
    categoryId: selectedId('categoryRequired').nullable().optional(),
    subCategoryId: selectedId('subCategoryRequired').nullable().optional(),
    sortOrder: z
      .number({ error: 'invalidInput' })
      .int({ error: 'invalidInput' })
      .min(0, { error: 'invalidInput' })
      .max(10_000, { error: 'invalidInput' })
      .default(0),
    options: z.array(questionOptionInputSchema, { error: 'invalidInput' }).max(30, { error: 'questionOptionsMax' }).default([]),
  })
  .superRefine((q, ctx) => {
    if (q.questionType === 'category' && !q.categoryId) ctx.addIssue({ code: 'custom', message: 'categoryRequired', path: ['categoryId'] });
    if (q.questionType === 'general' && (q.categoryId || q.subCategoryId))
      ctx.addIssue({ code: 'custom', message: 'questionGeneralNoCategory', path: ['categoryId'] });
    if (q.answerType === 'T' && q.options.length > 0)
      ctx.addIssue({ code: 'custom', message: 'questionOptionsNotAllowed', path: ['options'] });
    if (q.answerType !== 'T' && q.options.length < 2)
      ctx.addIssue({ code: 'custom', message: 'questionOptionsRequired', path: ['options'] });
  });
export type QuestionInput = z.infer<typeof questionInputSchema>;

export const operatorQuestionsQuerySchema = z.object({
  categoryId: z.preprocess(emptyToUndefined, selectedId('categoryRequired').optional()),
  questionType: z.preprocess(emptyToUndefined, z.enum(QUESTION_TYPES, { error: 'questionTypeInvalid' }).optional()),
});
export const operatorQuestionsResponseSchema = z.array(questionSchema);

/** A row of GET /api/provider/requests: the provider's order, with the RFP's title, tasks and own reply when type R. */
export const providerRequestSchema = providerOrderSchema.extend({ rfp: providerRfpInfoSchema.nullable() });
export type ProviderRequest = z.infer<typeof providerRequestSchema>;

/** Message keys named through helpers (the catalogue test reads `error:` literals; these are passed as arguments). */
export const RFP_MESSAGE_KEYS = [
  'rfpStartDateRequired',
  'rfpEndDateRequired',
  'rfpEndDateValidity',
  'rfpStartDatePast',
  'questionRequired',
  'answerInvalid',
  'guaranteeExpiryMin',
  'guaranteeExpiryRequired',
] as const;
