import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { accounts } from '@portal/db/schema/accounts';
import { files } from '@portal/db/schema/files';
import { orderStatusHistory, orders } from '@portal/db/schema/orders';
import { providers, providerSubCategories } from '@portal/db/schema/providers';
import { categories, subCategories } from '@portal/db/schema/reference';
import { rfpAnswers, rfpAttachments, rfpReplies, rfpTasks } from '@portal/db/schema/rfps';
import { cardColumns } from '../order-core/provider-cards.ts';
import type { Tx } from '../order-core/order-transitions.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type ReplyRow = typeof rfpReplies.$inferSelect;
export type NewAnswer = { questionId: number; value: string; optionIds: number[] };
export type StoredUpload = { id: string; storageKey: string; mime: string; size: number; originalName: string; kind: 'image' | 'video' | 'document' };

const replyWithProvider = { reply: rfpReplies, provider: cardColumns };

/** SQL of RFPs beyond their `orders` row: tasks, answers, uploads, replies. */
export function rfpsRepository(db: Executor) {
  return {
    /** Whether an e-mail also belongs to a provider account (such a user cannot create an RFP, spec §6). */
    async isProviderEmail(customerId: number): Promise<boolean> {
      const result = await db.execute<{ one: number }>(sql`
        SELECT 1 AS one FROM ${accounts} c JOIN ${accounts} p ON lower(p.email) = lower(c.email) AND p.role = 'provider'
        WHERE c.id = ${customerId} LIMIT 1`);
      return result.rows.length > 0;
    },

    async subCategory(id: number) {
      const [row] = await db.select({ id: subCategories.id, categoryId: subCategories.categoryId }).from(subCategories).where(eq(subCategories.id, id));
      return row ?? null;
    },

    // ---- uploads

    /** Stores uploaded files as pending RFP attachments of their owner; returns the numeric ids in order. */
    async insertUploads(tx: Tx, stored: StoredUpload[], ownerAccountId: number) {
      if (!stored.length) return [];
      await tx.insert(files).values(stored.map((f) => ({ id: f.id, storageKey: f.storageKey, mime: f.mime, size: f.size, originalName: f.originalName, ownerAccountId })));
      return tx
        .insert(rfpAttachments)
        .values(stored.map((f) => ({ fileId: f.id, ownerAccountId, kind: f.kind })))
        .returning({ id: rfpAttachments.id, fileId: rfpAttachments.fileId, kind: rfpAttachments.kind });
    },

    /** The owner's uploads not yet attached to anything, among these ids, with what the limits need. */
    pendingUploads: (ownerAccountId: number, ids: number[]) =>
      ids.length
        ? db
            .select({ id: rfpAttachments.id, kind: rfpAttachments.kind, mime: files.mime, size: files.size })
            .from(rfpAttachments)
            .innerJoin(files, eq(files.id, rfpAttachments.fileId))
            .where(
              and(
                inArray(rfpAttachments.id, ids),
                eq(rfpAttachments.ownerAccountId, ownerAccountId),
                isNull(rfpAttachments.taskId),
                isNull(rfpAttachments.replyId),
              ),
            )
        : Promise.resolve([]),

    /** Attaches pending uploads; the count tells whether all were still pending (a concurrent call may have taken one). */
    async attach(tx: Tx, ownerAccountId: number, ids: number[], to: { taskId: number } | { replyId: number }): Promise<number> {
      if (!ids.length) return 0;
      const rows = await tx
        .update(rfpAttachments)
        .set(to)
        .where(
          and(
            inArray(rfpAttachments.id, ids),
            eq(rfpAttachments.ownerAccountId, ownerAccountId),
            isNull(rfpAttachments.taskId),
            isNull(rfpAttachments.replyId),
          ),
        )
        .returning({ id: rfpAttachments.id });
      return rows.length;
    },

    /** Removes uploads nothing attached before the cutoff (their file rows too); returns the stored keys to delete. */
    async deleteStaleUploads(cutoff: Date): Promise<string[]> {
      const result = await db.execute<{ storage_key: string }>(sql`
        DELETE FROM ${files} f USING ${rfpAttachments} a
        WHERE a.file_id = f.id AND a.task_id IS NULL AND a.reply_id IS NULL AND a.created_at < ${cutoff.toISOString()}::timestamptz
        RETURNING f.storage_key`);
      return result.rows.map((r) => r.storage_key);
    },

    // ---- create

    async insertTask(tx: Tx, task: typeof rfpTasks.$inferInsert, answers: NewAnswer[]): Promise<number> {
      const [row] = await tx.insert(rfpTasks).values(task).returning({ id: rfpTasks.id });
      if (answers.length) await tx.insert(rfpAnswers).values(answers.map((a) => ({ ...a, taskId: row!.id })));
      return row!.id;
    },

    // ---- reading (many RFPs at once)

    tasks: (rfpIds: number[]) =>
      rfpIds.length
        ? db
            .select({
              task: rfpTasks,
              category: { en: categories.en, ar: categories.ar, fr: categories.fr },
              subCategory: { en: subCategories.en, ar: subCategories.ar, fr: subCategories.fr },
            })
            .from(rfpTasks)
            .innerJoin(categories, eq(categories.id, rfpTasks.categoryId))
            .innerJoin(subCategories, eq(subCategories.id, rfpTasks.subCategoryId))
            .where(inArray(rfpTasks.rfpId, rfpIds))
            .orderBy(asc(rfpTasks.rfpId), asc(rfpTasks.position))
        : Promise.resolve([]),

    answersOfTasks: (taskIds: number[]) =>
      taskIds.length ? db.select().from(rfpAnswers).where(inArray(rfpAnswers.taskId, taskIds)).orderBy(asc(rfpAnswers.id)) : Promise.resolve([]),

    answersOfReplies: (replyIds: number[]) =>
      replyIds.length ? db.select().from(rfpAnswers).where(inArray(rfpAnswers.replyId, replyIds)).orderBy(asc(rfpAnswers.id)) : Promise.resolve([]),

    attachments: (by: { taskIds?: number[]; replyIds?: number[] }) => {
      const where = by.taskIds ? (by.taskIds.length ? inArray(rfpAttachments.taskId, by.taskIds) : null) : by.replyIds?.length ? inArray(rfpAttachments.replyId, by.replyIds) : null;
      if (!where) return Promise.resolve([]);
      return db
        .select({
          id: rfpAttachments.id,
          fileId: rfpAttachments.fileId,
          kind: rfpAttachments.kind,
          taskId: rfpAttachments.taskId,
          replyId: rfpAttachments.replyId,
          fileName: files.originalName,
        })
        .from(rfpAttachments)
        .innerJoin(files, eq(files.id, rfpAttachments.fileId))
        .where(where)
        .orderBy(asc(rfpAttachments.id));
    },

    replyCounts: (rfpIds: number[]) =>
      rfpIds.length
        ? db.select({ rfpId: rfpReplies.rfpId, n: count() }).from(rfpReplies).where(inArray(rfpReplies.rfpId, rfpIds)).groupBy(rfpReplies.rfpId)
        : Promise.resolve([]),

    approvedReplies: (rfpIds: number[]) =>
      rfpIds.length
        ? db.select({ rfpId: rfpReplies.rfpId, id: rfpReplies.id }).from(rfpReplies).where(and(inArray(rfpReplies.rfpId, rfpIds), eq(rfpReplies.isApproved, true)))
        : Promise.resolve([]),

    history: (rfpIds: number[]) =>
      rfpIds.length
        ? db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, rfpIds)).orderBy(asc(orderStatusHistory.id))
        : Promise.resolve([]),

    /** The replies of an RFP with their provider's card, oldest first. */
    replies: (rfpId: number) =>
      db
        .select(replyWithProvider)
        .from(rfpReplies)
        .innerJoin(providers, eq(providers.accountId, rfpReplies.providerId))
        .where(eq(rfpReplies.rfpId, rfpId))
        .orderBy(asc(rfpReplies.createdAt), asc(rfpReplies.id)),

    async reply(rfpId: number, replyId: number) {
      const [row] = await db
        .select(replyWithProvider)
        .from(rfpReplies)
        .innerJoin(providers, eq(providers.accountId, rfpReplies.providerId))
        .where(and(eq(rfpReplies.rfpId, rfpId), eq(rfpReplies.id, replyId)));
      return row ?? null;
    },

    /** One provider's reply to each of these RFPs. */
    repliesOf: (providerId: number, rfpIds: number[]) =>
      rfpIds.length
        ? db
            .select(replyWithProvider)
            .from(rfpReplies)
            .innerJoin(providers, eq(providers.accountId, rfpReplies.providerId))
            .where(and(eq(rfpReplies.providerId, providerId), inArray(rfpReplies.rfpId, rfpIds)))
        : Promise.resolve([]),

    // ---- approval and replies (inside the caller's transaction)

    async lockReply(tx: Tx, rfpId: number, replyId: number): Promise<ReplyRow | null> {
      const [row] = await tx.select().from(rfpReplies).where(and(eq(rfpReplies.id, replyId), eq(rfpReplies.rfpId, rfpId))).for('update');
      return row ?? null;
    },

    approve: (tx: Tx, replyId: number) => tx.update(rfpReplies).set({ isApproved: true, updatedAt: new Date() }).where(eq(rfpReplies.id, replyId)),

    /** One reply per provider per RFP: a second one replaces the first (same id). `created` tells which happened. */
    async upsertReply(tx: Tx, values: Omit<typeof rfpReplies.$inferInsert, 'id' | 'isApproved' | 'createdAt' | 'updatedAt'>) {
      const now = new Date();
      const result = await tx.execute<{ id: number; created: boolean }>(sql`
        INSERT INTO ${rfpReplies} (rfp_id, provider_id, price, spare_parts, spare_part_fees, payment_terms, is_guarantee, expiry_date, created_at, updated_at)
        VALUES (${values.rfpId}, ${values.providerId}, ${values.price}, ${values.spareParts ?? ''}, ${values.sparePartFees ?? 0}, ${values.paymentTerms},
                ${values.isGuarantee}, ${values.expiryDate ? values.expiryDate.toISOString() : null}::timestamptz, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        ON CONFLICT (rfp_id, provider_id) DO UPDATE SET
          price = excluded.price, spare_parts = excluded.spare_parts, spare_part_fees = excluded.spare_part_fees,
          payment_terms = excluded.payment_terms, is_guarantee = excluded.is_guarantee, expiry_date = excluded.expiry_date,
          updated_at = excluded.updated_at
        RETURNING id, (xmax = 0) AS created`);
      return result.rows[0]!;
    },

    async replaceReplyAnswers(tx: Tx, replyId: number, answers: NewAnswer[]) {
      await tx.delete(rfpAnswers).where(eq(rfpAnswers.replyId, replyId));
      if (answers.length) await tx.insert(rfpAnswers).values(answers.map((a) => ({ ...a, replyId })));
    },

    /** Whether the provider serves one of the RFP's task sub-categories. */
    async providerServes(providerId: number, rfpId: number): Promise<boolean> {
      const rows = await db
        .select({ one: sql`1` })
        .from(rfpTasks)
        .innerJoin(
          providerSubCategories,
          and(eq(providerSubCategories.subCategoryId, rfpTasks.subCategoryId), eq(providerSubCategories.providerId, providerId)),
        )
        .where(eq(rfpTasks.rfpId, rfpId))
        .limit(1);
      return rows.length > 0;
    },

    // ---- closing

    /** One RFP past its end date still receiving proposals, locked; other sweepers skip it. */
    async lockOneDue(): Promise<number | null> {
      const result = await db.execute<{ id: number }>(sql`
        SELECT id FROM ${orders}
        WHERE type = 'R' AND status = 'REQD' AND end_date <= now()
        ORDER BY end_date LIMIT 1
        FOR UPDATE SKIP LOCKED`);
      return result.rows[0]?.id ?? null;
    },

    async isDue(rfpId: number): Promise<boolean> {
      const rows = await db
        .select({ due: sql<boolean>`${orders.endDate} <= now()` })
        .from(orders)
        .where(and(eq(orders.id, rfpId), eq(orders.type, 'R'), eq(orders.status, 'REQD')));
      return rows[0]?.due === true;
    },
  };
}
export type RfpsRepository = ReturnType<typeof rfpsRepository>;
