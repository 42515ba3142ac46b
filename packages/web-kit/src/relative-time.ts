import relativeTime from 'dayjs/plugin/relativeTime';
import type { Lang } from '@portal/contract/lang';
import { DATE_TIME_FORMAT, dayjs } from './dayjs-locales.ts';
import { inAmman } from './amman-time.ts';

dayjs.extend(relativeTime);

/**
 * dayjs's Arabic says "منذ 2 دقائق" and "منذ 15 دقائق": Arabic counts in five forms (one, two, 3-10,
 * 11-99, 100+), so each unit is given them all and the plural rule of the language picks one.
 */
type Forms = { one: string; two: string; few: string; many: string; other: string };
const arabicPlural = new Intl.PluralRules('ar');
const counted = (forms: Forms) => (n: number) => {
  const rule = arabicPlural.select(n);
  // Intl gives 'zero' for 0, which a relative time never shows; 'other' covers it.
  const form = rule === 'zero' ? forms.other : forms[rule as keyof Forms];
  return form.replace('%d', String(n));
};

// dayjs calls a function in place of a format string with the number; its types only know strings.
const arabic = dayjs.Ls.ar as unknown as { relativeTime: Record<string, string | ((n: number) => string)> };
arabic.relativeTime = {
  future: 'بعد %s',
  past: 'منذ %s',
  s: 'لحظات',
  m: 'دقيقة',
  mm: counted({ one: 'دقيقة', two: 'دقيقتين', few: '%d دقائق', many: '%d دقيقة', other: '%d دقيقة' }),
  h: 'ساعة',
  hh: counted({ one: 'ساعة', two: 'ساعتين', few: '%d ساعات', many: '%d ساعة', other: '%d ساعة' }),
  d: 'يوم',
  dd: counted({ one: 'يوم', two: 'يومين', few: '%d أيام', many: '%d يومًا', other: '%d يوم' }),
  M: 'شهر',
  MM: counted({ one: 'شهر', two: 'شهرين', few: '%d أشهر', many: '%d شهرًا', other: '%d شهر' }),
  y: 'عام',
  yy: counted({ one: 'عام', two: 'عامين', few: '%d أعوام', many: '%d عامًا', other: '%d عام' }),
};

/** "5 minutes ago" in the page's language, for an epoch-seconds time (notifications, spec §9). */
export function timeAgo(epochSeconds: number, lang: Lang, now: number = Date.now()): string {
  return dayjs.unix(epochSeconds).locale(lang).from(dayjs(now).locale(lang));
}

/** The full date and time, for a tooltip (spec §9: DD-MM-YYYY h:mm A; HH:mm in French). */
export function dateTime(epochSeconds: number, lang: Lang): string {
  return inAmman(epochSeconds).locale(lang).format(DATE_TIME_FORMAT[lang]);
}
