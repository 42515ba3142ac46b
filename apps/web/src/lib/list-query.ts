import dayjs from 'dayjs';
import type { OrderStatus } from '@portal/contract/codes';
import { endOfAmmanDayUnix, startOfAmmanDayUnix } from '@portal/web-kit/amman-time';

/** What the filter modal of a list holds (spec §3 Filter). Dates are calendar days picked by the user. */
export type OrderFilter = {
  from: string | Date | null;
  to: string | Date | null;
  sort: 'ASC' | 'DESC' | null;
  status: OrderStatus | null;
};

export const EMPTY_FILTER: OrderFilter = { from: null, to: null, sort: null, status: null };

export type ListQuery = {
  forActive: boolean;
  dateStart?: number;
  dateEnd?: number;
  dateSort?: 'ASC' | 'DESC';
  status?: OrderStatus;
};

/**
 * The query of an order list call: the start of the first day and the end of the last day, in the
 * marketplace's timezone (Amman's days, lib/amman-time.ts), as unix seconds; empty values are left out rather than sent blank (spec §7.1).
 * A range picked backwards is put the right way round, so it never asks for an empty window.
 */
export function buildListQuery(forActive: boolean, f: OrderFilter): ListQuery {
  const q: ListQuery = { forActive };
  let from = f.from;
  let to = f.to;
  if (from && to && dayjs(from).isAfter(to, 'day')) [from, to] = [to, from];
  if (from) q.dateStart = startOfAmmanDayUnix(from);
  if (to) q.dateEnd = endOfAmmanDayUnix(to);
  if (f.sort) q.dateSort = f.sort;
  if (f.status) q.status = f.status;
  return q;
}

export const filterIsSet = (f: OrderFilter) => Boolean(f.from || f.to || f.sort || f.status);
