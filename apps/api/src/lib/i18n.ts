import { isLang, type Lang } from '@portal/contract/lang';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import contractEn from '@portal/contract/locales/en.json' with { type: 'json' };
import contractFr from '@portal/contract/locales/fr.json' with { type: 'json' };
import ar from '../locales/ar.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };

type Catalogue = Record<string, string>;
const catalogues: Record<Lang, Catalogue> = {
  en: { ...contractEn.validation, ...en },
  ar: { ...contractAr.validation, ...ar },
  fr: { ...contractFr.validation, ...fr },
};

/** Server messages in the caller's language; an unknown key is returned as is (never a crash). */
export function t(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const text = catalogues[lang][key] ?? catalogues.en[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function langFrom(header: unknown): Lang {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string') return 'en';
  const code = value.trim().slice(0, 2).toLowerCase();
  return isLang(code) ? code : 'en';
}

const pluralRules = new Map<Lang, Intl.PluralRules>();

/**
 * The key of a message about a count in the language's plural form: `<key>_<category>` (Intl's
 * categories; Arabic has one, two, few, many and other), else `<key>_other`. AppError carries a key and
 * params and the envelope translates them, so the form is chosen where the caller's language is known.
 */
export function countKey(lang: Lang, key: string, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  const exact = `${key}_${rules.select(count)}`;
  return catalogues[lang][exact] ? exact : `${key}_other`;
}
