import type { Lang } from '@portal/contract/lang';

/**
 * An amount in Jordanian dinars with the language's label ('jd', 'د.أ'). Grouping and decimals follow
 * the language; digits stay Latin in every language, as prices are written across Jordan.
 */
export function formatJod(amount: number, lang: Lang, label: string): string {
  const n = new Intl.NumberFormat(`${lang}-u-nu-latn`, { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(amount);
  return `${n} ${label}`;
}

/** A count (reviews, tasks) with the language's grouping, in Latin digits. */
export function formatCount(n: number, lang: Lang): string {
  return new Intl.NumberFormat(`${lang}-u-nu-latn`).format(n);
}

/** A rating such as 4.5 with one decimal at most. */
export function formatRating(n: number, lang: Lang): string {
  return new Intl.NumberFormat(`${lang}-u-nu-latn`, { maximumFractionDigits: 1 }).format(n);
}
