import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { accounts, customerAttachments, customerIndustries, customers } from '@portal/db/schema/accounts';
import { files } from '@portal/db/schema/files';
import { orderAttachments } from '@portal/db/schema/orders';
import { customerTypes, industries } from '@portal/db/schema/reference';

export type CustomerChanges = Partial<
  Pick<
    typeof customers.$inferInsert,
    | 'name' | 'companyName' | 'countryCode' | 'phoneNo' | 'description' | 'latitude' | 'longitude' | 'area' | 'branchName'
    | 'contactPosition' | 'about' | 'allowLocationAccess' | 'marketingOptOut' | 'notifyEmail' | 'notifyPush' | 'profilePhotoId'
  >
>;
export type NewFile = { id: string; storageKey: string; mime: string; size: number; originalName: string };

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

    /** The customer row, locked until the transaction ends, so two saves of one profile run one after the other. */
    lockCustomer: async (accountId: number) => {
      const [row] = await db.select().from(customers).where(eq(customers.accountId, accountId)).for('update');
      return row ?? null;
    },

    industryIds: async (accountId: number) =>
      (
        await db
          .select({ id: customerIndustries.industryId })
          .from(customerIndustries)
          .where(eq(customerIndustries.customerId, accountId))
          .orderBy(asc(customerIndustries.industryId))
      ).map((r) => r.id),

    async industriesOfType(ids: number[], customerTypeId: number): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: industries.id })
        .from(industries)
        .where(and(inArray(industries.id, ids), eq(industries.customerTypeId, customerTypeId)));
      return rows.map((r) => r.id);
    },

    async setIndustries(accountId: number, ids: number[]) {
      await db.delete(customerIndustries).where(eq(customerIndustries.customerId, accountId));
      if (ids.length) await db.insert(customerIndustries).values(ids.map((industryId) => ({ customerId: accountId, industryId })));
    },

    updateCustomer: (accountId: number, changes: CustomerChanges) => db.update(customers).set(changes).where(eq(customers.accountId, accountId)),

    attachments: (accountId: number) =>
      db
        .select({ id: customerAttachments.id, fileId: files.id, fileName: files.originalName, mime: files.mime })
        .from(customerAttachments)
        .innerJoin(files, eq(files.id, customerAttachments.fileId))
        .where(eq(customerAttachments.customerId, accountId))
        .orderBy(asc(customerAttachments.id)),

    /** Attachments of this customer among `ids`, with their stored file. */
    attachmentsById: (accountId: number, ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: customerAttachments.id, fileId: files.id, storageKey: files.storageKey })
            .from(customerAttachments)
            .innerJoin(files, eq(files.id, customerAttachments.fileId))
            .where(and(eq(customerAttachments.customerId, accountId), inArray(customerAttachments.id, ids))),

    /** Files this customer uploaded that are attached nowhere yet (not to the profile, not to an order, not the photo). */
    unattachedUploads: (accountId: number, fileIds: string[]) =>
      fileIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: files.id })
            .from(files)
            .where(
              and(
                inArray(files.id, fileIds),
                eq(files.ownerAccountId, accountId),
                notExists(db.select({ one: sql`1` }).from(customerAttachments).where(eq(customerAttachments.fileId, files.id))),
                notExists(db.select({ one: sql`1` }).from(orderAttachments).where(eq(orderAttachments.fileId, files.id))),
                notExists(db.select({ one: sql`1` }).from(customers).where(eq(customers.profilePhotoId, files.id))),
              ),
            ),

    attach: (accountId: number, fileIds: string[]) =>
      fileIds.length === 0 ? Promise.resolve() : db.insert(customerAttachments).values(fileIds.map((fileId) => ({ customerId: accountId, fileId }))).then(() => {}),

    insertFiles: (accountId: number, rows: NewFile[]) =>
      rows.length === 0 ? Promise.resolve() : db.insert(files).values(rows.map((f) => ({ ...f, ownerAccountId: accountId, isPublic: false }))).then(() => {}),

    /** Deletes file rows (their attachment rows go with them) and returns the storage keys to remove after commit. */
    deleteFiles: async (fileIds: string[]) =>
      fileIds.length === 0
        ? []
        : (await db.delete(files).where(inArray(files.id, fileIds)).returning({ storageKey: files.storageKey })).map((r) => r.storageKey),

    fileById: async (fileId: string) => {
      const [row] = await db.select({ id: files.id, storageKey: files.storageKey }).from(files).where(eq(files.id, fileId));
      return row ?? null;
    },


    /** Unattached uploads older than the cutoff (of every customer), for the cleanup. */
    staleUploads: (olderThan: Date) =>
      db
        .select({ id: files.id })
        .from(files)
        .innerJoin(accounts, eq(accounts.id, files.ownerAccountId))
        .where(
          and(
            eq(accounts.role, 'customer'),
            eq(files.isPublic, false),
            sql`${files.createdAt} < ${olderThan}`,
            notExists(db.select({ one: sql`1` }).from(customerAttachments).where(eq(customerAttachments.fileId, files.id))),
            notExists(db.select({ one: sql`1` }).from(orderAttachments).where(eq(orderAttachments.fileId, files.id))),
            notExists(db.select({ one: sql`1` }).from(customers).where(eq(customers.profilePhotoId, files.id))),
          ),
        ),
  };
}
export type ProfileRepository = ReturnType<typeof profileRepository>;
