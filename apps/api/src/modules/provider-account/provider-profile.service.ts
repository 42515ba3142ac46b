import { pickLang, type Lang } from '@portal/contract/lang';
import {
  PROVIDER_PROFILE_LIMITS,
  type ProviderAlbum,
  type ProviderProfile,
  type ProviderProfileEdit,
  type ProviderReviewsResponse,
} from '@portal/contract/provider-account';
import type { Trilingual } from '@portal/db/schema/reference';
import type { AppContext } from '../../context.ts';
import { assetUrl } from '../../lib/asset-url.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { checkProfilePhoto } from '../../lib/uploads/profile-photo.ts';
import type { UploadForm } from '../../lib/uploads/read-upload-form.ts';
import { removeStored, storeThenRecord } from '../../lib/uploads/store-uploads.ts';
import { checkOrderAttachments } from '../order-core/order-attachments.ts';
import { readOrderLimits } from '../order-core/validation-data.ts';
import { isVideoUrl, mediaFileId, providerMediaUrl } from './provider-media.ts';
import { providerProfileRepository } from './provider-profile.repository.ts';

const epochSeconds = (d: Date) => Math.floor(d.getTime() / 1000);
const same = (text: string): Trilingual => ({ en: text, ar: text, fr: text });
const albumNotFound = () => notFound('albumNotFound');

/**
 * The provider's own profile (issue 18 point 6): what customers see on its card and profile page. The checks are
 * the customer profile's: a refusal is a translated 400 and nothing is written (one transaction, checks first).
 */
export function providerProfileService(ctx: AppContext) {
  const repo = providerProfileRepository(ctx.db);

  const albumView = (a: { id: number; name: Trilingual; images: string[] }, lang: Lang): ProviderAlbum => ({
    id: a.id,
    name: pickLang(a.name, lang),
    items: a.images.map((path) => ({ url: assetUrl(path), kind: isVideoUrl(path) ? 'video' : 'image' })),
  });

  const service = {
    async view(providerId: number, lang: Lang): Promise<ProviderProfile> {
      const row = await repo.provider(providerId);
      if (!row) throw notFound();
      const [subCategoryIds, serviceAreas, albums] = await Promise.all([
        repo.subCategoryIds(providerId),
        repo.serviceAreas(providerId),
        repo.albums(providerId),
      ]);
      const p = row.provider;
      return {
        id: providerId,
        email: row.email,
        name: pickLang(p.name, lang),
        profilePhoto: p.profilePhoto ? assetUrl(p.profilePhoto) : null,
        isGoldenTechnician: p.isGoldenTechnician,
        isCertified: p.isCertified,
        rating: p.rating,
        ratingCount: p.ratingCount,
        ordersCompleted: p.ordersCompleted,
        countryCode: p.countryCode,
        phoneNo: p.phoneNo,
        contactEmails: p.contactEmails,
        dailyRate: p.dailyRate,
        minimumRatePerVisit: p.minimumRatePerVisit,
        subCategoryIds,
        serviceAreas,
        education: p.education.map((e) => pickLang(e, lang)),
        albums: albums.map((a) => albumView(a, lang)),
        commissionRate: p.commissionRate,
        cliqAlias: p.cliqAlias,
      };
    },

    /** Saves the whole editable profile in one transaction; any refusal leaves everything as it was. */
    async edit(providerId: number, input: ProviderProfileEdit, lang: Lang): Promise<ProviderProfile> {
      await inTransaction(ctx.db, async (tx) => {
        const r = providerProfileRepository(tx);
        const current = await r.lockProvider(providerId);
        if (!current) throw notFound();
        const ids = [...new Set(input.subCategoryIds)];
        if ((await r.existingSubCategories(ids)).length !== ids.length)
          throw badRequest('subCategoryNotFound', { subCategoryIds: ['subCategoryNotFound'] });
        // An education line sent back unchanged keeps its three languages (seeded profiles have them); a new or
        // changed line is the provider's own words, shown as written in every language.
        const education = input.education.map((text, i) => {
          const before = current.education[i];
          return before && pickLang(before, lang) === text ? before : same(text);
        });
        await r.updateProvider(providerId, {
          countryCode: input.countryCode,
          phoneNo: input.phoneNo,
          contactEmails: [...new Set(input.contactEmails)],
          dailyRate: input.dailyRate,
          minimumRatePerVisit: input.minimumRatePerVisit,
          education,
          // Issue 19.4: absent (an older app) keeps the alias; null clears it.
          ...(input.cliqAlias !== undefined ? { cliqAlias: input.cliqAlias } : {}),
        });
        await r.setSubCategories(providerId, ids);
        await r.setServiceAreas(providerId, input.serviceAreas);
      });
      return service.view(providerId, lang);
    },

    /** The cropped photo, checked as the customer's (re-encoded, SVG rasterised); the previous uploaded one is deleted. */
    async uploadPhoto(providerId: number, form: UploadForm): Promise<{ url: string }> {
      const checked = await checkProfilePhoto(form.files[0]!, form);
      let oldKeys: string[] = [];
      const url = await storeThenRecord(
        ctx.storage,
        [{ path: checked.path, mime: checked.mime, originalName: `profile.${checked.ext}` }],
        (rows) =>
          inTransaction(ctx.db, async (tx) => {
            const r = providerProfileRepository(tx);
            const current = await r.lockProvider(providerId);
            if (!current) throw notFound();
            const file = rows[0]!;
            await r.insertPublicFiles(providerId, [file]);
            const photo = providerMediaUrl(file.id, file.mime);
            await r.updateProvider(providerId, { profilePhoto: photo });
            const old = mediaFileId(current.profilePhoto);
            if (old) oldKeys = await r.deletePublicFiles(providerId, [old]);
            return photo;
          }),
      );
      await removeStored(ctx.storage, oldKeys);
      return { url };
    },

    async ownAlbum(providerId: number, albumId: number) {
      const album = (await repo.albums(providerId)).find((a) => a.id === albumId);
      if (!album) throw albumNotFound();
      return album;
    },

    async createAlbum(providerId: number, name: string, lang: Lang): Promise<ProviderAlbum> {
      const id = await inTransaction(ctx.db, async (tx) => {
        const r = providerProfileRepository(tx);
        if (!(await r.lockProvider(providerId))) throw notFound();
        if ((await r.albumCount(providerId)) >= PROVIDER_PROFILE_LIMITS.albumsMax) {
          throw badRequest('albumsMax', { name: ['albumsMax'] }, { max: PROVIDER_PROFILE_LIMITS.albumsMax });
        }
        return r.insertAlbum(providerId, same(name));
      });
      return albumView({ id, name: same(name), images: [] }, lang);
    },

    /**
     * Photos and videos into an album with the order attachments' checks (type by magic bytes, sizes, video length)
     * and the gallery counts of the validation data per album; documents are not album items.
     */
    async addAlbumFiles(providerId: number, albumId: number, form: UploadForm, lang: Lang): Promise<ProviderAlbum> {
      const album = await service.ownAlbum(providerId, albumId);
      const limits = await readOrderLimits(ctx.db);
      const videos = album.images.filter(isVideoUrl).length;
      const checked = await checkOrderAttachments(form.files, limits, form, { image: album.images.length - videos, video: videos });
      if (checked.some((c) => c.kind === 'document')) throw badRequest('fileMediaType', { attachments: ['fileMediaType'] });
      const images = await storeThenRecord(ctx.storage, checked, (stored) =>
        inTransaction(ctx.db, async (tx) => {
          const r = providerProfileRepository(tx);
          const locked = await r.lockAlbum(providerId, albumId);
          if (!locked) throw albumNotFound();
          // Counted again under the lock: two uploads at once cannot pass the limits together.
          const v = locked.images.filter(isVideoUrl).length + stored.filter((s) => s.kind === 'video').length;
          const i = locked.images.length + stored.length - v;
          if (i > limits.noOfGalleryPhotos || v > limits.noOfGalleryVideos) {
            throw badRequest('totalFiles', { attachments: ['totalFiles'] }, { count: limits.noOfGalleryPhotos + limits.noOfGalleryVideos });
          }
          await r.insertPublicFiles(
            providerId,
            stored.map(({ kind: _kind, ...f }) => f),
          );
          const next = [...locked.images, ...stored.map((s) => providerMediaUrl(s.id, s.mime))];
          await r.setAlbumItems(albumId, next);
          return next;
        }),
      );
      return albumView({ id: albumId, name: album.name, images }, lang);
    },

    async deleteAlbumItem(providerId: number, albumId: number, url: string, lang: Lang): Promise<ProviderAlbum> {
      let keys: string[] = [];
      const album = await inTransaction(ctx.db, async (tx) => {
        const r = providerProfileRepository(tx);
        const locked = await r.lockAlbum(providerId, albumId);
        if (!locked) throw albumNotFound();
        // The view answers assetUrl(path); a seeded item is matched by either form.
        const index = locked.images.findIndex((path) => path === url || assetUrl(path) === url);
        if (index < 0) throw notFound('albumItemNotFound');
        const images = locked.images.filter((_, i) => i !== index);
        await r.setAlbumItems(albumId, images);
        const fileId = mediaFileId(locked.images[index]);
        if (fileId) keys = await r.deletePublicFiles(providerId, [fileId]);
        return { ...locked, images };
      });
      await removeStored(ctx.storage, keys);
      return albumView(album, lang);
    },

    async deleteAlbum(providerId: number, albumId: number): Promise<void> {
      const keys = await inTransaction(ctx.db, async (tx) => {
        const r = providerProfileRepository(tx);
        const locked = await r.lockAlbum(providerId, albumId);
        if (!locked) throw albumNotFound();
        await r.deleteAlbum(albumId);
        return r.deletePublicFiles(
          providerId,
          locked.images.map(mediaFileId).filter((id): id is string => id !== null),
        );
      });
      await removeStored(ctx.storage, keys);
    },

    async reviews(providerId: number, page: number, limit: number): Promise<ProviderReviewsResponse> {
      const [total, rows] = await Promise.all([repo.reviewCount(providerId), repo.reviewsPage(providerId, (page - 1) * limit, limit)]);
      return { list: rows.map((r) => ({ ...r, createdAt: epochSeconds(r.createdAt) })), page, limit, total, hasMore: page * limit < total };
    },

    publicFile: (fileId: string) => repo.publicFile(fileId),
  };
  return service;
}
