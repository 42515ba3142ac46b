import { beforeEach, describe, expect, it } from 'vitest';
import { applyDocumentLanguage, initialLanguage, languageFromSegment, storeLanguage } from './language.ts';

// Spec §1: default en, fallback ar; a first visit with no stored language other than English switches to Arabic.
describe('initialLanguage', () => {
  beforeEach(() => localStorage.clear());

  it('switches a first visit with nothing stored to Arabic and remembers it', () => {
    expect(initialLanguage()).toBe('ar');
    expect(localStorage.getItem('lang')).toBe('ar');
    expect(localStorage.getItem('langInitialised')).toBe('1');
  });

  it('switches a first visit with English stored to Arabic', () => {
    localStorage.setItem('lang', 'en');
    expect(initialLanguage()).toBe('ar');
  });

  it('keeps French stored before the first visit', () => {
    localStorage.setItem('lang', 'fr');
    expect(initialLanguage()).toBe('fr');
    expect(localStorage.getItem('lang')).toBe('fr');
  });

  it('keeps English once the first visit is behind', () => {
    localStorage.setItem('langInitialised', '1');
    localStorage.setItem('lang', 'en');
    expect(initialLanguage()).toBe('en');
  });

  it('keeps a language chosen by the user on later visits', () => {
    initialLanguage(); // first visit: ar
    storeLanguage('en');
    expect(initialLanguage()).toBe('en');
    storeLanguage('fr');
    expect(initialLanguage()).toBe('fr');
  });

  it('falls back to English for an unknown stored value after the first visit', () => {
    localStorage.setItem('langInitialised', '1');
    localStorage.setItem('lang', 'de');
    expect(initialLanguage()).toBe('en');
  });
});

describe('applyDocumentLanguage', () => {
  it('sets right-to-left for Arabic only', () => {
    applyDocumentLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    applyDocumentLanguage('fr');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('languageFromSegment', () => {
  it('reads /landing/{english|arabic|french}', () => {
    expect(languageFromSegment('arabic')).toBe('ar');
    expect(languageFromSegment('french')).toBe('fr');
    expect(languageFromSegment('english')).toBe('en');
    expect(languageFromSegment('42')).toBeNull();
  });
});
