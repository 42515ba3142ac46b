import type { Lang } from '@portal/contract/lang';
import { LIMITS } from '@portal/contract/limits';
import { FILE_MESSAGES } from '@portal/contract/rules';
import { pickLang } from '@portal/contract/lang';
import {
  providerDocumentFieldsSchema,
  type OperatorProviderDetail,
  type ProviderAccountResult,
  type ProviderCreate,
  type ProviderDocument,
  type ProviderProfileInput,
} from '@portal/contract/operator-people';
import { hashPassword } from '@portal/db/password';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { cleanFileName, contentRefused } from '../../lib/attachment-checks.ts';
import { checkContent } from '../../lib/uploads/check-content.ts';
import type { UploadForm, UploadRules } from '../../lib/uploads/read-upload-form.ts';
import { removeStored, storeThenRecord } from '../../lib/uploads/store-uploads.ts';
import { hashToken, newToken } from '../../lib/session-store.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { moveProviderWork } from '../order-core/reassign-provider.ts';
import { checkContentImageRefs } from './operator-content-images.ts';
import { providerInvitationMail } from './operator-people-mails.ts';
import { operatorProvidersRepository } from './operator-providers.repository.ts';

/** An invitation is good for a week: providers are often on site, not at their mail. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;
const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * A provider's paper: one file under `document`, PNG, JPEG or PDF by its first bytes, 5 MB (the customer's
 * documents' rules), with its `kind` and an optional `name` as text fields.
 */
const paperRefused = (key: string, params: Record<string, number> = {}) => badRequest(key, { document: [key] }, params);
export const providerDocumentRules = (tempDir: string): UploadRules => ({
  tempDir,
  field: 'document',
  maxFiles: 1,
  tooManyFiles: () => paperRefused(FILE_MESSAGES.count, { max: 1 }),
  required: () => paperRefused('fileRequired'),
  repeatedFields: 'first',
  admit: (type) => {
    const max = type?.mime === 'application/pdf' ? LIMITS.pdfBytes : type?.mime === 'image/png' || type?.mime === 'image/jpeg' ? LIMITS.imageBytes : null;
    if (max === null) return paperRefused(FILE_MESSAGES.type);
    return { maxBytes: max, tooLarge: () => paperRefused(FILE_MESSAGES.size) };
  },
});

/** Providers in the operator console (issue 17, point 4). */
export function operatorProvidersService(ctx: AppContext) {
  const repo = operatorProvidersRepository(ctx.db);
  const invitationLink = (token: string) => `${ctx.config.publicUrl}/pro/set-password?token=${encodeURIComponent(token)}`;

  async function checkSubCategories(ids: number[]) {
    const found = new Set(await repo.existingSubCategories(ids));
    if (ids.some((id) => !found.has(id))) throw badRequest('subCategoryNotFound', { subCategoryIds: ['subCategoryNotFound'] });
  }

  /** Writes a new single-use link and its mail in the caller's transaction. */
  async function invite(r: ReturnType<typeof operatorProvidersRepository>, tx: Parameters<typeof ctx.mail.enqueue>[0], id: number, email: string, name: string, lang: Lang) {
    const token = newToken();
    await r.replaceInvitation(id, hashToken(token), INVITATION_TTL_SECONDS);
    await ctx.mail.enqueue(tx, providerInvitationMail(lang, email, name, invitationLink(token)));
  }

  /** Suspends or terminates: sessions end at once, open work goes to another provider or is cancelled. */
  async function close(id: number, operatorId: number, status: 'suspended' | 'deleted', reason: string): Promise<ProviderAccountResult> {
    const outcome = await inTransaction(ctx.db, async (tx, after) => {
      const r = operatorProvidersRepository(tx);
      const account = await r.lockProvider(id);
      if (!account) throw notFound('providerNotFound');
      if (account.status === 'deleted') throw conflict('providerTerminatedFinal');
      await r.setStatus(id, status, reason);
      await ctx.sessions.revokeAll(id, tx);
      return moveProviderWork(ctx, tx, after, id, { role: 'operator', id: operatorId });
    });
    // The local cache may have been refilled while the transaction ran; the commit's notice clears the others.
    await ctx.sessions.forgetAccount(id);
    return { id, status, ...outcome };
  }

  return {
    async create(input: ProviderCreate): Promise<{ id: number; email: string; status: 'active' }> {
      await checkSubCategories(input.subCategoryIds);
      if (await repo.emailTaken(input.email)) throw badRequest('providerEmailTaken', { email: ['providerEmailTaken'] });
      const { email, subCategoryIds, lang, ...profile } = input;
      // Nobody knows this password: the account signs in only once the invitation's link has set one.
      const unusable = await hashPassword(newToken());
      const id = await inTransaction(ctx.db, async (tx, after) => {
        const r = operatorProvidersRepository(tx);
        const accountId = await r.insertAccount(email, unusable, lang);
        await r.insertProfile(accountId, profile);
        await r.replaceSubCategories(accountId, subCategoryIds);
        await invite(r, tx, accountId, email, pickLang(profile.name, lang), lang);
        after.push(async () => ctx.mail.kick());
        return accountId;
      });
      return { id, email, status: 'active' };
    },

    /** A new link (the old ones stop working), for a provider who has not set a password yet. */
    async reinvite(id: number) {
      await inTransaction(ctx.db, async (tx, after) => {
        const r = operatorProvidersRepository(tx);
        const account = await r.lockProvider(id);
        if (!account) throw notFound('providerNotFound');
        if (account.isVerified) throw conflict('providerPasswordAlreadySet');
        const name = (await r.displayName(id)) ?? { en: account.email, ar: account.email, fr: account.email };
        const lang = (account.lang as Lang) ?? 'ar';
        await invite(r, tx, id, account.email, pickLang(name, lang), lang);
        after.push(async () => ctx.mail.kick());
      });
      return { id };
    },

    async detail(id: number): Promise<OperatorProviderDetail> {
      const d = await repo.detail(id);
      if (!d) throw notFound('providerNotFound');
      const { account: a, provider: p } = d;
      return {
        id: a.id,
        email: a.email,
        status: a.status,
        statusReason: a.statusReason,
        statusChangedAt: a.statusChangedAt ? epoch(a.statusChangedAt) : null,
        passwordSet: a.isVerified,
        name: p.name,
        userType: p.userType,
        countryCode: p.countryCode,
        phoneNo: p.phoneNo,
        cliqAlias: p.cliqAlias,
        dailyRate: p.dailyRate,
        minimumRatePerVisit: p.minimumRatePerVisit,
        expertise: p.expertise,
        about: p.about,
        carToggle: p.carToggle,
        isGoldenTechnician: p.isGoldenTechnician,
        isCertified: p.isCertified,
        isFeatured: p.isFeatured,
        rating: p.rating,
        ratingCount: p.ratingCount,
        ordersCompleted: p.ordersCompleted,
        subCategories: d.subs.map((s) => ({ id: s.id, categoryId: s.categoryId, name: { en: s.en, ar: s.ar, fr: s.fr } })),
        areas: d.areas.map(({ id: areaId, city, state, country, latitude, longitude }) => ({ id: areaId, city, state, country, latitude, longitude })),
        documents: d.documents.map((doc) => ({ ...doc, createdAt: epoch(doc.createdAt) })),
        albums: d.albums.map((al) => ({ id: al.id, name: al.name, images: al.images })),
        openOrders: d.openOrders,
        cancellations: {
          perMonth: d.perMonth,
          recent: d.recentCancels.map((c) => ({ id: c.id, orderNo: c.order_no, type: c.type, at: c.at })),
        },
        reviews: d.reviews.map((rv) => ({ id: rv.id, customerName: rv.customerName, rating: rv.rating, comment: rv.comment, createdAt: epoch(rv.createdAt) })),
      };
    },

    async saveProfile(id: number, input: ProviderProfileInput) {
      if (!(await repo.updateProfile(id, input))) throw notFound('providerNotFound');
      return this.detail(id);
    },

    async saveSubCategories(id: number, ids: number[]) {
      await checkSubCategories(ids);
      await inTransaction(ctx.db, async (tx) => {
        const r = operatorProvidersRepository(tx);
        if (!(await r.lockProvider(id))) throw notFound('providerNotFound');
        await r.replaceSubCategories(id, ids);
      });
      return this.detail(id);
    },

    async saveAreas(id: number, areas: Parameters<ReturnType<typeof operatorProvidersRepository>['replaceAreas']>[1]) {
      await inTransaction(ctx.db, async (tx) => {
        const r = operatorProvidersRepository(tx);
        if (!(await r.lockProvider(id))) throw notFound('providerNotFound');
        await r.replaceAreas(id, areas);
      });
      return this.detail(id);
    },

    async addAlbum(id: number, name: { en: string; ar: string; fr: string }, images: string[]) {
      if (!(await repo.displayName(id))) throw notFound('providerNotFound');
      await checkContentImageRefs(ctx.db, 'images', images, 'album');
      return { id: await repo.insertAlbum(id, name, images) };
    },
    /** Renames an album or sets its photos (uploaded through /content-images as `album`, or addresses). */
    async updateAlbum(id: number, albumId: number, change: { name?: { en: string; ar: string; fr: string }; images?: string[] }) {
      if (change.images) await checkContentImageRefs(ctx.db, 'images', change.images, 'album');
      if (!(await repo.updateAlbum(id, albumId, change))) throw notFound('albumNotFound');
      return this.detail(id);
    },

    /** Stores a paper (re-encoded when it is an image) for operators and the provider only (GET /api/files serves it to him). */
    async addDocument(id: number, form: UploadForm): Promise<ProviderDocument> {
      const fields = providerDocumentFieldsSchema.parse(form.fields);
      if (!(await repo.displayName(id))) throw notFound('providerNotFound');
      const file = form.files[0]!;
      const checked = await checkContent(file, form.temp);
      if ('refused' in checked) throw contentRefused('document', checked.refused);
      const originalName = cleanFileName(file.filename);
      const name = fields.name || originalName.replace(/\.[^.]*$/, '').slice(0, 100) || originalName.slice(0, 100);
      return storeThenRecord(ctx.storage, [{ path: checked.path, mime: checked.mime, originalName }], ([stored]) =>
        inTransaction(ctx.db, async (tx) => {
          const r = operatorProvidersRepository(tx);
          if (!(await r.lockProvider(id))) throw notFound('providerNotFound');
          const s = stored!;
          const docId = await r.insertDocument(id, { id: s.id, storageKey: s.storageKey, mime: s.mime, size: s.size, originalName: s.originalName }, fields.kind, name);
          return { id: docId, kind: fields.kind, name, fileId: s.id, mime: s.mime, size: s.size, createdAt: epoch(new Date()) };
        }),
      );
    },
    async document(id: number, documentId: number) {
      const doc = await repo.document(id, documentId);
      if (!doc) throw notFound('documentNotFound');
      return doc;
    },
    async removeDocument(id: number, documentId: number) {
      const key = await inTransaction(ctx.db, async (tx) => operatorProvidersRepository(tx).deleteDocument(id, documentId));
      if (key === null) throw notFound('documentNotFound');
      if (key) await removeStored(ctx.storage, [key]);
    },
    async removeAlbum(id: number, albumId: number) {
      if (!(await repo.deleteAlbum(id, albumId))) throw notFound('albumNotFound');
    },

    suspend: (id: number, operatorId: number, reason: string) => close(id, operatorId, 'suspended', reason),
    terminate: (id: number, operatorId: number, reason: string) => close(id, operatorId, 'deleted', reason),

    /** A suspended provider may work again; a terminated one stays terminated. */
    async reactivate(id: number, reason: string): Promise<ProviderAccountResult> {
      await inTransaction(ctx.db, async (tx) => {
        const r = operatorProvidersRepository(tx);
        const account = await r.lockProvider(id);
        if (!account) throw notFound('providerNotFound');
        if (account.status === 'deleted') throw conflict('providerTerminatedFinal');
        if (account.status === 'active') throw conflict('providerAlreadyActive');
        await r.setStatus(id, 'active', reason);
      });
      return { id, status: 'active', reassigned: [], cancelled: [] };
    },
  };
}
