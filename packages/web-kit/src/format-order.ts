import type { Lang } from '@portal/contract/lang';
import { DATE_FORMAT, DATE_TIME_FORMAT, dayjs } from './dayjs-locales.ts';
import { inAmman } from './amman-time.ts';

/**
 * Spec §9: dates as DD-MM-YYYY, with the time as DD-MM-YYYY h:mm A (HH:mm in French). Written in the
 * language (ص/م in Arabic, noon being م) but with Latin digits, as the rest of the portal writes numbers.
 * Always Amman's date and time.
 */
export function formatOrderDate(value: string | number | null | undefined, lang: Lang, withTime = true): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = typeof value === 'number' ? dayjs.unix(value) : dayjs(value);
  if (!parsed.isValid()) return '';
  return inAmman(parsed.toDate()).locale(lang).format(withTime ? DATE_TIME_FORMAT[lang] : DATE_FORMAT);
}

/** An amount in JOD with up to three decimals (fils), Latin digits in every language. */
export function formatAmount(amount: number, lang: Lang): string {
  return new Intl.NumberFormat(`${lang}-u-nu-latn`, { minimumFractionDigits: 0, maximumFractionDigits: 3 }).format(amount);
}
