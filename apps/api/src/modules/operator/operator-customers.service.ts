import { complaintReference } from '@portal/contract/complaints';
import { internationalPhone } from '@portal/contract/rules';
import { CANCELLATIONS_FLAG_OVER, type OperatorCustomerDetail, type OperatorCustomersQuery } from '@portal/contract/operator-people';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { operatorCustomersRepository } from './operator-customers.repository.ts';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);
type Row = { id: number; email: string; status: 'active' | 'suspended' | 'deleted'; name: string; companyName: string; countryCode: string; phoneNo: string; area: string; createdAt: Date };
const toRow = (r: Row) => ({
  id: r.id,
  email: r.email,
  status: r.status,
  name: r.name,
  companyName: r.companyName,
  phone: internationalPhone(r.countryCode, r.phoneNo),
  area: r.area,
  createdAt: epoch(r.createdAt),
});

/** Customers in the operator console (issue 17, point 5); the account actions are operator-orders'. */
export function operatorCustomersService(ctx: AppContext) {
  const repo = operatorCustomersRepository(ctx.db);
  return {
    async search(query: OperatorCustomersQuery) {
      const { list, total } = await repo.search(query);
      return { list: list.map(toRow), total, page: query.page, limit: query.limit };
    },

    async detail(id: number): Promise<OperatorCustomerDetail> {
      const d = await repo.detail(id);
      if (!d) throw notFound('customerNotFound');
      const { row } = d;
      return {
        ...toRow(row),
        statusReason: row.statusReason,
        statusChangedAt: row.statusChangedAt ? epoch(row.statusChangedAt) : null,
        customerType: row.typeEn ? { en: row.typeEn, ar: row.typeAr ?? row.typeEn, fr: row.typeFr ?? row.typeEn } : null,
        industries: d.industries,
        country: row.country,
        city: row.city,
        branchName: row.branchName,
        marketingOptOut: row.marketingOptOut,
        orders: d.orders.map((o) => ({ ...o, createdAt: epoch(o.createdAt) })),
        complaints: d.complaints.map((c) => ({ id: c.id, reference: complaintReference(c.id), status: c.status, reason: c.reason, createdAt: epoch(c.createdAt) })),
        cancellations: d.cancellations.map((c) => ({ ...c, flagged: c.count > CANCELLATIONS_FLAG_OVER })),
      };
    },
  };
}
