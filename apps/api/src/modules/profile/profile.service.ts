import { CUSTOMER_TYPE } from '@portal/contract/codes';
import { PROFILE_LIMITS, profileDescriptionRule, type ProfileEditRequest, type ProfileView } from '@portal/contract/profile';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { checkAttachments } from '../../lib/attachment-checks.ts';
import { fileUrl } from '../../lib/uploads/file-url.ts';
import type { UploadForm } from '../../lib/uploads/read-upload-form.ts';
import { removeStored as removeFromStorage, storeThenRecord, type StagedFile } from '../../lib/uploads/store-uploads.ts';
import { completionOf, isComplete } from '../../lib/profile-completion.ts';
import { customerAddressesRepository } from '../order-core/customer-addresses.repository.ts';
import { checkProfilePhoto } from '../../lib/uploads/profile-photo.ts';
import { profileRepository, type NewFile } from './profile.repository.ts';

const totalFiles = () => badRequest('totalFiles', { attachments: ['totalFiles'] }, { count: PROFILE_LIMITS.attachmentsMax });
/** Unattached uploads are kept this long for the edit that attaches them, then removed. */
export const UPLOAD_TTL_MS = 24 * 3600 * 1000;

export function profileService(ctx: AppContext) {
  const repo = profileRepository(ctx.db);
  const removeStored = (keys: string[]) => removeFromStorage(ctx.storage, keys);

  /** Writes checked files to storage and their rows; storage is undone if the rows are not. */
  const store = (checked: StagedFile[], write: (rows: NewFile[]) => Promise<void>) =>
    storeThenRecord(ctx.storage, checked, async (rows) => {
      await write(rows);
      return rows;
    });

  const service = {
    /** The customer's own profile (spec §3 Profile) with its completion, computed on every read. */
    async view(accountId: number): Promise<ProfileView> {
      const row = await repo.customer(accountId);
      if (!row) throw notFound();
      const [industry, attachments, branches] = await Promise.all([repo.industryIds(accountId), repo.attachments(accountId), customerAddressesRepository(ctx.db).savedBranches(accountId)]);
      const c = row.customer;
      const commercial = c.customerTypeId === CUSTOMER_TYPE.commercial;
      const completion = completionOf({ ...c, industryCount: industry.length, branches });
      return {
        id: accountId,
        name: c.name,
        companyName: c.companyName,
        email: row.email,
        phoneNo: c.phoneNo,
        countryCode: c.countryCode,
        description: commercial ? (c.description ?? '') : null,
        latitude: c.latitude,
        longitude: c.longitude,
        country: c.country,
        city: c.city,
        area: c.area,
        branchName: c.branchName,
        profilePhoto: c.profilePhotoId ? fileUrl(c.profilePhotoId) : null,
        isProfilepicUploaded: c.profilePhotoId !== null,
        customerType: row.customerType,
        industry,
        attachments: attachments.map((a) => ({ id: a.id, fileName: a.fileName, url: fileUrl(a.fileId), mime: a.mime })),
        isProfileCompleted: isComplete(completion),
        contactPosition: c.contactPosition,
        about: c.about,
        allowLocationAccess: c.allowLocationAccess,
        marketingOptOut: c.marketingOptOut,
        notifyEmail: c.notifyEmail,
        notifyPush: c.notifyPush,
        subBranches: branches.map((b) => ({
          id: b.id,
          name: b.name,
          email: b.email,
          branchName: b.branchName,
          phoneNo: b.phoneNo,
          countryCode: b.countryCode,
          area: b.area,
          city: b.city,
          country: b.country,
          latitude: b.latitude,
          longitude: b.longitude,
          deleted: false,
        })),
        completion,
      };
    },

    /**
     * Saves the whole profile (spec §5 Profile row) in one transaction: any refusal rolls everything back.
     * Email, city, country and customer type are read-only and never written here.
     */
    async edit(accountId: number, input: ProfileEditRequest): Promise<ProfileView> {
      const removedKeys = await ctx.db.transaction(async (tx) => {
        const r = profileRepository(tx);
        const addresses = customerAddressesRepository(tx);
        const current = await r.lockCustomer(accountId);
        if (!current) throw notFound();
        const commercial = current.customerTypeId === CUSTOMER_TYPE.commercial;

        let description: string | null = null;
        if (commercial) {
          const parsed = profileDescriptionRule.safeParse(input.description ?? '');
          if (!parsed.success) {
            const key = parsed.error.issues[0]?.message ?? 'descriptionRequired';
            throw badRequest(key, { description: [key] });
          }
          description = parsed.data;
        }

        const industryIds = [...new Set(input.industry)];
        const found = await r.industriesOfType(industryIds, current.customerTypeId);
        if (found.length !== industryIds.length) throw badRequest('industryInvalid', { industry: ['industryInvalid'] });

        // Attachments: the removed must be this customer's, the created his own fresh uploads; at most 5 in all.
        const removedIds = [...new Set(input.removedAttachments)];
        const removed = await r.attachmentsById(accountId, removedIds);
        if (removed.length !== removedIds.length) throw badRequest('attachmentNotFound', { removedAttachments: ['attachmentNotFound'] });
        const createdIds = [...new Set(input.createdAttachments)];
        const uploads = await r.unattachedUploads(accountId, createdIds);
        if (uploads.length !== createdIds.length) throw badRequest('attachmentNotFound', { createdAttachments: ['attachmentNotFound'] });
        const existing = (await r.attachments(accountId)).length;
        if (existing - removed.length + createdIds.length > PROFILE_LIMITS.attachmentsMax) throw totalFiles();

        // Branches: ids must be this customer's live branches.
        const live = new Set((await addresses.savedBranches(accountId)).map((b) => b.id));
        for (const [i, b] of (input.branches ?? []).entries()) {
          if (b.id !== undefined && !live.has(b.id)) throw badRequest('branchNotFound', { [`branches.${i}.id`]: ['branchNotFound'] });
        }

        await r.updateCustomer(accountId, {
          name: input.name,
          // A residential customer has no company: its company name is the contact name (spec §2.3).
          companyName: commercial ? input.companyName : input.name,
          countryCode: input.countryCode,
          phoneNo: input.phoneNo,
          description,
          latitude: input.latitude,
          longitude: input.longitude,
          area: input.area,
          branchName: input.branchName,
          ...(input.contactPosition !== undefined ? { contactPosition: input.contactPosition } : {}),
          ...(input.about !== undefined ? { about: input.about } : {}),
          ...(input.allowLocationAccess !== undefined ? { allowLocationAccess: input.allowLocationAccess } : {}),
          ...(input.marketingOptOut !== undefined ? { marketingOptOut: input.marketingOptOut } : {}),
          ...(input.notifyEmail !== undefined ? { notifyEmail: input.notifyEmail } : {}),
          ...(input.notifyPush !== undefined ? { notifyPush: input.notifyPush } : {}),
        });
        await r.setIndustries(accountId, industryIds);
        for (const b of input.branches ?? []) {
          if (b.deleted) {
            await addresses.deleteBranch(accountId, b.id);
            continue;
          }
          const values = {
            name: b.name,
            email: b.email,
            branchName: b.branchName,
            countryCode: b.countryCode,
            phoneNo: b.phoneNo,
            area: b.area,
            city: b.city,
            country: b.country,
            latitude: b.latitude,
            longitude: b.longitude,
          };
          if (b.id === undefined) await addresses.insertBranch(accountId, values);
          else await addresses.updateBranch(accountId, b.id, values);
        }
        await r.attach(accountId, createdIds);
        return r.deleteFiles(removed.map((a) => a.fileId));
      });
      // The rows are gone for good: only now may the bytes go.
      await removeStored(removedKeys);
      return service.view(accountId);
    },

    /** Sets the profile photo at once (spec §2.11); the previous photo is deleted. */
    async uploadPhoto(accountId: number, form: UploadForm): Promise<{ url: string }> {
      // The reader refused a form without the photo (photoUploadRules).
      const checked = await checkProfilePhoto(form.files[0]!, form);
      let oldKeys: string[] = [];
      const [row] = await store([{ path: checked.path, mime: checked.mime, originalName: `profile.${checked.ext}` }], (rows) =>
        ctx.db.transaction(async (tx) => {
          const r = profileRepository(tx);
          const current = await r.lockCustomer(accountId);
          if (!current) throw notFound();
          await r.insertFiles(accountId, rows);
          await r.updateCustomer(accountId, { profilePhotoId: rows[0]!.id });
          if (current.profilePhotoId) oldKeys = await r.deleteFiles([current.profilePhotoId]);
        }),
      );
      await removeStored(oldKeys);
      return { url: fileUrl(row!.id) };
    },

    /** Stores profile documents (at least one, see profileDocumentRules); the next edit attaches them with createdAttachments. */
    async uploadAttachments(accountId: number, form: UploadForm) {
      const checked = await checkAttachments(form.files, form);
      const existing = (await repo.attachments(accountId)).length;
      if (existing + checked.length > PROFILE_LIMITS.attachmentsMax) throw totalFiles();
      const rows = await store(checked, (r) => repo.insertFiles(accountId, r));
      return rows.map((r) => ({ id: r.id, fileName: r.originalName, url: fileUrl(r.id) }));
    },

    /** Removes uploads that no edit attached within a day (rows first, then bytes). */
    async cleanupUploads(now = new Date()): Promise<number> {
      const stale = await repo.staleUploads(new Date(now.getTime() - UPLOAD_TTL_MS));
      const keys = await repo.deleteFiles(stale.map((s) => s.id));
      await removeStored(keys);
      return keys.length;
    },
  };
  return service;
}
