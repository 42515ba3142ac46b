import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { accounts, customers } from '@portal/db/schema/accounts';
import { customerBranches } from '@portal/db/schema/orders';
import type { Tx } from './order-transitions.ts';

export type BranchValues = Pick<
  typeof customerBranches.$inferInsert,
  'name' | 'email' | 'branchName' | 'countryCode' | 'phoneNo' | 'area' | 'city' | 'country' | 'latitude' | 'longitude'
>;

/**
 * The customer's addresses: the profile's own (main) one and the saved branches. The profile writes them, orders
 * and RFPs go to them and the branch chooser lists them, all through this one repository.
 */
export function customerAddressesRepository(db: Db | Tx) {
  return {
    /** The customer's own (main) address and contact, from the profile. */
    async customerMain(accountId: number) {
      const [row] = await db
        .select({
          name: customers.name,
          email: accounts.email,
          countryCode: customers.countryCode,
          phoneNo: customers.phoneNo,
          branchName: customers.branchName,
          latitude: customers.latitude,
          longitude: customers.longitude,
          country: customers.country,
          city: customers.city,
          area: customers.area,
        })
        .from(customers)
        .innerJoin(accounts, eq(accounts.id, customers.accountId))
        .where(eq(customers.accountId, accountId));
      return row ?? null;
    },

    /** The live (not deleted) saved branches, oldest first. */
    savedBranches: (accountId: number) =>
      db
        .select()
        .from(customerBranches)
        .where(and(eq(customerBranches.customerId, accountId), eq(customerBranches.deleted, false)))
        .orderBy(asc(customerBranches.id)),

    async savedBranch(accountId: number, id: number) {
      const [row] = await db
        .select()
        .from(customerBranches)
        .where(and(eq(customerBranches.id, id), eq(customerBranches.customerId, accountId), eq(customerBranches.deleted, false)));
      return row ?? null;
    },

    insertBranch: (accountId: number, values: BranchValues) => db.insert(customerBranches).values({ ...values, customerId: accountId }),

    updateBranch: (accountId: number, id: number, values: BranchValues) =>
      db
        .update(customerBranches)
        .set(values)
        .where(and(eq(customerBranches.id, id), eq(customerBranches.customerId, accountId), eq(customerBranches.deleted, false))),

    /** Soft delete: past orders still point at the row; the order branch chooser no longer lists it. */
    deleteBranch: (accountId: number, id: number) =>
      db.update(customerBranches).set({ deleted: true }).where(and(eq(customerBranches.id, id), eq(customerBranches.customerId, accountId))),
  };
}
export type CustomerAddresses = ReturnType<typeof customerAddressesRepository>;
