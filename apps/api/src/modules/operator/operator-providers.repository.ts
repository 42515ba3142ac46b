import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ProviderDocumentKind, ProviderProfileInput } from '@portal/contract/operator-people';
import type { Db } from '@portal/db/client';
import { accounts, accountTokens } from '@portal/db/schema/accounts';
import { files } from '@portal/db/schema/files';
import { orders } from '@portal/db/schema/orders';
import { providerAlbums, providerDocuments, providerLocations, providerReviews, providers, providerSubCategories } from '@portal/db/schema/providers';
import { subCategories } from '@portal/db/schema/reference';
import { FINAL_STATUSES } from '@portal/contract/order-state-machine';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type AccountStatus = 'active' | 'suspended' | 'deleted';
type Area = { city: string; state: string; country: string; latitude: number; longitude: number };

/** The provider side of the operator console (issue 17): accounts, profiles, trades, areas, albums, history. */
export function operatorProvidersRepository(db: Executor) {
  return {
    emailTaken: async (email: string) =>
      (await db.select({ id: accounts.id }).from(accounts).where(and(eq(sql`lower(${accounts.email})`, email.toLowerCase()), eq(accounts.role, 'provider'))).limit(1)).length > 0,

    /** Sub-category ids of `ids` that exist. */
    existingSubCategories: async (ids: number[]) =>
      (await db.select({ id: subCategories.id }).from(subCategories).where(inArray(subCategories.id, ids))).map((r) => r.id),

    insertAccount: async (email: string, passwordHash: string, lang: string) => {
      const [row] = await db
        .insert(accounts)
        .values({ email: email.toLowerCase(), role: 'provider', passwordHash, isVerified: false, lang })
        .returning({ id: accounts.id });
      return row!.id;
    },

    insertProfile: (accountId: number, p: ProviderProfileInput) =>
      db.insert(providers).values({ accountId, ...p, contactEmails: [], education: [] }),

    updateProfile: async (accountId: number, p: ProviderProfileInput) =>
      (await db.update(providers).set(p).where(eq(providers.accountId, accountId)).returning({ id: providers.accountId })).length > 0,

    replaceSubCategories: async (providerId: number, ids: number[]) => {
      await db.delete(providerSubCategories).where(eq(providerSubCategories.providerId, providerId));
      if (ids.length) await db.insert(providerSubCategories).values(ids.map((subCategoryId) => ({ providerId, subCategoryId })));
    },

    replaceAreas: async (providerId: number, areas: Area[]) => {
      await db.delete(providerLocations).where(eq(providerLocations.providerId, providerId));
      if (areas.length) await db.insert(providerLocations).values(areas.map((a) => ({ providerId, ...a })));
    },

    insertAlbum: async (providerId: number, name: { en: string; ar: string; fr: string }, images: string[]) => {
      const [row] = await db.insert(providerAlbums).values({ providerId, name, images }).returning({ id: providerAlbums.id });
      return row!.id;
    },
    updateAlbum: async (providerId: number, albumId: number, values: { name?: { en: string; ar: string; fr: string }; images?: string[] }) =>
      (
        await db
          .update(providerAlbums)
          .set(values)
          .where(and(eq(providerAlbums.id, albumId), eq(providerAlbums.providerId, providerId)))
          .returning({ id: providerAlbums.id })
      ).length > 0,

    /** A paper's file (private: a row of `files` owned by the provider, never public). */
    insertDocument: async (providerId: number, file: { id: string; storageKey: string; mime: string; size: number; originalName: string }, kind: ProviderDocumentKind, name: string) => {
      await db.insert(files).values({ ...file, ownerAccountId: providerId, isPublic: false });
      const [row] = await db.insert(providerDocuments).values({ providerId, fileId: file.id, kind, name }).returning({ id: providerDocuments.id });
      return row!.id;
    },
    document: async (providerId: number, documentId: number) =>
      (
        await db
          .select({ id: providerDocuments.id, name: providerDocuments.name, kind: providerDocuments.kind, fileId: files.id, storageKey: files.storageKey, mime: files.mime, size: files.size, originalName: files.originalName, createdAt: providerDocuments.createdAt })
          .from(providerDocuments)
          .innerJoin(files, eq(files.id, providerDocuments.fileId))
          .where(and(eq(providerDocuments.id, documentId), eq(providerDocuments.providerId, providerId)))
          .limit(1)
      )[0] ?? null,
    /** Deletes the paper and its file row; the storage key to remove after commit, or null when there was none. */
    deleteDocument: async (providerId: number, documentId: number) => {
      const [doc] = await db
        .delete(providerDocuments)
        .where(and(eq(providerDocuments.id, documentId), eq(providerDocuments.providerId, providerId)))
        .returning({ fileId: providerDocuments.fileId });
      if (!doc) return null;
      const [file] = await db.delete(files).where(eq(files.id, doc.fileId)).returning({ storageKey: files.storageKey });
      return file?.storageKey ?? '';
    },

    deleteAlbum: async (providerId: number, albumId: number) =>
      (await db.delete(providerAlbums).where(and(eq(providerAlbums.id, albumId), eq(providerAlbums.providerId, providerId))).returning({ id: providerAlbums.id })).length > 0,

    /** The provider's account, locked for a change of status. */
    lockProvider: async (accountId: number) => {
      const rows = await db
        .select({ id: accounts.id, status: accounts.status, email: accounts.email, lang: accounts.lang, isVerified: accounts.isVerified })
        .from(accounts)
        .where(and(eq(accounts.id, accountId), eq(accounts.role, 'provider')))
        .for('update');
      return rows[0];
    },

    setStatus: (accountId: number, status: AccountStatus, reason: string | null) =>
      db.update(accounts).set({ status, statusReason: reason, statusChangedAt: new Date(), updatedAt: new Date() }).where(eq(accounts.id, accountId)),

    /** A fresh invitation: earlier links stop working, only the newest one sets the password. */
    replaceInvitation: async (accountId: number, tokenHash: string, ttlSeconds: number) => {
      await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(accountTokens.accountId, accountId), eq(accountTokens.purpose, 'invite'), isNull(accountTokens.usedAt)));
      await db.insert(accountTokens).values({ accountId, purpose: 'invite', tokenHash, expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
    },

    displayName: async (accountId: number) =>
      (await db.select({ name: providers.name }).from(providers).where(eq(providers.accountId, accountId)).limit(1))[0]?.name ?? null,

    detail: async (accountId: number) => {
      const [row] = await db
        .select({ account: accounts, provider: providers })
        .from(providers)
        .innerJoin(accounts, eq(accounts.id, providers.accountId))
        .where(eq(providers.accountId, accountId));
      if (!row) return null;
      const [subs, areas, documents, albums, openOrders, perMonth, recentCancels, reviews] = await Promise.all([
        db
          .select({ id: subCategories.id, categoryId: subCategories.categoryId, en: subCategories.en, ar: subCategories.ar, fr: subCategories.fr })
          .from(providerSubCategories)
          .innerJoin(subCategories, eq(subCategories.id, providerSubCategories.subCategoryId))
          .where(eq(providerSubCategories.providerId, accountId))
          .orderBy(subCategories.id),
        db.select().from(providerLocations).where(eq(providerLocations.providerId, accountId)).orderBy(providerLocations.id),
        db
          .select({ id: providerDocuments.id, kind: providerDocuments.kind, name: providerDocuments.name, fileId: providerDocuments.fileId, mime: files.mime, size: files.size, createdAt: providerDocuments.createdAt })
          .from(providerDocuments)
          .innerJoin(files, eq(files.id, providerDocuments.fileId))
          .where(eq(providerDocuments.providerId, accountId))
          .orderBy(providerDocuments.id),
        db.select().from(providerAlbums).where(eq(providerAlbums.providerId, accountId)).orderBy(providerAlbums.id),
        db
          .select({ id: orders.id, orderNo: orders.orderNo, type: orders.type, status: orders.status })
          .from(orders)
          .where(and(eq(orders.providerId, accountId), sql`${orders.status} NOT IN (${sql.join(FINAL_STATUSES.map((s) => sql`${s}`), sql`, `)})`))
          .orderBy(orders.id)
          .limit(100),
        // Through the provider's orders (indexed by provider and status), not a scan of the whole history.
        db.execute<{ month: string; count: number }>(sql`
          SELECT to_char(h.created_at AT TIME ZONE 'Asia/Amman', 'YYYY-MM') AS month, count(*)::int AS count
          FROM order_status_history h JOIN orders o ON o.id = h.order_id
          WHERE o.provider_id = ${accountId} AND o.status = 'CNCL' AND h.to_status = 'CNCL' AND h.actor_role = 'provider'
          GROUP BY 1 ORDER BY 1 DESC LIMIT 12`),
        db.execute<{ id: number; order_no: string; type: 'E' | 'T' | 'R'; at: number }>(sql`
          SELECT o.id, o.order_no, o.type, extract(epoch FROM h.created_at)::int AS at
          FROM order_status_history h JOIN orders o ON o.id = h.order_id
          WHERE o.provider_id = ${accountId} AND o.status = 'CNCL' AND h.to_status = 'CNCL' AND h.actor_role = 'provider'
          ORDER BY h.id DESC LIMIT 20`),
        db.select().from(providerReviews).where(eq(providerReviews.providerId, accountId)).orderBy(desc(providerReviews.createdAt)).limit(50),
      ]);
      return { ...row, subs, areas, documents, albums, openOrders, perMonth: perMonth.rows, recentCancels: recentCancels.rows, reviews };
    },
  };
}
