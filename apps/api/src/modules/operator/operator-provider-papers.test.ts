import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { pdfBytes, pngBytes } from '../../../test/kits/auth-test-kit.ts';
import { customerAt, PLACES, providerSession } from '../../../test/kits/provider-test-kit.ts';
import apiAr from '../../locales/ar.json' with { type: 'json' };
import apiEn from '../../locales/en.json' with { type: 'json' };

/**
 * Issue 17, point 4 (what decision 0019 left): a provider's papers kept by operators, private to operators and that
 * provider; albums renamed and given photos from the console. Each write audited, refused to support.
 */
let t: TestApp;
let admin: Record<string, string>;
let support: Record<string, string>;
let providerId: number;

async function operatorLogin(email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/operator/login', payload: { email, password: 'Demo@12345' } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.body}`);
  return { authorization: `Bearer ${res.json().data.authToken as string}` };
}
const call = (who: Record<string, string>, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url: `/api/operator${url}`, headers: { ...who, lang }, payload });
const lastAudit = async () =>
  (await t.pool.query('SELECT operator_role, action, entity, entity_id, request, before, after FROM audit_log ORDER BY id DESC LIMIT 1'))
    .rows[0];
const counts = async () =>
  (
    await t.pool.query<{ files: number; docs: number; audits: number }>(
      'SELECT (SELECT count(*)::int FROM files) AS files, (SELECT count(*)::int FROM provider_documents) AS docs, (SELECT count(*)::int FROM audit_log) AS audits',
    )
  ).rows[0]!;

function paper(data: Buffer, type: string, name: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('document', new Blob([new Uint8Array(data)], { type }), name);
  return form;
}
const addPaper = (who: Record<string, string>, id: number, form: FormData, lang = 'en') =>
  t.app.inject({ method: 'POST', url: `/api/operator/providers/${id}/documents`, headers: { ...who, lang }, payload: form });

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  admin = await operatorLogin('operator@demo.jo');
  support = await operatorLogin('support@demo.jo');
  providerId = (await providerSession(t, 'provider1@demo.jo')).id;
});
afterAll(() => t.close());

describe("a provider's papers", () => {
  it('an admin keeps a trade licence; operators and that provider read it, nobody else', async () => {
    const res = await addPaper(
      admin,
      providerId,
      paper(pdfBytes(), 'application/pdf', 'رخصة المهن 2026.pdf', { kind: 'licence', name: 'Trade licence 2026' }),
      'ar',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(apiAr.providerDocumentAdded);
    const doc = res.json().data as { id: number; fileId: string; kind: string; name: string; mime: string };
    expect(doc).toMatchObject({ kind: 'licence', name: 'Trade licence 2026', mime: 'application/pdf' });
    expect(await lastAudit()).toMatchObject({
      operator_role: 'admin',
      action: 'POST /api/operator/providers/:id/documents',
      entity: 'provider_document',
      entity_id: String(doc.id),
      request: { body: '[multipart]' },
      after: { id: doc.id, provider_id: providerId, kind: 'licence', name: 'Trade licence 2026' },
    });
    // The provider page lists it.
    expect((await call(support, 'GET', `/providers/${providerId}`)).json().data.documents).toContainEqual(
      expect.objectContaining({ id: doc.id, kind: 'licence' }),
    );

    // Operators (support too: reading is everyone's) open the file; it is never cached by a shared cache.
    for (const who of [admin, support]) {
      const file = await call(who, 'GET', `/providers/${providerId}/documents/${doc.id}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.headers['content-disposition']).toContain(encodeURIComponent('رخصة المهن 2026.pdf'));
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // The provider reads his own paper through the files route; another provider and a customer get nothing.
    const own = await providerSession(t, 'provider1@demo.jo');
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${doc.fileId}`, headers: own.headers })).statusCode).toBe(200);
    const other = await providerSession(t, 'provider2@demo.jo');
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${doc.fileId}`, headers: other.headers })).statusCode).toBe(404);
    const customer = await customerAt(t, PLACES.khalda);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${doc.fileId}`, headers: customer.headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/operator/providers/${providerId}/documents/${doc.id}`, headers: other.headers }))
        .statusCode,
    ).toBe(403);
    // Under another provider's id it is not found.
    expect((await call(admin, 'GET', `/providers/${other.id}/documents/${doc.id}`)).statusCode).toBe(404);

    // Support may not remove it; an admin may, and the file goes with the row.
    expect((await call(support, 'DELETE', `/providers/${providerId}/documents/${doc.id}`)).statusCode).toBe(403);
    const removed = await call(admin, 'DELETE', `/providers/${providerId}/documents/${doc.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'DELETE /api/operator/providers/:id/documents/:childId',
      entity_id: String(doc.id),
      before: { id: doc.id },
      after: null,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${doc.fileId}`, headers: own.headers })).statusCode).toBe(404);
    const again = await call(admin, 'DELETE', `/providers/${providerId}/documents/${doc.id}`, undefined, 'ar');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(apiAr.documentNotFound);
  });

  it('takes a photo of an ID (re-encoded) named after its file when no name is given', async () => {
    const res = await addPaper(admin, providerId, paper(await pngBytes(60, 40), 'image/png', 'national-id.png', { kind: 'id' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'id', name: 'national-id', mime: 'image/png' });
  });

  it('refuses bad papers and support, in the caller language, storing nothing', async () => {
    const before = await counts();
    const cases: Array<[Record<string, string>, FormData, number, string, string]> = [
      [admin, paper(pdfBytes(), 'application/pdf', 'a.pdf', { kind: 'passport' }), 400, 'kind', contractAr.validation.documentKindInvalid],
      [
        admin,
        paper(Buffer.from('MZ\x90\x00not a paper'), 'application/pdf', 'a.pdf', { kind: 'other' }),
        400,
        'document',
        contractAr.validation.fileType,
      ],
      [
        admin,
        paper(pdfBytes(6 * 1024 * 1024), 'application/pdf', 'big.pdf', { kind: 'other' }),
        400,
        'document',
        contractAr.validation.fileSize,
      ],
      [
        admin,
        paper(pdfBytes(), 'application/pdf', 'a.pdf', { kind: 'other', name: 'x'.repeat(101) }),
        400,
        'name',
        contractAr.validation.textTooLong,
      ],
    ];
    for (const [who, form, status, field, message] of cases) {
      const res = await addPaper(who, providerId, form, 'ar');
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().data.errors[field]).toEqual([message]);
    }
    const noFile = new FormData();
    noFile.append('kind', 'id');
    expect((await addPaper(admin, providerId, noFile)).statusCode).toBe(400);
    expect((await addPaper(admin, 999999, paper(pdfBytes(), 'application/pdf', 'a.pdf', { kind: 'id' }))).statusCode).toBe(404);
    const refused = await addPaper(support, providerId, paper(pdfBytes(), 'application/pdf', 'a.pdf', { kind: 'id' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(apiEn.adminOnly);
    expect(await counts()).toEqual(before);
  });
});

describe('albums from the console', () => {
  it('an admin makes an empty album, gives it uploaded photos and renames it; the customer sees them', async () => {
    const created = await call(admin, 'POST', `/providers/${providerId}/albums`, {
      name: { en: 'Bathrooms', ar: 'حمامات', fr: 'Salles de bain' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const albumId = created.json().data.id as number;
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await pngBytes(400, 300))], { type: 'image/png' }), 'tiles.png');
    const photo = await t.app.inject({ method: 'POST', url: '/api/operator/content-images?purpose=album', headers: admin, payload: form });
    expect(photo.statusCode, photo.body).toBe(200);
    const url = photo.json().data.url as string;

    const saved = await call(admin, 'PATCH', `/providers/${providerId}/albums/${albumId}`, {
      images: [url],
      name: { en: 'Bathrooms 2026', ar: 'حمامات 2026', fr: 'Salles de bain 2026' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.albums).toContainEqual({
      id: albumId,
      name: { en: 'Bathrooms 2026', ar: 'حمامات 2026', fr: 'Salles de bain 2026' },
      images: [url],
    });
    expect(await lastAudit()).toMatchObject({
      action: 'PATCH /api/operator/providers/:id/albums/:childId',
      entity: 'provider_album',
      entity_id: String(albumId),
      before: { images: [] },
      after: { images: [url] },
    });
    const customer = await customerAt(t, PLACES.khalda);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/service/talzeem/service-provider/get/${providerId}`,
      headers: { ...customer.headers, lang: 'en' },
    });
    expect(profile.body).toContain(url);

    // A banner image is not an album photo; another provider's album is not found; support may not.
    const banner = new FormData();
    banner.append('image', new Blob([new Uint8Array(await pngBytes(1200, 300))], { type: 'image/png' }), 'b.png');
    const bannerUrl = (
      await t.app.inject({ method: 'POST', url: '/api/operator/content-images?purpose=banner-desktop', headers: admin, payload: banner })
    ).json().data.url as string;
    expect(
      (await call(admin, 'PATCH', `/providers/${providerId}/albums/${albumId}`, { images: [bannerUrl] }, 'ar')).json().data.errors.images,
    ).toEqual([apiAr.contentImageWrongPlace]);
    const other = await providerSession(t, 'provider2@demo.jo');
    expect((await call(admin, 'PATCH', `/providers/${other.id}/albums/${albumId}`, { images: [] })).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', `/providers/${providerId}/albums/${albumId}`, {})).statusCode).toBe(400);
    expect((await call(support, 'PATCH', `/providers/${providerId}/albums/${albumId}`, { images: [] })).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/providers/${providerId}`)).json().data.albums).toContainEqual(
      expect.objectContaining({ id: albumId, images: [url] }),
    );
  });
});
