import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderStatus, OrderType } from '@portal/contract/codes';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Lang } from '@portal/contract/lang';
import { agreedFees } from '@portal/contract/payments';
import type { ProviderCash, ProviderEstimate, ProviderOrder, ProviderRateCustomer } from '@portal/contract/provider';
import type { ProviderRfpReply, Question, RfpReply } from '@portal/contract/rfps';
import { demoEstimateFor } from './demo-estimates.ts';

/** The demo providers of docs/design.md (Fixed contracts) the bot plays. */
export const DEMO_PROVIDER_EMAILS = [
  'provider1@demo.jo',
  'provider2@demo.jo',
  'provider3@demo.jo',
  'provider4@demo.jo',
  'provider5@demo.jo',
];

/** What a real provider would send while the work is under progress (JOD): maintenance wording; see demo-estimates.ts. */
export const DEMO_ESTIMATE = demoEstimateFor(1);

export type BotStep = 'accept' | 'advance' | 'estimate' | 'cash' | 'rate' | 'reply';
/** How long after its last call from the provider app a demo provider is left to the person using it. */
export const APP_IN_USE_MINUTES = 30;
/**
 * A demo provider signed in to the provider app (issue 18) is played by a person: the bot leaves its offers, orders
 * and RFPs alone while the app has been used in the last APP_IN_USE_MINUTES (providers.app_seen_at).
 */
const notInApp = (providerId: ReturnType<typeof sql>) =>
  sql`NOT EXISTS (SELECT 1 FROM providers p WHERE p.account_id = ${providerId} AND p.app_seen_at > now() - make_interval(mins => ${APP_IN_USE_MINUTES}))`;

export type BotMove = { orderId: number; providerId: number; step: BotStep; from: OrderStatus; to: OrderStatus };

type Candidate = {
  id: number;
  type: OrderType;
  status: OrderStatus;
  provider_id: number | null;
  customer_fees_status: 'PEND' | 'ACPT' | 'REJT' | null;
  category_id: number | null;
  offered_to: number | null;
  visit_fees: number | null;
  estimate_service_fees: number | null;
  estimate_spare_part_fees: number | null;
  cash_received_amount: number | null;
};

/** Where a provider takes an order next on the happy path (the contract's table allows each of these). */
const NEXT: Partial<Record<OrderType, Partial<Record<OrderStatus, OrderStatus>>>> = {
  T: { ACPT: 'APRD', APRD: 'OTW', OTW: 'UP', UP: 'FSD', FSD: 'WPAY', WPAY: 'DONE' },
  E: { APRD: 'OTW', OTW: 'UP', UP: 'FSD', FSD: 'WPAY', WPAY: 'DONE' },
  R: { ACPT: 'OTW', OTW: 'UP', UP: 'FSD', FSD: 'WPAY', WPAY: 'DONE' },
};

/**
 * The provider side the bot acts through, as the provider API does: the provider-orders service and the provider's
 * RFP replies. Handed in by the composition root (app.ts), so this module does not import those modules.
 */
export type DemoBotSides = {
  orders: {
    accept(providerId: number, type: OrderType, orderId: number, lang: Lang): Promise<ProviderOrder>;
    setStatus(providerId: number, type: OrderType, orderId: number, to: OrderStatus, lang: Lang): Promise<ProviderOrder>;
    sendEstimate(providerId: number, type: OrderType, orderId: number, input: ProviderEstimate, lang: Lang): Promise<ProviderOrder>;
    recordCash(providerId: number, type: OrderType, orderId: number, input: ProviderCash, lang: Lang): Promise<ProviderOrder>;
    rateCustomer(providerId: number, type: OrderType, orderId: number, input: ProviderRateCustomer, lang: Lang): Promise<ProviderOrder>;
  };
  rfps: {
    questions(rfpId: number): Promise<Question[]>;
    reply(providerId: number, rfpId: number, input: ProviderRfpReply, lang: Lang): Promise<RfpReply>;
  };
};

export type DemoBotOptions = {
  /** How long the bot "thinks" before a step, in ms (tests: 0). */
  pauseMs?: (step: BotStep) => number;
  tickMs?: number;
};

/**
 * The demo provider bot: plays the demo providers so a demo customer sees an order move like a real one.
 * Every few seconds it looks at the orders offered or awarded to them and takes the next step after a
 * human-like pause: accept, confirm, on the way, under progress, an estimate, (the customer decides), finished,
 * waiting payment, done, then it rates the customer. Each demo provider serving an open RFP sends it a proposal;
 * an approved RFP is then worked like an order. It acts only through the provider service, as the
 * provider API does; a step another actor made first (409) is simply skipped.
 */
export function createDemoBot(ctx: AppContext, log: FastifyBaseLogger, sides: DemoBotSides, opts: DemoBotOptions = {}) {
  const service = sides.orders;
  const rfps = sides.rfps;
  const min = ctx.config.demoBotPauseMs[0];
  const max = ctx.config.demoBotPauseMs[1];
  const pause = opts.pauseMs ?? (() => min + Math.random() * Math.max(0, max - min));
  /** When each waiting step becomes due: `${orderId}:${status}:${fees}:${step}` -> epoch ms. */
  const due = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  async function candidates(): Promise<Candidate[]> {
    const result = await ctx.db.execute<Candidate>(sql`
      WITH demo AS (SELECT id FROM accounts WHERE role = 'provider' AND status = 'active' AND lower(email) IN (${sql.join(
        DEMO_PROVIDER_EMAILS.map((e) => sql`${e}`),
        sql`, `,
      )}) AND ${notInApp(sql`accounts.id`)})
      SELECT o.id, o.type, o.status, o.provider_id, o.customer_fees_status, o.category_id,
        o.visit_fees::float8 AS visit_fees, o.estimate_service_fees::float8 AS estimate_service_fees,
        o.estimate_spare_part_fees::float8 AS estimate_spare_part_fees, o.cash_received_amount::float8 AS cash_received_amount,
        (SELECT min(f.provider_id) FROM order_offers f WHERE f.order_id = o.id AND f.status = 'offered' AND f.provider_id IN (SELECT id FROM demo)) AS offered_to
      FROM orders o
      WHERE (o.provider_id IN (SELECT id FROM demo)
             AND (o.status IN ('REQD','ACPT','APRD','OTW','UP','FSD','WPAY')
                  OR (o.status = 'DONE' AND o.status_changed_at > now() - interval '7 days'
                      AND NOT EXISTS (SELECT 1 FROM order_ratings r WHERE r.order_id = o.id AND r.rater = 'provider'))))
         OR (o.type = 'E' AND o.status = 'REQD' AND o.provider_id IS NULL
             AND EXISTS (SELECT 1 FROM order_offers f WHERE f.order_id = o.id AND f.status = 'offered' AND f.provider_id IN (SELECT id FROM demo))
             -- An offer a person in the provider app could take is theirs to take: the bot does not race them.
             AND NOT EXISTS (SELECT 1 FROM order_offers f WHERE f.order_id = o.id AND f.status = 'offered' AND NOT ${notInApp(sql`f.provider_id`)}))
      ORDER BY o.id
      LIMIT 100`);
    return result.rows;
  }

  /** Open RFPs in a sub-category a demo provider serves, which that provider has not answered yet. */
  async function rfpsToAnswer(): Promise<Array<{ rfp_id: number; provider_id: number; is_guarantee: boolean | null; rank: number }>> {
    const result = await ctx.db.execute<{ rfp_id: number; provider_id: number; is_guarantee: boolean | null; rank: number }>(sql`
      WITH demo AS (SELECT id, row_number() OVER (ORDER BY id)::int AS rank FROM accounts WHERE role = 'provider' AND status = 'active' AND lower(email) IN (${sql.join(
        DEMO_PROVIDER_EMAILS.map((e) => sql`${e}`),
        sql`, `,
      )}))
      SELECT o.id AS rfp_id, d.id AS provider_id, o.is_guarantee, d.rank
      FROM orders o JOIN demo d ON true
      WHERE o.type = 'R' AND o.status = 'REQD' AND o.end_date > now() AND ${notInApp(sql`d.id`)}
        AND NOT EXISTS (SELECT 1 FROM rfp_replies r WHERE r.rfp_id = o.id AND r.provider_id = d.id)
        AND EXISTS (SELECT 1 FROM rfp_tasks t JOIN provider_sub_categories s ON s.sub_category_id = t.sub_category_id
                    WHERE t.rfp_id = o.id AND s.provider_id = d.id)
      ORDER BY o.id, d.id
      LIMIT 50`);
    return result.rows;
  }

  /**
   * A proposal as a demo provider would write it; prices differ per provider so the customer has a choice. It answers
   * the RFP's required questions, as a reply must: the first option of a choice, a short text otherwise.
   */
  const demoReply = (rank: number, guarantee: boolean, questions: Question[]) => ({
    price: 120 + rank * 35,
    spareParts: rank % 2 ? 'Materials included: paint, filler, fittings.' : '',
    sparePartFees: rank % 2 ? 25 : 0,
    paymentTerms: 'Half when the work starts, the rest on completion.',
    isGuarantee: guarantee || rank % 2 === 1,
    expiryDate: guarantee || rank % 2 === 1 ? Math.floor(Date.now() / 1000) + (30 + rank * 15) * 86_400 : undefined,
    answers: questions
      .filter((q) => q.isRequired)
      .map((q) => (q.answerType === 'T' ? { questionId: q.id, value: 'As described in the request' } : { questionId: q.id, optionIds: q.options.slice(0, 1).map((o) => o.id) })),
    attachments: [],
  });

  /** The step the order waits for, or null when it waits for someone else (the customer's decision). */
  function plan(c: Candidate): { step: BotStep; providerId: number; run: () => Promise<OrderStatus> } | null {
    if (c.status === 'REQD') {
      const providerId = c.type === 'E' ? c.offered_to : c.provider_id;
      if (providerId === null) return null;
      return { step: 'accept', providerId, run: async () => (await service.accept(providerId, c.type, c.id, 'en')).status };
    }
    const providerId = c.provider_id!;
    if (c.status === 'DONE') {
      return {
        step: 'rate',
        providerId,
        run: async () =>
          (
            await service.rateCustomer(
              providerId,
              c.type,
              c.id,
              { rating: 5, description: 'Clear brief, easy access and paid on time.' },
              'en',
            )
          ).status,
      };
    }
    if (c.status === 'UP' && c.customer_fees_status === null) {
      return {
        step: 'estimate',
        providerId,
        run: async () => (await service.sendEstimate(providerId, c.type, c.id, demoEstimateFor(c.category_id), 'en')).status,
      };
    }
    if (c.status === 'UP' && c.customer_fees_status === 'PEND') return null;
    // Waiting for payment: the provider records the cash it received, what was agreed (issue 19.3), so the demo
    // customer's own record is compared with it (a different amount is flagged to both). Nothing agreed: no record.
    if (c.status === 'WPAY' && c.cash_received_amount === null) {
      const agreed = agreedFees({
        customerFeesStatus: c.customer_fees_status,
        visitFees: c.visit_fees,
        estimateServiceFees: c.estimate_service_fees,
        estimateSparePartFees: c.estimate_spare_part_fees,
      });
      if (agreed.total !== null) {
        const cash = { amount: agreed.total, partsIncluded: (agreed.sparePartFees ?? 0) > 0 };
        return { step: 'cash', providerId, run: async () => (await service.recordCash(providerId, c.type, c.id, cash, 'en')).status };
      }
    }
    const to = NEXT[c.type]?.[c.status];
    if (!to) return null;
    return { step: 'advance', providerId, run: async () => (await service.setStatus(providerId, c.type, c.id, to, 'en')).status };
  }

  async function tick(): Promise<BotMove[]> {
    const moves: BotMove[] = [];
    const now = Date.now();
    const seen = new Set<string>();
    for (const c of await candidates()) {
      if (stopped) break;
      const p = plan(c);
      if (!p) continue;
      const key = `${c.id}:${c.status}:${c.customer_fees_status ?? ''}:${p.step}`;
      seen.add(key);
      let at = due.get(key);
      if (at === undefined) {
        at = now + pause(p.step);
        due.set(key, at);
      }
      if (at > now) continue;
      try {
        const to = await p.run();
        due.delete(key);
        const move = { orderId: c.id, providerId: p.providerId, step: p.step, from: c.status, to };
        moves.push(move);
        log.info(move, `demo bot: ${p.step} order ${c.id} (${c.status} -> ${to})`);
      } catch (err) {
        due.delete(key);
        if (err instanceof AppError && err.statusCode < 500)
          log.info({ orderId: c.id, step: p.step, reason: err.messageKey }, 'demo bot: step skipped');
        else log.warn({ err, orderId: c.id, step: p.step }, 'demo bot: step failed');
      }
    }
    for (const r of stopped ? [] : await rfpsToAnswer()) {
      const key = `${r.rfp_id}:REQD::reply:${r.provider_id}`;
      seen.add(key);
      let at = due.get(key);
      if (at === undefined) {
        at = now + pause('reply');
        due.set(key, at);
      }
      if (at > now) continue;
      try {
        await rfps.reply(r.provider_id, r.rfp_id, demoReply(r.rank, r.is_guarantee === true, await rfps.questions(r.rfp_id)), 'en');
        due.delete(key);
        const move = { orderId: r.rfp_id, providerId: r.provider_id, step: 'reply' as const, from: 'REQD' as const, to: 'REQD' as const };
        moves.push(move);
        log.info(move, `demo bot: reply to RFP ${r.rfp_id}`);
      } catch (err) {
        due.delete(key);
        if (err instanceof AppError && err.statusCode < 500) log.info({ rfpId: r.rfp_id, reason: err.messageKey }, 'demo bot: reply skipped');
        else log.warn({ err, rfpId: r.rfp_id }, 'demo bot: reply failed');
      }
    }
    for (const key of due.keys()) if (!seen.has(key)) due.delete(key);
    return moves;
  }

  function loop() {
    if (running || stopped) return;
    running = tick()
      .catch((err: unknown) => log.warn({ err }, 'demo bot: tick failed'))
      .finally(() => (running = null));
  }

  return {
    tick,
    start() {
      stopped = false;
      timer = setInterval(loop, opts.tickMs ?? ctx.config.demoBotTickMs);
      timer.unref();
      log.info('demo provider bot started');
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type DemoBot = ReturnType<typeof createDemoBot>;
