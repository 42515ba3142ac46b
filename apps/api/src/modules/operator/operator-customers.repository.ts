import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { OperatorCustomersQuery } from '@portal/contract/operator-people';
import type { Db } from '@portal/db/client';
import { accounts, customerIndustries, customers } from '@portal/db/schema/accounts';
import { complaints } from '@portal/db/schema/complaints';
import { orders } from '@portal/db/schema/orders';
import { customerTypes, industries } from '@portal/db/schema/reference';

/** A search term as a LIKE pattern that matches it literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Customers in the operator console (issue 17, point 5): search and one customer's whole picture. */
export function operatorCustomersRepository(db: Db) {
  function filter(q: OperatorCustomersQuery): SQL | undefined {
    const conditions: Array<SQL | undefined> = [];
    if (q.q) {
      const pattern = contains(q.q);
      const digits = q.q.replace(/\D/g, '');
      conditions.push(
        or(
          ilike(customers.name, pattern),
          ilike(customers.companyName, pattern),
          ilike(accounts.email, pattern),
          // A phone typed as +962 79…, 079… or 79…: its digits against the stored national number.
          digits.length >= 4 ? ilike(sql`${customers.countryCode} || ${customers.phoneNo}`, contains(digits.replace(/^0+/, ''))) : undefined,
        ),
      );
    }
    if (q.status) conditions.push(eq(accounts.status, q.status));
    return and(...conditions);
  }

  const rowColumns = {
    id: accounts.id,
    email: accounts.email,
    status: accounts.status,
    name: customers.name,
    companyName: customers.companyName,
    countryCode: customers.countryCode,
    phoneNo: customers.phoneNo,
    area: customers.area,
    createdAt: accounts.createdAt,
  };

  return {
    search: async (q: OperatorCustomersQuery) => {
      const where = filter(q);
      const [list, [total]] = await Promise.all([
        db
          .select(rowColumns)
          .from(customers)
          .innerJoin(accounts, eq(accounts.id, customers.accountId))
          .where(where)
          .orderBy(desc(accounts.id))
          .offset((q.page - 1) * q.limit)
          .limit(q.limit),
        db.select({ n: count() }).from(customers).innerJoin(accounts, eq(accounts.id, customers.accountId)).where(where),
      ]);
      return { list, total: total?.n ?? 0 };
    },

    detail: async (id: number) => {
      const [row] = await db
        .select({
          ...rowColumns,
          statusReason: accounts.statusReason,
          statusChangedAt: accounts.statusChangedAt,
          country: customers.country,
          city: customers.city,
          branchName: customers.branchName,
          marketingOptOut: customers.marketingOptOut,
          typeEn: customerTypes.name,
          typeAr: customerTypes.arabicName,
          typeFr: customerTypes.frenchName,
        })
        .from(customers)
        .innerJoin(accounts, eq(accounts.id, customers.accountId))
        .leftJoin(customerTypes, eq(customerTypes.id, customers.customerTypeId))
        .where(eq(customers.accountId, id));
      if (!row) return null;
      const [inds, orderRows, complaintRows, cancels] = await Promise.all([
        db
          .select({ en: industries.en, ar: industries.ar, fr: industries.fr })
          .from(customerIndustries)
          .innerJoin(industries, eq(industries.id, customerIndustries.industryId))
          .where(eq(customerIndustries.customerId, id)),
        db
          .select({ id: orders.id, orderNo: orders.orderNo, type: orders.type, status: orders.status, createdAt: orders.createdAt })
          .from(orders)
          .where(eq(orders.customerId, id))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(50),
        db
          .select({ id: complaints.id, status: complaints.status, reason: complaints.reason, createdAt: complaints.createdAt })
          .from(complaints)
          .where(eq(complaints.accountId, id))
          .orderBy(desc(complaints.id))
          .limit(50),
        // The customer's own cancellations (CBC) by the Amman month they happened in; through the customer's
        // orders (indexed by customer), not a scan of the whole history.
        db.execute<{ month: string; count: number }>(sql`
          SELECT to_char(h.created_at AT TIME ZONE 'Asia/Amman', 'YYYY-MM') AS month, count(*)::int AS count
          FROM orders o JOIN order_status_history h ON h.order_id = o.id AND h.to_status = 'CBC'
          WHERE o.customer_id = ${id} AND o.status = 'CBC'
          GROUP BY 1 ORDER BY 1 DESC LIMIT 12`),
      ]);
      return { row, industries: inds, orders: orderRows, complaints: complaintRows, cancellations: cancels.rows };
    },
  };
}
