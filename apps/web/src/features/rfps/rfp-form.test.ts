import { describe, expect, it } from 'vitest';
import type { Question } from '@portal/contract/rfps';
import { emptyNewAddress } from '../../components/branch-chooser/new-address.ts';
import { answerKey, rfpFormDefaults, rfpFormProblems, taskAnswers, type RfpFormValues, type TaskValues } from './rfp-form.ts';

const NOW = new Date('2030-05-04T06:00:00Z');
const q = (id: number, answerType: Question['answerType'], isRequired: boolean, optionIds: number[] = []): Question => ({
  id,
  question: `Q${id}`,
  arQuestion: `س${id}`,
  frQuestion: `Q${id} fr`,
  prefix: '',
  answerType,
  questionType: id < 10 ? 'general' : 'category',
  isRequired,
  categoryId: id < 10 ? null : 3,
  subCategoryId: null,
  sortOrder: id,
  options: optionIds.map((o) => ({ id: o, questionId: id, value: `o${o}`, arValue: `خ${o}`, frValue: `o${o} fr` })),
});
const QUESTIONS = [q(1, 'T', true), q(2, 'SC', true, [21, 22]), q(11, 'MC', true, [31, 32, 33]), q(12, 'T', false)];

const task = (patch: Partial<TaskValues> = {}): TaskValues => ({
  key: 'k1',
  categoryId: 3,
  subCategoryId: 12,
  description: { html: '<p>Fix the AC</p>', text: 'Fix the AC' },
  answers: {},
  ...patch,
});
const answered = {
  [answerKey(1)]: { value: ' 3 rooms ', optionIds: [] },
  [answerKey(2)]: { value: '', optionIds: [22] },
  [answerKey(11)]: { value: '', optionIds: [31, 33] },
};
const values = (patch: Partial<RfpFormValues> = {}): RfpFormValues => ({
  ...rfpFormDefaults(),
  startDate: '2030-05-04',
  endDate: '2030-05-10',
  title: 'School AC',
  branchId: 'main',
  tasks: [task({ answers: answered })],
  ...patch,
});
const ctx = { questions: { k1: QUESTIONS, k2: QUESTIONS }, maxChars: 50, now: NOW };

describe('rfpFormProblems', () => {
  it('accepts a complete form', () => {
    expect(rfpFormProblems(values(), ctx)).toEqual({});
  });

  it('names every missing top field with the contract keys', () => {
    const p = rfpFormProblems(values({ startDate: null, endDate: null, title: '  ', branchId: '' }), ctx);
    expect(p).toMatchObject({
      startDate: 'rfpStartDateRequired',
      endDate: 'rfpEndDateRequired',
      title: 'rfpTitleRequired',
      branchId: 'branchRequired',
    });
  });

  it('checks a new address only when it is chosen', () => {
    expect(rfpFormProblems(values({ branchId: 'main', address: emptyNewAddress() }), ctx)).toEqual({});
    const p = rfpFormProblems(values({ branchId: 'new', address: emptyNewAddress() }), ctx);
    expect(
      Object.keys(p)
        .filter((k) => k.startsWith('address.'))
        .sort(),
    ).toEqual(['address.email', 'address.location', 'address.name', 'address.phoneNo']);
  });

  it('requires the required questions of each card, whatever the answer type (questionRequired)', () => {
    const p = rfpFormProblems(values({ tasks: [task(), task({ key: 'k2', answers: answered })] }), ctx);
    expect(p).toEqual({
      'tasks.0.answers.q1': 'questionRequired',
      'tasks.0.answers.q2': 'questionRequired',
      'tasks.0.answers.q11': 'questionRequired',
    });
  });

  it('takes blank text and an emptied choice as unanswered', () => {
    const p = rfpFormProblems(
      values({
        tasks: [
          task({
            answers: { ...answered, [answerKey(1)]: { value: '   ', optionIds: [] }, [answerKey(11)]: { value: '', optionIds: [] } },
          }),
        ],
      }),
      ctx,
    );
    expect(p).toEqual({ 'tasks.0.answers.q1': 'questionRequired', 'tasks.0.answers.q11': 'questionRequired' });
  });

  it('needs a category, then a sub-category, and a description within the limit', () => {
    const long = 'x'.repeat(51);
    const p = rfpFormProblems(
      values({
        tasks: [
          task({ categoryId: null, subCategoryId: null, answers: answered }),
          task({ key: 'k2', subCategoryId: null, description: { html: '', text: ' ' }, answers: answered }),
          task({ key: 'k2', description: { html: `<p>${long}</p>`, text: long }, answers: answered }),
        ],
      }),
      ctx,
    );
    expect(p).toEqual({
      'tasks.0.categoryId': 'categoryRequired',
      'tasks.1.subCategoryId': 'subCategoryRequired',
      'tasks.1.description': 'descriptionRequired',
      'tasks.2.description': 'descriptionMaxLength',
    });
  });
});

describe('taskAnswers', () => {
  it('sends text for T and option ids for SC and MC, leaving out empty optional answers', () => {
    const t = task({ answers: { ...answered, [answerKey(12)]: { value: ' ', optionIds: [] } } });
    expect(taskAnswers(t, QUESTIONS)).toEqual([
      { questionId: 1, value: '3 rooms' },
      { questionId: 2, optionIds: [22] },
      { questionId: 11, optionIds: [31, 33] },
    ]);
  });

  it('ignores answers kept for questions no longer shown (the sub-category changed)', () => {
    expect(taskAnswers(task({ answers: { [answerKey(99)]: { value: 'old', optionIds: [] } } }), QUESTIONS)).toEqual([]);
  });
});
