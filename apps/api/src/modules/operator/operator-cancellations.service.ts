import { LIMITS } from '@portal/contract/limits';
import type { Lang } from '@portal/contract/lang';
import type { FlaggedCancellations, FlaggedParty } from '@portal/contract/operator';
import type { AppContext } from '../../context.ts';
import { operatorCancellationsRepository, type CancellationRow } from './operator-cancellations.repository.ts';

/** This month in Amman (YYYY-MM): the operators' month is the customers' calendar month. */
function ammanMonth(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Amman', year: 'numeric', month: '2-digit' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}`;
}

/** Rows of one party after another (ordered by party) into one entry each, with its cancellations. */
function byParty(rows: CancellationRow[]): FlaggedParty[] {
  const out = new Map<number, FlaggedParty>();
  for (const r of rows) {
    const id = Number(r.party_id);
    const party = out.get(id) ?? { id, name: r.name, email: r.email, count: 0, cancellations: [] };
    party.count += 1;
    party.cancellations.push({
      orderId: Number(r.order_id),
      orderNo: r.order_no,
      type: r.type,
      status: r.status,
      reason: r.reason,
      at: new Date(r.at).toISOString(),
    });
    out.set(id, party);
  }
  return [...out.values()].sort((a, b) => b.count - a.count || a.id - b.id);
}

/** Spec §4.5: who cancelled more than allowed in a month, customers and providers apart. */
export function operatorCancellationsService(ctx: AppContext) {
  const repo = operatorCancellationsRepository(ctx.db);
  return {
    async flagged(month: string | undefined, lang: Lang): Promise<FlaggedCancellations> {
      const m = month ?? ammanMonth();
      const allowed = LIMITS.monthlyCancellationsAllowed;
      const [customers, providers] = await Promise.all([repo.customers(m, allowed), repo.providers(m, allowed, lang)]);
      return { month: m, allowed, customers: byParty(customers), providers: byParty(providers) };
    },
  };
}
