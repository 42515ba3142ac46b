import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import { canTransition } from './order-state-machine.ts';
import {
  RFP_MESSAGE_KEYS,
  answerProblems,
  guaranteeProblem,
  isPriceRangeValid,
  providerRfpReplySchema,
  questionInputSchema,
  rfpApproveSchema,
  rfpCreateSchema,
  rfpDateProblems,
  rfpListQuerySchema,
  rfpReplyQuerySchema,
} from './rfps.ts';

const errorsOf = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const task = { categoryId: 1, subCategoryId: 2, description: ' Paint two rooms ', formattedDescription: '<p>Paint</p>' };
const valid = { startDate: 1_800_000_000, endDate: 1_800_086_399, title: ' School repaint ', isGuarantee: true, branchId: 'main', tasks: [task] };

describe('RFP create body', () => {
  it('parses a valid body: trims texts, defaults attachments and answers, no address for main', () => {
    expect(rfpCreateSchema.parse(valid)).toEqual({
      startDate: 1_800_000_000,
      endDate: 1_800_086_399,
      title: 'School repaint',
      isGuarantee: true,
      branchId: 'main',
      tasks: [{ categoryId: 1, subCategoryId: 2, description: 'Paint two rooms', formattedDescription: '<p>Paint</p>', attachments: [], answers: [], isGuarantee: true }],
      address: null,
      fromFields: false,
    });
    expect(rfpCreateSchema.parse({ ...valid, branchId: 7, isGuarantee: 'false' })).toMatchObject({ branchId: 7, isGuarantee: false });
  });

  it('a guarantee per card (spec §2.9): the RFP requires one when any card does; cards without a flag take the RFP one', () => {
    const { isGuarantee: _, ...noRfpFlag } = valid;
    const perCard = rfpCreateSchema.parse({ ...noRfpFlag, tasks: [{ ...task, isGuarantee: false }, { ...task, isGuarantee: 'true' }] });
    expect(perCard.isGuarantee).toBe(true);
    expect(perCard.tasks.map((t) => t.isGuarantee)).toEqual([false, true]);
    // The RFP-level value a client sends does not override its cards: the server computes it.
    expect(rfpCreateSchema.parse({ ...valid, isGuarantee: true, tasks: [{ ...task, isGuarantee: false }] }).isGuarantee).toBe(false);
    const mixed = rfpCreateSchema.parse({ ...valid, isGuarantee: false, tasks: [task, { ...task, isGuarantee: true }] });
    expect([mixed.isGuarantee, ...mixed.tasks.map((t) => t.isGuarantee)]).toEqual([true, false, true]);
    // Neither the RFP nor every card says: the RFP flag is required, as before.
    expect(errorsOf(rfpCreateSchema.safeParse({ ...noRfpFlag, tasks: [{ ...task, isGuarantee: true }, task] }))).toEqual({ isGuarantee: 'rfpGuaranteeRequired' });
    expect(errorsOf(rfpCreateSchema.safeParse({ ...valid, tasks: [{ ...task, isGuarantee: 'maybe' }] }))).toEqual({ 'tasks.0.isGuarantee': 'rfpGuaranteeRequired' });
  });

  it('reports every problem at once with field paths, the new address included', () => {
    const r = rfpCreateSchema.safeParse({
      startDate: '',
      title: '  ',
      branchId: 'new',
      tasks: [task, { categoryId: 0, subCategoryId: 3, description: ' ', answers: [{ questionId: 4, value: 'x'.repeat(1001) }] }],
      email: 'nope',
    });
    expect(r.success).toBe(false);
    expect(errorsOf(r)).toMatchObject({
      startDate: 'rfpStartDateRequired',
      endDate: 'rfpEndDateRequired',
      title: 'rfpTitleRequired',
      isGuarantee: 'rfpGuaranteeRequired',
      'tasks.1.categoryId': 'categoryRequired',
      'tasks.1.description': 'descriptionRequired',
      'tasks.1.answers.0.value': 'answerTooLong',
      branchName: 'branchNameRequired',
      email: 'invalidEmail',
      phoneNo: 'phoneRequired',
    });
  });

  it('the end date must be after the start date; tasks are required and bounded', () => {
    expect(errorsOf(rfpCreateSchema.safeParse({ ...valid, endDate: valid.startDate }))).toEqual({ endDate: 'rfpEndDateValidity' });
    expect(errorsOf(rfpCreateSchema.safeParse({ ...valid, tasks: [] }))).toEqual({ tasks: 'rfpTasksRequired' });
    expect(errorsOf(rfpCreateSchema.safeParse({ ...valid, tasks: Array(11).fill(task) }))).toEqual({ tasks: 'rfpTasksMax' });
    expect(errorsOf(rfpCreateSchema.safeParse({ ...valid, title: 'x'.repeat(101) }))).toEqual({ title: 'rfpTitleMax' });
    expect(errorsOf(rfpCreateSchema.safeParse({ ...valid, branchId: '' }))).toEqual({ branchId: 'branchRequired' });
  });

  it('date rules with a clock: start not before the past day, end after start, in the future, within a year', () => {
    const now = 1_800_000_000;
    expect(rfpDateProblems(now, now + 3600, now)).toEqual({});
    expect(rfpDateProblems(now - 3600, now + 3600, now)).toEqual({});
    expect(rfpDateProblems(now - 2 * 86_400, now + 3600, now)).toEqual({ startDate: 'rfpStartDatePast' });
    expect(rfpDateProblems(now - 3600, now - 60, now)).toEqual({ endDate: 'rfpEndDateValidity' });
    expect(rfpDateProblems(now, now + 400 * 86_400, now)).toEqual({ endDate: 'rfpEndDateValidity' });
  });
});

describe('answers to questions', () => {
  const questions = [
    { id: 1, answerType: 'T' as const, isRequired: true, options: [] },
    { id: 2, answerType: 'SC' as const, isRequired: true, options: [{ id: 10 }, { id: 11 }] },
    { id: 3, answerType: 'MC' as const, isRequired: false, options: [{ id: 20 }, { id: 21 }, { id: 22 }] },
  ];

  it('accepts answers that fit their questions', () => {
    expect(answerProblems(questions, [{ questionId: 1, value: 'Two floors' }, { questionId: 2, optionIds: [11] }, { questionId: 3, optionIds: [20, 22] }])).toEqual({});
    expect(answerProblems(questions, [{ questionId: 1, value: 'x' }, { questionId: 2, optionIds: [10] }])).toEqual({});
  });

  it('required questions must be answered, by their question id', () => {
    expect(answerProblems(questions, [])).toEqual({ 1: 'questionRequired', 2: 'questionRequired' });
    expect(answerProblems(questions, [{ questionId: 1, value: '  ' }, { questionId: 2, optionIds: [] }])).toEqual({ 1: 'questionRequired', 2: 'questionRequired' });
    expect(answerProblems(questions, [], false)).toEqual({});
  });

  it('answers must belong to the offered questions and options, and fit the type', () => {
    const ok = [{ questionId: 1, value: 'x' }, { questionId: 2, optionIds: [10] }];
    expect(answerProblems(questions, [...ok, { questionId: 99, value: 'x' }])).toEqual({ 99: 'answerInvalid' });
    expect(answerProblems(questions, [{ questionId: 1, value: 'x' }, { questionId: 2, optionIds: [20] }])).toEqual({ 2: 'answerInvalid' });
    expect(answerProblems(questions, [{ questionId: 1, value: 'x' }, { questionId: 2, optionIds: [10, 11] }])).toEqual({ 2: 'answerInvalid' });
    expect(answerProblems(questions, [{ questionId: 1, optionIds: [10] }, { questionId: 2, optionIds: [10] }])).toEqual({ 1: 'answerInvalid' });
    expect(answerProblems(questions, [...ok, { questionId: 3, optionIds: [20, 20] }])).toEqual({ 3: 'answerInvalid' });
    expect(answerProblems(questions, [...ok, { questionId: 1, value: 'again' }])).toEqual({ 1: 'answerInvalid' });
  });
});

describe('reply filters and actions', () => {
  it('priceStart above priceEnd is priceValid on priceEnd; empty filters are absent', () => {
    expect(errorsOf(rfpReplyQuerySchema.safeParse({ rfpId: '5', priceStart: '50', priceEnd: '10' }))).toEqual({ priceEnd: 'priceValid' });
    expect(rfpReplyQuerySchema.parse({ rfpId: '5', name: '', guarantee: '', rating: '', priceSort: '', priceStart: '', priceEnd: '', userType: '' })).toEqual({ rfpId: 5 });
    expect(rfpReplyQuerySchema.parse({ rfpId: '5', guarantee: 'true', rating: '4', priceSort: 'ASC', priceStart: '0', priceEnd: '10', userType: 'C' })).toMatchObject({
      guarantee: 'true',
      rating: 4,
      priceStart: 0,
      priceEnd: 10,
    });
    expect(errorsOf(rfpReplyQuerySchema.safeParse({}))).toEqual({ rfpId: 'rfpIdRequired' });
    expect(errorsOf(rfpReplyQuerySchema.safeParse({ rfpId: '1', userType: 'X' }))).toEqual({ userType: 'invalidInput' });
    expect(isPriceRangeValid(5, 4)).toBe(false);
    expect(isPriceRangeValid(undefined, 4)).toBe(true);
  });

  it('list filters: dates in order, status codes only', () => {
    expect(rfpListQuerySchema.parse({ forActive: 'false', status: 'CLSE' })).toMatchObject({ forActive: 'false', status: 'CLSE', dateSort: 'DESC' });
    expect(errorsOf(rfpListQuerySchema.safeParse({ dateStart: '20', dateEnd: '10' }))).toEqual({ dateEnd: 'dateRangeInvalid' });
    expect(errorsOf(rfpListQuerySchema.safeParse({ status: 'NOPE' }))).toEqual({ status: 'invalidInput' });
  });

  it('approve needs isApproved true and both ids', () => {
    expect(rfpApproveSchema.parse({ rfpId: 3, replyId: '4', isApproved: true })).toEqual({ rfpId: 3, replyId: 4, isApproved: true });
    expect(errorsOf(rfpApproveSchema.safeParse({ rfpId: 3, isApproved: false }))).toEqual({ replyId: 'replyIdRequired', isApproved: 'approveRequired' });
  });

  it('the customer approves an RFP reply: REQD -> ACPT by the customer only; a closing is the system', () => {
    expect(canTransition('R', 'REQD', 'ACPT', 'customer')).toBe(true);
    expect(canTransition('R', 'REQD', 'ACPT', 'provider')).toBe(false);
    expect(canTransition('R', 'REQD', 'CLSE', 'system')).toBe(true);
  });
});

describe('provider reply', () => {
  it('price and payment terms are required; guarantee until at least 7 days ahead', () => {
    expect(errorsOf(providerRfpReplySchema.safeParse({ isGuarantee: true }))).toEqual({ price: 'rfpPriceRequired', paymentTerms: 'paymentTermsRequired' });
    expect(providerRfpReplySchema.parse({ price: 120.5, paymentTerms: ' Cash ', isGuarantee: false })).toMatchObject({ price: 120.5, spareParts: '', sparePartFees: 0, paymentTerms: 'Cash', answers: [], attachments: [] });
    expect(errorsOf(providerRfpReplySchema.safeParse({ price: -1, paymentTerms: 'x', isGuarantee: false }))).toEqual({ price: 'estimateAmountInvalid' });
    const now = 1_800_000_000;
    expect(guaranteeProblem(false, undefined, now)).toBeNull();
    expect(guaranteeProblem(true, undefined, now)).toBe('guaranteeExpiryRequired');
    expect(guaranteeProblem(true, now + 6 * 86_400, now)).toBe('guaranteeExpiryMin');
    expect(guaranteeProblem(true, now + 7 * 86_400, now)).toBeNull();
  });
});

describe('operator question input', () => {
  const base = { question: 'Area?', arQuestion: 'المساحة؟', frQuestion: 'Surface ?', answerType: 'T', questionType: 'general' };
  it('choices need two options, text none; category questions need a category, general ones none', () => {
    expect(questionInputSchema.parse(base)).toMatchObject({ prefix: '', arPrefix: '', frPrefix: '', isRequired: false, options: [], sortOrder: 0 });
    expect(errorsOf(questionInputSchema.safeParse({ ...base, answerType: 'SC', options: [{ value: 'a', arValue: 'أ', frValue: 'a' }] }))).toEqual({ options: 'questionOptionsRequired' });
    expect(errorsOf(questionInputSchema.safeParse({ ...base, options: [{ value: 'a', arValue: 'أ', frValue: 'a' }] }))).toEqual({ options: 'questionOptionsNotAllowed' });
    expect(errorsOf(questionInputSchema.safeParse({ ...base, questionType: 'category' }))).toEqual({ categoryId: 'categoryRequired' });
    expect(errorsOf(questionInputSchema.safeParse({ ...base, categoryId: 2 }))).toEqual({ categoryId: 'questionGeneralNoCategory' });
    expect(errorsOf(questionInputSchema.safeParse({ ...base, arQuestion: ' ', answerType: 'X' }))).toEqual({ arQuestion: 'textRequired', answerType: 'answerTypeInvalid' });
  });
});

describe('RFP message keys', () => {
  it('exist in the three catalogues', () => {
    for (const key of RFP_MESSAGE_KEYS) {
      for (const cat of [en, ar, fr]) expect(typeof (cat.validation as Record<string, string>)[key], key).toBe('string');
    }
  });
});

describe('RFP dates with other errors', () => {
  it('the end-date rule is reported even when another field fails', () => {
    expect(errorsOf(rfpCreateSchema.safeParse({ ...valid, title: '', endDate: valid.startDate - 1 }))).toEqual({ title: 'rfpTitleRequired', endDate: 'rfpEndDateValidity' });
  });
});

describe('RFP create body in the spec wire format (issue 15)', () => {
  const flat = {
    branchName: 'North campus',
    latitude: 31.95,
    longitude: 35.91,
    country: 'Jordan',
    city: 'Amman',
    area: 'Abdali',
    isSave: true,
    name: 'Rana Saleh',
    email: 'rana@example.jo',
    countryCode: '+962',
    phoneNo: '795551234',
  };
  it('the flat branch fields of §3 without branchId are a new address to match against the saved ones', () => {
    const { branchId: _, ...noBranchId } = valid;
    const parsed = rfpCreateSchema.parse({ ...noBranchId, ...flat });
    expect(parsed).toMatchObject({ branchId: 'new', fromFields: true, address: { branchName: 'North campus', isSave: true, saveAs: 'North campus' } });
  });
  it('attachments as the spec writes them (objects with an id) count by their id', () => {
    const parsed = rfpCreateSchema.parse({ ...valid, tasks: [{ ...task, attachments: [{ id: 4, fileName: 'plan.pdf' }, 5] }] });
    expect(parsed.tasks[0]!.attachments).toEqual([4, 5]);
  });
  it('neither branchId nor the flat fields: branchRequired', () => {
    const { branchId: _, ...noBranchId } = valid;
    expect(errorsOf(rfpCreateSchema.safeParse(noBranchId))).toEqual({ branchId: 'branchRequired' });
  });
});
