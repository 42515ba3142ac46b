import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { customerCanCancel } from '@portal/contract/order-state-machine';
import { LIMITS } from '@portal/contract/limits';
import type { OrderStatus, OrderType } from '@portal/contract/codes';
import { EVENTS_CHANNEL, type PgEvents } from './pg-events.ts';

type Executor = Pick<Db, 'execute'>;

/**
 * Besides its own row, an order's view shows things that change without touching it (the provider's name,
 * photo and rating, category names, the cancellation fee setting): a remembered ETag is trusted this long
 * at most, so those reach a polling page within five minutes.
 */
const TRUST_MS = 5 * 60_000;
const MAX_ORDERS = 100_000;

type Entry = { etag: string; customerId: number; until: number };

/** The ETag of an order's view: a digest of exactly what the customer is sent, so it changes when that does. */
export const orderViewEtag = (body: unknown) =>
  `W/"o${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 22)}"`;

/**
 * ETags of the customers' order views, the 10 s tracking poll's (spec §7.3): remembered per order and
 * language after a view is built, so the next poll with that If-None-Match is answered 304 with no query.
 * Every write that changes what a customer sees of an order calls `changed` in its transaction (through
 * modules/order-core: applyTransition or touchOrder): the entry goes here at once and, through NOTIFY `o:<orderId>`
 * at commit, in every other instance. Entries are trusted only while the listener is live (a dropped connection
 * may have lost messages), never past the moment the cancellation fee starts to apply (the view shows it), and at
 * most TRUST_MS.
 */
export function orderEtagStore(events: PgEvents) {
  const byOrder = new Map<number, Map<string, Entry>>();
  /** Bumped by every invalidation: a view built across one may show the old state and is not remembered. */
  let epoch = 0;

  function forget(orderId: number) {
    epoch++;
    byOrder.delete(orderId);
  }
  events.on('o', (rest) => {
    if (rest === '*') {
      epoch++;
      byOrder.clear();
      return;
    }
    const id = Number(rest);
    if (Number.isInteger(id)) forget(id);
  });
  events.onReset(() => {
    epoch++;
    byOrder.clear();
  });

  const key = (type: OrderType, lang: string) => `${type}.${lang}`;

  return {
    /** Taken before building a view; pass it to `remember`. */
    epoch: () => epoch,

    /** The remembered ETag of the customer's own order, or undefined (unknown, stale, or not theirs). */
    cached(customerId: number, type: OrderType, orderId: number, lang: string): string | undefined {
      if (!events.live) return undefined;
      const entry = byOrder.get(orderId)?.get(key(type, lang));
      if (!entry || entry.customerId !== customerId) return undefined;
      if (entry.until <= Date.now()) {
        byOrder.get(orderId)?.delete(key(type, lang));
        return undefined;
      }
      return entry.etag;
    },

    remember(
      startedAt: number,
      view: { id: number; type: OrderType; status: OrderStatus; statusChangedAt: string },
      customerId: number,
      lang: string,
      etag: string,
    ) {
      if (!events.live || startedAt !== epoch) return;
      const now = Date.now();
      let until = now + TRUST_MS;
      // The view's cancelFeeApplies turns true 300 s after the last status change, with no write to tell us.
      const feeFrom = Date.parse(view.statusChangedAt) + LIMITS.cancelFeeWindowSeconds * 1000 + 1;
      if (customerCanCancel(view.type, view.status) && feeFrom > now) until = Math.min(until, feeFrom);
      if (!byOrder.has(view.id) && byOrder.size >= MAX_ORDERS) byOrder.clear();
      let langs = byOrder.get(view.id);
      if (!langs) byOrder.set(view.id, (langs = new Map()));
      langs.set(key(view.type, lang), { etag, customerId, until });
    },

    /**
     * An order's customer view changes in the caller's transaction: forgotten here now, and in every instance
     * (this one again) when the NOTIFY is delivered at commit.
     */
    async changed(tx: Executor, orderId: number): Promise<void> {
      forget(orderId);
      await tx.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${`o:${orderId}`})`);
    },

    /**
     * Something every order view may show changed (an operator renamed a category or sub-category): every
     * remembered ETag goes, here now and in every instance at commit, so polling pages see the new name at once.
     */
    async changedAll(tx: Executor): Promise<void> {
      epoch++;
      byOrder.clear();
      await tx.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, 'o:*')`);
    },

    /** How many orders have remembered ETags (tests, diagnostics). */
    size: () => byOrder.size,
  };
}
export type OrderEtagStore = ReturnType<typeof orderEtagStore>;
