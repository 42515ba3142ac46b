import { dirOf, isLang, type Lang } from '@portal/contract/lang';

const KEY = 'lang';
const FIRST_VISIT_DONE = 'langInitialised';

/**
 * Spec §1: default en, fallback ar; on a first visit with no stored language other than English the
 * portal switches to Arabic. After that the stored choice is kept.
 */
export function initialLanguage(storage: Storage = localStorage): Lang {
  const stored = storage.getItem(KEY);
  if (!storage.getItem(FIRST_VISIT_DONE)) {
    storage.setItem(FIRST_VISIT_DONE, '1');
    if (!stored || stored === 'en') {
      storage.setItem(KEY, 'ar');
      return 'ar';
    }
  }
  return isLang(stored) ? stored : 'en';
}

export function storeLanguage(lang: Lang, storage: Storage = localStorage) {
  storage.setItem(FIRST_VISIT_DONE, '1');
  storage.setItem(KEY, lang);
}

/** Choosing a language reloads the page (spec §1), so only one language's texts are ever loaded. */
export function changeLanguage(lang: Lang, to?: string) {
  storeLanguage(lang);
  if (to) window.location.assign(to);
  else window.location.reload();
}

export function applyDocumentLanguage(lang: Lang) {
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
}

/** Last path segment of /landing/{english|arabic|french}. */
export function languageFromSegment(segment: string | undefined): Lang | null {
  return ({ english: 'en', arabic: 'ar', french: 'fr' } as Record<string, Lang>)[segment ?? ''] ?? null;
}
