import { stringify } from 'csv-stringify/sync';
import type { Lang } from '@portal/contract/lang';
import type { EarningsMonth, ProviderEarnings } from '@portal/contract/provider-account';
import type { Db } from '@portal/db/client';
import { notFound } from '../../lib/app-error.ts';
import { t } from '../../lib/i18n.ts';
import { CASH_SOURCE, providerEarningsRepository, type EarnedJob } from './provider-earnings.repository.ts';

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
 * The provider's earnings (issue 18 point 5): completed jobs by month, the cash they brought, the platform's
 * commission on it at the rate in force when each job was done, and fines (none kept yet: shown as 0 and said so).
 */
export function providerEarningsService(db: Db) {
  const repo = providerEarningsRepository(db);

  const summarise = (rate: number, jobs: EarnedJob[]): ProviderEarnings => {
    const months = new Map<string, { jobs: number; cash: number; commission: number }>();
    for (const job of jobs) {
      const m = months.get(job.month) ?? { jobs: 0, cash: 0, commission: 0 };
      m.jobs += 1;
      m.cash += fils(job.cash);
      m.commission += fils(job.commission);
      months.set(job.month, m);
    }
    const list: EarningsMonth[] = [...months.entries()]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([month, m]) => ({ month, jobs: m.jobs, cashCollected: jod(m.cash), commissionOwed: jod(m.commission) }));
    const sum = (key: 'cash' | 'commission') => jod([...months.values()].reduce((s, m) => s + m[key], 0));
    return {
      commissionRate: rate,
      months: list,
      totals: { jobs: jobs.length, cashCollected: sum('cash'), commissionOwed: sum('commission'), fines: 0 },
      cashSource: CASH_SOURCE,
      // provider_fines comes from another branch (the terms issue); until it is on main there is nothing to sum.
      finesTracked: false,
    };
  };

  const load = async (providerId: number) => {
    const rate = await repo.commissionRate(providerId);
    if (rate === null) throw notFound();
    return { rate, jobs: await repo.completedJobs(providerId) };
  };

  return {
    async earnings(providerId: number): Promise<ProviderEarnings> {
      const { rate, jobs } = await load(providerId);
      return summarise(rate, jobs);
    },

    /** The same figures job by job, as CSV with a header row in the caller's language (UTF-8 with BOM for Excel). */
    async csv(providerId: number, lang: Lang): Promise<string> {
      const { jobs } = await load(providerId);
      const header = [
        'earningsCsvMonth',
        'earningsCsvOrder',
        'earningsCsvDoneOn',
        'earningsCsvCash',
        'earningsCsvRate',
        'earningsCsvCommission',
      ].map((k) => t(lang, k));
      const rows = jobs.map((j) => [
        j.month,
        safeCell(j.orderNo),
        ammanDay(j.doneAt),
        jod(fils(j.cash)).toFixed(3),
        Number(j.rate).toFixed(2),
        jod(fils(j.commission)).toFixed(3),
      ]);
      return `\uFEFF${stringify([header, ...rows], { record_delimiter: 'windows' })}`;
    },
  };
}
