import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@portal/contract/lang';

/** An app's own texts: the import.meta.glob of its locales folder (locales/<lang>/<namespace>.json files). */
export type PageTexts = Record<string, () => Promise<{ default: Record<string, unknown> }>>;
/**
 * The packages' texts: one file per language with namespaces at its top, the contract's validation messages and
 * packages/ui's texts (common words and its parts'), merged into the portal's namespaces of the same names.
 */
const shared = import.meta.glob<{ default: Record<string, Record<string, unknown>> }>([
  '../../contract/src/locales/*.json',
  '../../ui/src/locales/*.json',
]);

/**
 * Loads the one language in use (a change reloads the page) as namespaces named after the files, with the
 * packages' texts added (a namespace's top-level keys are the app's or a package's, never both: ui-locales.test.ts).
 */
export async function initI18n(lang: Lang, pages: PageTexts) {
  const resources: Record<string, Record<string, unknown>> = {};
  const loads = Object.entries(pages)
    .filter(([file]) => file.includes(`/locales/${lang}/`))
    .map(async ([file, load]) => {
      const ns = file.split('/').pop()!.replace(/\.json$/, '');
      // Loaded first, merged after: spreading resources[ns] before the await would drop what a package's file
      // added to the same namespace meanwhile (the order page showed raw `status.UP` keys in one of two runs).
      const texts = (await load()).default;
      resources[ns] = { ...resources[ns], ...texts };
    });
  for (const [file, load] of Object.entries(shared))
    if (file.endsWith(`/${lang}.json`))
      loads.push(load().then((m) => Object.entries(m.default).forEach(([ns, texts]) => (resources[ns] = { ...resources[ns], ...texts }))));
  await Promise.all(loads);
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: resources },
    defaultNS: 'common',
    ns: Object.keys(resources),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

export const currentLang = () => (i18next.language as Lang) || 'en';
