import dayjs from 'dayjs';
import { endOfAmmanDayUnix, MARKET_TIMEZONE, startOfAmmanDayUnix, todayInAmman } from '@portal/web-kit/amman-time';

/** RFP dates are days in Jordan, whatever the browser's own timezone (lib/amman-time.ts). */
export const RFP_TIMEZONE = MARKET_TIMEZONE;

/** Unix seconds of the start of the start day (00:00:00 in Amman). */
export const startOfDayUnix = startOfAmmanDayUnix;

/** Spec §2.9: the end date is taken as the end of its day (23:59:59 in Amman). */
export const endOfDayUnix = endOfAmmanDayUnix;

/** Today in Amman as 'YYYY-MM-DD': the earliest start a customer may pick. */
export { todayInAmman };

export type DateProblems = Partial<Record<'startDate' | 'endDate', string>>;

/**
 * Spec §5 RFP start and end date: both required; the start not before today; the end after the start,
 * with the end taken as the end of its day (so one day, start to end, is allowed). Message keys of the contract.
 */
export function rfpDateProblems(start: string | null, end: string | null, now: Date = new Date()): DateProblems {
  const out: DateProblems = {};
  const startOk = Boolean(start && dayjs(start).isValid());
  const endOk = Boolean(end && dayjs(end).isValid());
  if (!startOk) out.startDate = 'rfpStartDateRequired';
  else if (dayjs(start!).format('YYYY-MM-DD') < todayInAmman(now)) out.startDate = 'rfpStartDatePast';
  if (!endOk) out.endDate = 'rfpEndDateRequired';
  else if (startOk && endOfDayUnix(end!) <= startOfDayUnix(start!)) out.endDate = 'rfpEndDateValidity';
  else if (endOfDayUnix(end!) <= Math.floor(now.getTime() / 1000)) out.endDate = 'rfpEndDateValidity';
  return out;
}
