import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import type { Lang } from '@portal/contract/lang';

/**
 * dayjs's Arabic says ص (morning) up to 12:59, so a noon appointment read as midnight: its meridiem is
 * `hour > 12 ? 'م' : 'ص'`. Noon starts the afternoon, as in every other language.
 */
const arabic = dayjs.Ls.ar as unknown as { meridiem: (hour: number, minute: number, isLower: boolean) => string };
arabic.meridiem = (hour) => (hour < 12 ? 'ص' : 'م');

/**
 * Spec §9: DD-MM-YYYY h:mm A with the time; French readers expect the 24-hour clock (HH:mm, the spec's
 * other time form), as the appointment picker shows it in every language.
 */
export const DATE_TIME_FORMAT: Record<Lang, string> = {
  en: 'DD-MM-YYYY h:mm A',
  ar: 'DD-MM-YYYY h:mm A',
  fr: 'DD-MM-YYYY HH:mm',
};
export const DATE_FORMAT = 'DD-MM-YYYY';

export { dayjs };
