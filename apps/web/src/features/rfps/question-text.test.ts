import { describe, expect, it } from 'vitest';
import type { AnswerView, Question } from '@portal/contract/rfps';
import { answerText, prefixText, questionText } from './question-text.ts';

const years: Pick<Question, 'question' | 'arQuestion' | 'frQuestion' | 'prefix' | 'arPrefix' | 'frPrefix'> = {
  question: 'How old is the installation?',
  arQuestion: 'ما عمر التمديدات أو الأجهزة؟',
  frQuestion: "Quel est l'âge de l'installation ?",
  prefix: 'Years',
  arPrefix: 'سنوات',
  frPrefix: 'ans',
};

describe('question texts in the page language', () => {
  it('the prefix of the page language: Arabic and French pages never read the English unit', () => {
    expect(prefixText(years, 'ar')).toBe('سنوات');
    expect(prefixText(years, 'fr')).toBe('ans');
    expect(prefixText(years, 'en')).toBe('Years');
  });

  it('falls back to the English prefix only when the page one is empty', () => {
    const onlyEn = { ...years, arPrefix: '', frPrefix: '  ' };
    expect(prefixText(onlyEn, 'ar')).toBe('Years');
    expect(prefixText(onlyEn, 'fr')).toBe('Years');
    expect(prefixText({ ...years, prefix: '', arPrefix: '', frPrefix: '' }, 'ar')).toBe('');
    // An Arabic prefix without an English one still shows on the Arabic page, not on the others.
    const arOnly = { ...years, prefix: '', arPrefix: 'م²', frPrefix: '' };
    expect([prefixText(arOnly, 'ar'), prefixText(arOnly, 'fr'), prefixText(arOnly, 'en')]).toEqual(['م²', '', '']);
  });

  it('question and stored answer in Arabic and French', () => {
    expect(questionText(years, 'ar')).toBe('ما عمر التمديدات أو الأجهزة؟');
    expect(questionText(years, 'fr')).toBe("Quel est l'âge de l'installation ?");
    const chosen: AnswerView = {
      ...years,
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
