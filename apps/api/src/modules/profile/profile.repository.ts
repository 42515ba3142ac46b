import { asc, eq } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { accounts, customerAttachments, customerIndustries, customers } from '@portal/db/schema/accounts';
import { files } from '@portal/db/schema/files';
import { customerTypes } from '@portal/db/schema/reference';

export function profileRepository(db: Db) {
  return {
    customer: async (accountId: number) => {
      const rows = await db
        .select({
          email: accounts.email,
          customer: customers,
          customerType: {
            id: customerTypes.id,
            name: customerTypes.name,
            arabicName: customerTypes.arabicName,
            frenchName: customerTypes.frenchName,
          },
        })
        .from(customers)
        .innerJoin(accounts, eq(accounts.id, customers.accountId))
        .innerJoin(customerTypes, eq(customerTypes.id, customers.customerTypeId))
        .where(eq(customers.accountId, accountId))
        .limit(1);
      return rows[0] ?? null;
    },
    industryIds: async (accountId: number) =>
      (
        await db
          .select({ id: customerIndustries.industryId })
          .from(customerIndustries)
          .where(eq(customerIndustries.customerId, accountId))
          .orderBy(asc(customerIndustries.industryId))
      ).map((r) => r.id),
    attachments: (accountId: number) =>
      db
        .select({ id: customerAttachments.id, fileName: files.originalName })
        .from(customerAttachments)
        .innerJoin(files, eq(files.id, customerAttachments.fileId))
        .where(eq(customerAttachments.customerId, accountId))
        .orderBy(asc(customerAttachments.id)),
  };
}
