import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { accounts } from '@portal/db/schema/accounts';
import { files } from '@portal/db/schema/files';
import { providerAlbums, providerLocations, providerReviews, providers, providerSubCategories } from '@portal/db/schema/providers';
import { subCategories, type Trilingual } from '@portal/db/schema/reference';
import type { Tx } from '../../lib/transaction.ts';

export type ProviderChanges = Partial<
  Pick<
    typeof providers.$inferInsert,
    'countryCode' | 'phoneNo' | 'contactEmails' | 'dailyRate' | 'minimumRatePerVisit' | 'education' | 'profilePhoto' | 'cliqAlias'
  >
>;
export type NewPublicFile = { id: string; storageKey: string; mime: string; size: number; originalName: string };
export type ServiceAreaRow = { city: string; state: string; country: string; latitude: number; longitude: number };

export function providerProfileRepository(db: Db | Tx) {
  return {
    async provider(providerId: number) {
      const [row] = await db
        .select({ email: accounts.email, provider: providers })
        .from(providers)
        .innerJoin(accounts, eq(accounts.id, providers.accountId))
        .where(eq(providers.accountId, providerId))
        .limit(1);
      return row ?? null;
    },

    /** The provider row, locked until the transaction ends: two saves of one profile run one after the other. */
    async lockProvider(providerId: number) {
      const [row] = await db.select().from(providers).where(eq(providers.accountId, providerId)).for('update');
      return row ?? null;
    },

    subCategoryIds: async (providerId: number) =>
      (
        await db
          .select({ id: providerSubCategories.subCategoryId })
          .from(providerSubCategories)
          .where(eq(providerSubCategories.providerId, providerId))
          .orderBy(asc(providerSubCategories.subCategoryId))
      ).map((r) => r.id),

    async existingSubCategories(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      return (await db.select({ id: subCategories.id }).from(subCategories).where(inArray(subCategories.id, ids))).map((r) => r.id);
    },

    serviceAreas: (providerId: number) =>
      db
        .select({
          city: providerLocations.city,
          state: providerLocations.state,
          country: providerLocations.country,
          latitude: providerLocations.latitude,
          longitude: providerLocations.longitude,
        })
        .from(providerLocations)
        .where(eq(providerLocations.providerId, providerId))
        .orderBy(asc(providerLocations.id)),

    albums: (providerId: number) =>
      db
        .select({ id: providerAlbums.id, name: providerAlbums.name, images: providerAlbums.images })
        .from(providerAlbums)
        .where(eq(providerAlbums.providerId, providerId))
        .orderBy(asc(providerAlbums.id)),

    /** One album of this provider, locked (its item list is rewritten). */
    async lockAlbum(providerId: number, albumId: number) {
      const [row] = await db
        .select()
        .from(providerAlbums)
        .where(and(eq(providerAlbums.id, albumId), eq(providerAlbums.providerId, providerId)))
        .for('update');
      return row ?? null;
    },

    async albumCount(providerId: number) {
      const [row] = await db.select({ n: count() }).from(providerAlbums).where(eq(providerAlbums.providerId, providerId));
      return row?.n ?? 0;
    },

    async insertAlbum(providerId: number, name: Trilingual) {
      const [row] = await db.insert(providerAlbums).values({ providerId, name, images: [] }).returning({ id: providerAlbums.id });
      return row!.id;
    },

    setAlbumItems: (albumId: number, images: string[]) => db.update(providerAlbums).set({ images }).where(eq(providerAlbums.id, albumId)),

    deleteAlbum: (albumId: number) => db.delete(providerAlbums).where(eq(providerAlbums.id, albumId)),

    updateProvider: (providerId: number, changes: ProviderChanges) =>
      db.update(providers).set(changes).where(eq(providers.accountId, providerId)),

    async setSubCategories(providerId: number, ids: number[]) {
      await db.delete(providerSubCategories).where(eq(providerSubCategories.providerId, providerId));
      if (ids.length) await db.insert(providerSubCategories).values(ids.map((subCategoryId) => ({ providerId, subCategoryId })));
    },

    async setServiceAreas(providerId: number, areas: ServiceAreaRow[]) {
      await db.delete(providerLocations).where(eq(providerLocations.providerId, providerId));
      if (areas.length) await db.insert(providerLocations).values(areas.map((a) => ({ providerId, ...a })));
    },

    /** Photo and album files are public: customers see them on the provider's card and profile. */
    insertPublicFiles: (providerId: number, rows: NewPublicFile[]) =>
      rows.length === 0
        ? Promise.resolve()
        : db
            .insert(files)
            .values(rows.map((f) => ({ ...f, ownerAccountId: providerId, isPublic: true })))
            .then(() => {}),

    /** Deletes this provider's public file rows and returns the storage keys to remove after commit. */
    deletePublicFiles: async (providerId: number, fileIds: string[]) =>
      fileIds.length === 0
        ? []
        : (
            await db
              .delete(files)
              .where(and(inArray(files.id, fileIds), eq(files.ownerAccountId, providerId), eq(files.isPublic, true)))
              .returning({ storageKey: files.storageKey })
          ).map((r) => r.storageKey),

    /** A public provider file by id, for GET /api/provider-media/{id}.{ext}. */
    async publicFile(fileId: string) {
      const [row] = await db
        .select({ storageKey: files.storageKey, mime: files.mime, size: files.size })
        .from(files)
        .innerJoin(providers, eq(providers.accountId, files.ownerAccountId))
        .where(and(eq(files.id, fileId), eq(files.isPublic, true)))
        .limit(1);
      return row ?? null;
    },

    async reviewCount(providerId: number) {
      const [row] = await db.select({ n: count() }).from(providerReviews).where(eq(providerReviews.providerId, providerId));
      return row?.n ?? 0;
    },

    reviewsPage: (providerId: number, offset: number, limit: number) =>
      db
        .select({
          id: providerReviews.id,
          customerName: providerReviews.customerName,
          rating: providerReviews.rating,
          comment: providerReviews.comment,
          createdAt: providerReviews.createdAt,
        })
        .from(providerReviews)
        .where(eq(providerReviews.providerId, providerId))
        .orderBy(desc(providerReviews.createdAt), desc(providerReviews.id))
        .offset(offset)
        .limit(limit),
  };
}
