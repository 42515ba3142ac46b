export const LANGS = ['en', 'ar', 'fr'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';
/** Spec §1: the fallback language is Arabic. */
export const FALLBACK_LANG: Lang = 'ar';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export function dirOf(lang: Lang): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

/** Picks the text of a trilingual record for a language (en fallback when a translation is empty). */
export function pickLang(texts: { en: string; ar: string; fr: string }, lang: Lang): string {
  return texts[lang] || texts.en;
}
