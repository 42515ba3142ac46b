import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The marketplace's clock: dates and times of orders, RFPs, reviews and filters are Amman's, whatever
 * the browser's own timezone (a customer abroad, a laptop left on UTC). Every date the portal shows or
 * sends goes through here.
 */
export const MARKET_TIMEZONE = 'Asia/Amman';

/** An instant (unix seconds, ISO text or a Date) as Amman's wall clock. */
export function inAmman(value: number | string | Date): Dayjs {
  return (typeof value === 'number' ? dayjs.unix(value) : dayjs(value)).tz(MARKET_TIMEZONE);
}

/** A wall-clock value picked in a calendar ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss' or a Date's fields) read as Amman's. */
export function pickedInAmman(value: string | Date): Dayjs {
  const wall = dayjs(value).format('YYYY-MM-DDTHH:mm:ss');
  return dayjs.tz(wall, MARKET_TIMEZONE);
}

/** Unix seconds of 00:00:00 in Amman of a picked day. */
export const startOfAmmanDayUnix = (day: string | Date) => dayjs.tz(dayjs(day).format('YYYY-MM-DD'), MARKET_TIMEZONE).startOf('day').unix();

/** Unix seconds of 23:59:59 in Amman of a picked day. */
export const endOfAmmanDayUnix = (day: string | Date) => dayjs.tz(dayjs(day).format('YYYY-MM-DD'), MARKET_TIMEZONE).endOf('day').unix();

/** Today in Amman as 'YYYY-MM-DD'. */
export const todayInAmman = (now: Date = new Date()) => dayjs(now).tz(MARKET_TIMEZONE).format('YYYY-MM-DD');
