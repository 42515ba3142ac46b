import type { Pool } from 'pg';
import { and, eq, sql } from 'drizzle-orm';
import type { Lang } from '@portal/contract/lang';
import type { OrderStatus, OrderType } from '@portal/contract/codes';
import type { DashboardPeriod, OperatorOrderRow, OperatorOrdersQuery } from '@portal/contract/operator-console';
import { accounts } from '@portal/db/schema/accounts';
import { orders } from '@portal/db/schema/orders';
import { providerSubCategories } from '@portal/db/schema/providers';
import type { Tx } from '../order-core/order-transitions.ts';

/** Days before Amman's today that each dashboard period starts. */
const PERIOD_DAYS: Record<DashboardPeriod, number> = { today: 0, '7d': 6, '30d': 29 };
const CANCELLED = ['CBC', 'CNCL', 'CBA'];
const FINAL = ['DONE', 'CNCL', 'CBC', 'CBA', 'REJT', 'CLSE'];

/** The most people a search term may stand for (see matchingPeople). */
const PEOPLE_MAX = 1000;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type ListRow = {
  id: number;
  order_no: string;
  type: OrderType;
  status: OrderStatus;
  title: string | null;
  sub_category_id: number;
  sub_en: string;
  sub_ar: string;
  sub_fr: string;
  customer_id: number;
  customer_name: string;
  customer_email: string;
  provider_id: number | null;
  provider_name: Record<Lang, string> | null;
  provider_email: string | null;
  area: string;
  city: string;
  phone: string;
  cancel_fee: string | null;
  created: number;
  changed: number;
  mismatch: boolean;
};

/**
 * The console's reads (dashboard figures, the list of every order, what an order page shows besides the order
 * view) and the one write of a reassignment. The figures are plain aggregates over indexed columns (migration
 * operator_console_indexes), measured on the bench volume (`npm run bench`, case "Operator dashboard").
 */
export function operatorDeskRepository(pool: Pool) {
  /**
   * Customers and providers matching a search term: part of the name, company, e-mail, or (given digits) of the
   * phone. At most PEOPLE_MAX of them: a term that broad narrows nothing anyway.
   */
  async function matchingPeople(term: string, digits: string | null): Promise<number[]> {
    const { rows } = await pool.query<{ id: number }>(
      `SELECT account_id AS id FROM customers WHERE name ILIKE $1 OR company_name ILIKE $1 OR ($2::text IS NOT NULL AND phone_no LIKE $2)
       UNION
       SELECT account_id FROM providers WHERE name->>'en' ILIKE $1 OR name->>'ar' ILIKE $1 OR name->>'fr' ILIKE $1 OR ($2::text IS NOT NULL AND phone_no LIKE $2)
       UNION
       SELECT id FROM accounts WHERE role IN ('customer', 'provider') AND email ILIKE $1
       LIMIT ${PEOPLE_MAX}`,
      [`%${likeEscape(term)}%`, digits ? `%${digits}%` : null],
    );
    return rows.map((r) => r.id);
  }

  return {
    matchingPeople,
    async dashboard(period: DashboardPeriod) {
      // The period starts at Amman's midnight, as the operators' day does (docs/glossary.md: Amman time everywhere).
      const { rows: bounds } = await pool.query<{ since: Date; now: Date }>(
        `SELECT (date_trunc('day', now() AT TIME ZONE 'Asia/Amman') - make_interval(days => $1)) AT TIME ZONE 'Asia/Amman' AS since, now() AS now`,
        [PERIOD_DAYS[period]],
      );
      const { since, now } = bounds[0]!;
      const [byStatus, express, rfps, cancels, complaints, providers, mismatches] = await Promise.all([
        pool.query<{ type: OrderType; status: OrderStatus; count: number }>(
          'SELECT type, status, count(*)::int AS count FROM orders WHERE created_at >= $1 GROUP BY type, status ORDER BY type, status',
          [since],
        ),
        pool.query<{ taken: number; not_taken: number; waiting: number; median: number | null }>(
          `SELECT count(*) FILTER (WHERE accepted_at IS NOT NULL)::int AS taken,
                  count(*) FILTER (WHERE accepted_at IS NULL AND status = ANY($2))::int AS not_taken,
                  count(*) FILTER (WHERE accepted_at IS NULL AND NOT status = ANY($2))::int AS waiting,
                  percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM accepted_at - created_at))
                    FILTER (WHERE accepted_at IS NOT NULL) AS median
           FROM orders WHERE created_at >= $1 AND type = 'E'`,
          [since, FINAL],
        ),
        pool.query<{ open: number; proposals: number }>(
          `SELECT (SELECT count(*) FROM orders WHERE type = 'R' AND status = 'REQD')::int AS open,
                  (SELECT count(*) FROM rfp_replies r JOIN orders o ON o.id = r.rfp_id WHERE o.type = 'R' AND o.status = 'REQD')::int AS proposals`,
        ),
        pool.query<{ status: 'CBC' | 'CNCL' | 'CBA'; count: number; fees: string }>(
          `SELECT status, count(*)::int AS count, coalesce(sum(cancel_fee), 0)::text AS fees
           FROM orders WHERE status = ANY($2) AND status_changed_at >= $1 GROUP BY status ORDER BY status`,
          [since, CANCELLED],
        ),
        pool.query<{ n: number }>("SELECT count(*)::int AS n FROM complaints WHERE status <> 'closed'"),
        pool.query<{ active: number; with_orders: number }>(
          `SELECT (SELECT count(*) FROM accounts WHERE role = 'provider' AND status = 'active')::int AS active,
                  (SELECT count(DISTINCT provider_id) FROM orders WHERE created_at >= $1 AND provider_id IS NOT NULL)::int AS with_orders`,
          [since],
        ),
        // Few rows: both counts read the partial index orders_cash_mismatch_idx.
        pool.query<{ period: number; total: number }>(
          `SELECT count(*) FILTER (WHERE cash_mismatch_at >= $1)::int AS period, count(*)::int AS total
           FROM orders WHERE cash_mismatch_at IS NOT NULL`,
          [since],
        ),
      ]);
      const e = express.rows[0]!;
      return {
        period,
        from: Math.floor(since.getTime() / 1000),
        to: Math.floor(now.getTime() / 1000),
        orders: byStatus.rows,
        express: { taken: e.taken, notTaken: e.not_taken, waiting: e.waiting, medianAcceptSeconds: e.median === null ? null : Math.round(Number(e.median)) },
        rfps: rfps.rows[0]!,
        cancellations: cancels.rows.map((r) => ({ status: r.status, count: r.count, fees: Number(r.fees) })),
        openComplaints: complaints.rows[0]!.n,
        providers: { active: providers.rows[0]!.active, withOrders: providers.rows[0]!.with_orders },
        cashMismatches: mismatches.rows[0]!,
      };
    },

    /** Every order, newest first, keyset-paged on the id (ids grow with creation). */
    async list(q: OperatorOrdersQuery, lang: Lang): Promise<{ list: OperatorOrderRow[]; nextBefore: number | null }> {
      const where: string[] = [];
      const args: unknown[] = [];
      const arg = (value: unknown) => {
        args.push(value);
        return `$${args.length}`;
      };
      if (q.type?.length) where.push(`o.type = ANY(${arg(q.type)})`);
      if (q.status?.length) where.push(`o.status = ANY(${arg(q.status)})`);
      if (q.from !== undefined) where.push(`o.created_at >= to_timestamp(${arg(q.from)})`);
      if (q.to !== undefined) where.push(`o.created_at < to_timestamp(${arg(q.to)})`);
      if (q.changedFrom !== undefined) where.push(`o.status_changed_at >= to_timestamp(${arg(q.changedFrom)})`);
      if (q.changedTo !== undefined) where.push(`o.status_changed_at < to_timestamp(${arg(q.changedTo)})`);
      if (q.area) where.push(`o.area ILIKE ${arg(likeEscape(q.area))}`);
      if (q.accepted) where.push(`o.accepted_at IS ${q.accepted === 'true' ? 'NOT ' : ''}NULL`);
      if (q.cashMismatch) where.push(`o.cash_mismatch_at IS ${q.cashMismatch === 'true' ? 'NOT ' : ''}NULL`);
      if (q.customerId) where.push(`o.customer_id = ${arg(q.customerId)}`);
      if (q.providerId) where.push(`o.provider_id = ${arg(q.providerId)}`);
      if (q.before) where.push(`o.id < ${arg(q.before)}`);
      if (q.q) {
        // Two steps, so that every branch of the search has an index: first the people whose name, company, e-mail
        // or phone matches (customers and providers are thousands of rows, orders a hundred thousand), then their
        // orders, or the order with that number, or the orders with that contact phone.
        const term = q.q.replace(/^#/, '');
        const digits = term.replace(/\D/g, '').replace(/^(00)?962/, '').replace(/^0/, '');
        const people = await matchingPeople(term, digits.length >= 4 ? digits : null);
        const alternatives = [`o.order_no = ${arg(term)}`, `o.order_no = upper(${arg(term)})`];
        if (people.length) alternatives.push(`o.customer_id = ANY(${arg(people)})`, `o.provider_id = ANY(${arg(people)})`);
        if (digits.length >= 4) alternatives.push(`o.phone_no = ${arg(digits)}`);
        where.push(`(${alternatives.join(' OR ')})`);
      }
      const limit = arg(q.limit + 1);
      const { rows } = await pool.query<ListRow>(
        `SELECT o.id, o.order_no, o.type, o.status, o.title, o.sub_category_id, s.en AS sub_en, s.ar AS sub_ar, s.fr AS sub_fr,
                o.customer_id, coalesce(nullif(c.company_name, ''), c.name) AS customer_name, ca.email AS customer_email,
                o.provider_id, p.name AS provider_name, pa.email AS provider_email, o.area, o.city,
                o.country_code || ' ' || o.phone_no AS phone, o.cancel_fee::text AS cancel_fee,
                extract(epoch FROM o.created_at)::int AS created, extract(epoch FROM o.status_changed_at)::int AS changed,
                o.cash_mismatch_at IS NOT NULL AS mismatch
         FROM orders o
         JOIN customers c ON c.account_id = o.customer_id
         JOIN accounts ca ON ca.id = o.customer_id
         JOIN sub_categories s ON s.id = o.sub_category_id
         LEFT JOIN providers p ON p.account_id = o.provider_id
         LEFT JOIN accounts pa ON pa.id = o.provider_id
         ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY o.id DESC LIMIT ${limit}`,
        args,
      );
      const page = rows.slice(0, q.limit);
      return {
        list: page.map((r) => ({
          id: r.id,
          orderNo: r.order_no,
          type: r.type,
          status: r.status,
          title: r.title,
          subCategory: { id: r.sub_category_id, name: { en: r.sub_en, ar: r.sub_ar, fr: r.sub_fr }[lang] },
          customer: { id: r.customer_id, name: r.customer_name, email: r.customer_email },
          provider:
            r.provider_id !== null ? { id: r.provider_id, name: r.provider_name?.[lang] || r.provider_name?.en || '', email: r.provider_email ?? '' } : null,
          area: r.area,
          city: r.city,
          phone: r.phone,
          cancelFee: r.cancel_fee === null ? null : Number(r.cancel_fee),
          createdAt: r.created,
          statusChangedAt: r.changed,
          cashMismatch: r.mismatch,
        })),
        nextBefore: rows.length > q.limit ? page.at(-1)!.id : null,
      };
    },

    /** The two parties as the operator sees them (contact always shown). */
    async parties(customerId: number, providerId: number | null, lang: Lang) {
      const { rows } = await pool.query<{ id: number; role: string; name: string; email: string; phone: string; status: string }>(
        `SELECT a.id, a.role, a.email, a.status,
                coalesce(nullif(c.company_name, ''), c.name, p.name->>$3, p.name->>'en', '') AS name,
                coalesce(c.country_code || ' ' || c.phone_no, p.country_code || ' ' || p.phone_no, '') AS phone
         FROM accounts a
         LEFT JOIN customers c ON c.account_id = a.id
         LEFT JOIN providers p ON p.account_id = a.id
         WHERE a.id = $1 OR a.id = $2`,
        [customerId, providerId, lang],
      );
      const pick = (id: number | null) => {
        const r = rows.find((x) => x.id === id);
        return r ? { id: r.id, name: r.name, email: r.email, phone: r.phone, status: r.status } : null;
      };
      return { customer: pick(customerId)!, provider: pick(providerId) };
    },

    async history(orderId: number) {
      const { rows } = await pool.query<{ from_status: OrderStatus | null; to_status: OrderStatus; actor_role: string; actor_id: number | null; at: number }>(
        `SELECT from_status, to_status, actor_role, actor_id, extract(epoch FROM created_at)::int AS at
         FROM order_status_history WHERE order_id = $1 ORDER BY id`,
        [orderId],
      );
      return rows.map((r) => ({ from: r.from_status, to: r.to_status, actorRole: r.actor_role, actorId: r.actor_id, at: r.at }));
    },

    /** The notifications written about the order, to anyone (notifications_service_idx). */
    async notifications(type: OrderType, orderId: number, lang: Lang) {
      const col = (base: string) => `${base}_${lang}`;
      const { rows } = await pool.query<{ id: string; account_id: number; role: string; event: string; title: string; body: string; is_read: boolean; at: number }>(
        `SELECT n.id, n.account_id, a.role, n.event, n.${col('title')} AS title, n.${col('body')} AS body, n.is_read,
                extract(epoch FROM n.created_at)::int AS at
         FROM notifications n JOIN accounts a ON a.id = n.account_id
         WHERE n.service_id = $1 AND n.type = $2 ORDER BY n.id LIMIT 200`,
        [orderId, type],
      );
      return rows.map((r) => ({
        id: Number(r.id),
        accountId: r.account_id,
        audience: r.role === 'customer' || r.role === 'provider' ? (r.role as 'customer' | 'provider') : ('other' as const),
        event: r.event,
        title: r.title,
        body: r.body,
        isRead: r.is_read,
        at: r.at,
      }));
    },

    /** Operators' actions on the order (the audit log, which holds each call's reason). */
    async operatorActions(orderId: number) {
      const { rows } = await pool.query<{ id: string; action: string; operator_email: string; reason: string | null; at: number }>(
        `SELECT id, action, operator_email, request->'body'->>'reason' AS reason, extract(epoch FROM created_at)::int AS at
         FROM audit_log WHERE entity = 'order' AND entity_id = $1 ORDER BY id`,
        [String(orderId)],
      );
      return rows.map((r) => ({ id: Number(r.id), action: r.action, operatorEmail: r.operator_email, reason: r.reason, at: r.at }));
    },

    async offers(orderId: number, lang: Lang) {
      const { rows } = await pool.query<{ provider_id: number; name: string; status: string; at: number }>(
        `SELECT f.provider_id, coalesce(p.name->>$2, p.name->>'en', '') AS name, f.status, extract(epoch FROM f.created_at)::int AS at
         FROM order_offers f LEFT JOIN providers p ON p.account_id = f.provider_id WHERE f.order_id = $1 ORDER BY f.created_at, f.provider_id`,
        [orderId, lang],
      );
      return rows.map((r) => ({ providerId: r.provider_id, name: r.name, status: r.status, at: r.at }));
    },

    async proposals(orderId: number) {
      const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM rfp_replies WHERE rfp_id = $1', [orderId]);
      return rows[0]!.n;
    },

    /** Active providers serving a sub-category, best rated first. */
    async candidates(subCategoryId: number, exceptId: number | null, lang: Lang) {
      const { rows } = await pool.query<{ id: number; name: string; email: string; rating: number }>(
        `SELECT p.account_id AS id, coalesce(p.name->>$3, p.name->>'en', '') AS name, a.email, p.rating
         FROM provider_sub_categories ps
         JOIN providers p ON p.account_id = ps.provider_id
         JOIN accounts a ON a.id = p.account_id AND a.status = 'active'
         WHERE ps.sub_category_id = $1 AND ($2::int IS NULL OR p.account_id <> $2)
         ORDER BY p.rating DESC, p.account_id LIMIT 200`,
        [subCategoryId, exceptId, lang],
      );
      return rows;
    },

    // ---- in the reassignment's transaction ----

    /** Whether the account is an active provider of the sub-category. */
    async servesActive(tx: Tx, providerId: number, subCategoryId: number) {
      const rows = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .innerJoin(providerSubCategories, eq(providerSubCategories.providerId, accounts.id))
        .where(
          and(eq(accounts.id, providerId), eq(accounts.role, 'provider'), eq(accounts.status, 'active'), eq(providerSubCategories.subCategoryId, subCategoryId)),
        )
        .limit(1);
      return rows.length > 0;
    },

    setProvider: (tx: Tx, orderId: number, providerId: number) =>
      tx.update(orders).set({ providerId, updatedAt: sql`now()` }).where(eq(orders.id, orderId)),
  };
}
