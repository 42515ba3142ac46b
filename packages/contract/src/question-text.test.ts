import { describe, expect, it } from 'vitest';
import type { AnswerView, Question } from './rfps.ts';
import { answerText, prefixText, questionText } from './question-text.ts';

const budget: Pick<Question, 'question' | 'arQuestion' | 'frQuestion' | 'prefix' | 'arPrefix' | 'frPrefix'> = {
  question: 'What is your budget?',
  arQuestion: 'ما ميزانيتك؟',
  frQuestion: 'Quel est votre budget ?',
  prefix: 'JOD',
  arPrefix: 'دينار',
  frPrefix: 'dinars',
};

describe('question texts in the page language', () => {
  it('the prefix of the page language: Arabic and French pages never read the English unit', () => {
    expect(prefixText(budget, 'ar')).toBe('دينار');
    expect(prefixText(budget, 'fr')).toBe('dinars');
    expect(prefixText(budget, 'en')).toBe('JOD');
  });

  it('falls back to the English prefix only when the page one is empty', () => {
    const onlyEn = { ...budget, arPrefix: '', frPrefix: '  ' };
    expect(prefixText(onlyEn, 'ar')).toBe('JOD');
    expect(prefixText(onlyEn, 'fr')).toBe('JOD');
    expect(prefixText({ ...budget, prefix: '', arPrefix: '', frPrefix: '' }, 'ar')).toBe('');
    // An Arabic prefix without an English one still shows on the Arabic page, not on the others.
    const arOnly = { ...budget, prefix: '', arPrefix: 'م²', frPrefix: '' };
    expect([prefixText(arOnly, 'ar'), prefixText(arOnly, 'fr'), prefixText(arOnly, 'en')]).toEqual(['م²', '', '']);
  });

  it('question and stored answer in Arabic and French', () => {
    expect(questionText(budget, 'ar')).toBe('ما ميزانيتك؟');
    expect(questionText(budget, 'fr')).toBe('Quel est votre budget ?');
    const chosen: AnswerView = {
      ...budget,
      questionId: 4,
      answerType: 'MC',
      questionType: 'category',
      isRequired: false,
      value: 'Pipes, Taps',
      arValue: 'أنابيب، حنفيات',
      frValue: 'Tuyaux, Robinets',
      options: [
        { id: 1, questionId: 4, value: 'Pipes', arValue: 'أنابيب', frValue: 'Tuyaux' },
        { id: 2, questionId: 4, value: 'Taps', arValue: 'حنفيات', frValue: 'Robinets' },
      ],
    };
    expect(answerText(chosen, 'ar')).toBe('أنابيب، حنفيات');
    expect(answerText(chosen, 'fr')).toBe('Tuyaux, Robinets');
  });
});
