import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@portal/contract/lang';

const pages = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');
const validation = import.meta.glob<{ default: { validation: Record<string, string> } }>('../../../../packages/contract/src/locales/*.json');

/** Loads the one language in use (a change reloads the page) as namespaces named after the files. */
export async function initI18n(lang: Lang) {
  const resources: Record<string, Record<string, unknown>> = {};
  const loads = Object.entries(pages)
    .filter(([file]) => file.includes(`/locales/${lang}/`))
    .map(async ([file, load]) => {
      const ns = file.split('/').pop()!.replace(/\.json$/, '');
      resources[ns] = (await load()).default;
    });
  const validationFile = Object.entries(validation).find(([file]) => file.endsWith(`/${lang}.json`));
  if (validationFile) loads.push(validationFile[1]().then((m) => void (resources.validation = m.default.validation)));
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
