import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerView } from '@portal/contract/rfps';
import { AnswerList } from './answer-list.tsx';

/** The customer's answers as the details page renders them: the unit beside a text answer is the page language's. */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const age: AnswerView = {
  questionId: 7,
  question: 'How old is the installation?',
  arQuestion: 'ما عمر التمديدات أو الأجهزة؟',
  frQuestion: "Quel est l'âge de l'installation ?",
  prefix: 'Years',
  arPrefix: 'سنوات',
  frPrefix: 'ans',
  answerType: 'T',
  questionType: 'category',
  isRequired: true,
  value: '12',
  arValue: '12',
  frValue: '12',
  options: [],
};

let root: Root | null = null;
let container: HTMLElement;

beforeAll(async () => {
  // Mantine asks for the colour scheme; jsdom has no matchMedia.
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false }, showSupportNotice: false });
});
afterEach(() => {
  if (root) act(() => root!.unmount());
  root = null;
  container?.remove();
});

async function render(lang: 'en' | 'ar' | 'fr', answers: AnswerView[]) {
  await act(() => i18next.changeLanguage(lang));
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <MantineProvider>
        <AnswerList title="answers" answers={answers} />
      </MantineProvider>,
    ),
  );
  return container.querySelector('[data-testid="answer-7"]')!.textContent;
}

describe('AnswerList prefix', () => {
  it('Arabic and French pages show their own unit, never the English one', async () => {
    expect(await render('ar', [age])).toBe('ما عمر التمديدات أو الأجهزة؟12 سنوات');
    act(() => root!.unmount());
    root = null;
    expect(await render('fr', [age])).toBe("Quel est l'âge de l'installation ?12 ans");
  });

  it('the English unit only when the page language has none', async () => {
    expect(await render('ar', [{ ...age, arPrefix: '' }])).toBe('ما عمر التمديدات أو الأجهزة؟12 Years');
  });
});
