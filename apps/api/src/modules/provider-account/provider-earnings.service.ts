import { stringify } from 'csv-stringify/sync';
import type { Lang } from '@portal/contract/lang';
import type { EarningsMonth, ProviderEarnings } from '@portal/contract/provider-account';
import type { Db } from '@portal/db/client';
import { notFound } from '../../lib/app-error.ts';
import { t } from '../../lib/i18n.ts';
import { CASH_SOURCE, providerEarningsRepository, type EarnedJob, type Fine } from './provider-earnings.repository.ts';

/** JOD as whole fils, so sums of many jobs stay exact. */
const fils = (jod: string) => Math.round(Number(jod) * 1000);
const jod = (f: number) => f / 1000;

/** "27-11-2026", Amman's day (docs/glossary.md: dates are Amman's, DD-MM-YYYY). */
const ammanDay = (d: Date) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Amman',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(d);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
};

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR at its start) is written as text: the export
 * opens in Excel on the provider's computer, and an order field is never allowed to become a formula there.
 */
const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * The provider's earnings (issue 18 point 5): completed jobs by month, the cash they brought (CASH_SOURCE), the
 * platform's commission on it at the rate in force when each job was done, and the fines recorded in each month.
 */
export function providerEarningsService(db: Db) {
  const repo = providerEarningsRepository(db);

  const summarise = (rate: number, jobs: EarnedJob[], fines: Fine[]): ProviderEarnings => {
    const months = new Map<string, { jobs: number; cash: number; commission: number; fines: number }>();
    const monthOf = (month: string) => {
      let m = months.get(month);
      if (!m) months.set(month, (m = { jobs: 0, cash: 0, commission: 0, fines: 0 }));
      return m;
    };
    for (const job of jobs) {
      const m = monthOf(job.month);
      m.jobs += 1;
      m.cash += fils(job.cash);
      m.commission += fils(job.commission);
    }
    // A month with a fine and no completed job is still a month of the statement.
    for (const fine of fines) monthOf(fine.month).fines += fils(fine.amount);
    const list: EarningsMonth[] = [...months.entries()]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([month, m]) => ({ month, jobs: m.jobs, cashCollected: jod(m.cash), commissionOwed: jod(m.commission), fines: jod(m.fines) }));
    const sum = (key: 'cash' | 'commission' | 'fines') => jod([...months.values()].reduce((s, m) => s + m[key], 0));
    return {
      commissionRate: rate,
      months: list,
      totals: { jobs: jobs.length, cashCollected: sum('cash'), commissionOwed: sum('commission'), fines: sum('fines') },
      cashSource: CASH_SOURCE,
      finesTracked: true,
    };
  };

  const load = async (providerId: number) => {
    const rate = await repo.commissionRate(providerId);
    if (rate === null) throw notFound();
    const [jobs, fines] = await Promise.all([repo.completedJobs(providerId), repo.fines(providerId)]);
    return { rate, jobs, fines };
  };

  return {
    async earnings(providerId: number): Promise<ProviderEarnings> {
      const { rate, jobs, fines } = await load(providerId);
      return summarise(rate, jobs, fines);
    },

    /**
     * The same figures line by line, as CSV with a header row in the caller's language (UTF-8 with BOM for Excel):
     * one line per completed job (with whose record its cash is), one per fine, newest first, then the totals.
     */
    async csv(providerId: number, lang: Lang): Promise<string> {
      const { rate, jobs, fines } = await load(providerId);
      const header = [
        'earningsCsvMonth',
        'earningsCsvOrder',
        'earningsCsvDoneOn',
        'earningsCsvCash',
        'earningsCsvCashFrom',
        'earningsCsvRate',
        'earningsCsvCommission',
        'earningsCsvFine',
        'earningsCsvFineReason',
      ].map((k) => t(lang, k));
      /** An amount read from the database (text) or summed here (JOD), always with its three decimals. */
      const money = (v: string | number) => (typeof v === 'number' ? v : jod(fils(v))).toFixed(3);
      const lines = [
        ...jobs.map((j) => ({
          at: j.doneAt,
          cells: [
            j.month,
            safeCell(j.orderNo),
            ammanDay(j.doneAt),
            money(j.cash),
            j.cashFrom ? t(lang, j.cashFrom === 'provider' ? 'earningsCsvCashFromProvider' : 'earningsCsvCashFromCustomer') : '',
            Number(j.rate).toFixed(2),
            money(j.commission),
            '',
            '',
          ],
        })),
        ...fines.map((f) => ({
          at: f.at,
          cells: [f.month, safeCell(f.orderNo), ammanDay(f.at), '', '', '', '', money(f.amount), safeCell(f.reason)],
        })),
      ].sort((a, b) => b.at.getTime() - a.at.getTime());
      const totals = summarise(rate, jobs, fines).totals;
      const total = [t(lang, 'earningsCsvTotal'), '', '', money(totals.cashCollected), '', '', money(totals.commissionOwed), money(totals.fines), ''];
      return `\uFEFF${stringify([header, ...lines.map((l) => l.cells), total], { record_delimiter: 'windows' })}`;
    },
  };
}
