import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import contractEn from '@portal/contract/locales/en.json' with { type: 'json' };
import contractFr from '@portal/contract/locales/fr.json' with { type: 'json' };
import { customers } from '@portal/db/schema/accounts';
import { customerBranches } from '@portal/db/schema/orders';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import apiEn from '../../locales/en.json' with { type: 'json' };
import { pdfBytes, pngBytes } from '../../../test/kits/auth-test-kit.ts';
import { customerAt, PLACES } from '../../../test/kits/accounts-test-kit.ts';
import { insertOrder, providerSession } from '../../../test/kits/provider-test-kit.ts';

const V = { en: contractEn.validation, ar: contractAr.validation, fr: contractFr.validation };
type Headers = Record<string, string>;

const branch = (over: Record<string, unknown> = {}) => ({
  name: 'Omar Saleh',
  email: ' branch@example.jo ',
  branchName: 'Zarqa campus',
  countryCode: '+962',
  phoneNo: '791234568',
  area: 'Zarqa',
  city: 'Zarqa',
  country: 'Jordan',
  latitude: 32.0728,
  longitude: 36.088,
  ...over,
});

/** A full, valid edit of a commercial profile. */
const edit = (over: Record<string, unknown> = {}) => ({
  name: 'Rana Khoury',
  companyName: 'Khoury Trading',
  countryCode: '+962',
  phoneNo: '795551234',
  description: 'Wholesale of cleaning supplies.',
  latitude: 31.9959,
  longitude: 35.8412,
  area: 'Khalda',
  branchName: 'Head office',
  industry: [1],
  contactPosition: 'Office manager',
  about: 'We supply schools and offices.',
  allowLocationAccess: true,
  marketingOptOut: true,
  ...over,
});

describe('profile editing (spec §2.11, §5 Profile row)', () => {
  let t: TestApp;
  const view = (h: Headers) => t.app.inject({ method: 'GET', url: '/api/customer/profile/view', headers: h });
  const save = (h: Headers, body: unknown, lang = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/customer/profile/edit', headers: { ...h, lang }, payload: body as object });
  const upload = (h: Headers, url: string, field: string, files: Array<{ name: string; type: string; data: Buffer }>) => {
    const form = new FormData();
    for (const f of files) form.append(field, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
    return t.app.inject({ method: 'POST', url, headers: h, payload: form });
  };
  const uploadPhoto = (h: Headers, file: { name: string; type: string; data: Buffer }) => upload(h, '/api/customer/profile/upload', 'profile', [file]);
  const uploadDocs = (h: Headers, files: Array<{ name: string; type: string; data: Buffer }>) =>
    upload(h, '/api/customer/profile/attachments/upload', 'attachments', files);
  const getFile = (h: Headers, url: string) => t.app.inject({ method: 'GET', url, headers: h });
  const snapshot = async (id: number) => ({
    customer: (await t.db.select().from(customers).where(eq(customers.accountId, id)))[0],
    branches: await t.db.select().from(customerBranches).where(eq(customerBranches.customerId, id)),
    profile: (await view((await sessionHeaders(id)))).json().data,
  });
  const sessions = new Map<number, Headers>();
  const sessionHeaders = async (id: number) => sessions.get(id)!;
  const newCustomer = async (opts: { customerTypeId?: number } = {}) => {
    const c = await customerAt(t, PLACES.khalda, opts);
    sessions.set(c.id, c.headers);
    return c;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
  });
  afterAll(() => t.close());

  it('stores a phone typed the Jordanian way (0795551234) in international form: +962 and 795551234', async () => {
    const c = await newCustomer();
    const res = await save(c.headers, edit({ phoneNo: '0795551234' }));
    expect(res.statusCode).toBe(200);
    expect((await view(c.headers)).json().data).toMatchObject({ countryCode: '+962', phoneNo: '795551234' });
  });

  it('counts the profile complete without location access, a browser permission the customer may refuse', async () => {
    const c = await newCustomer();
    await save(c.headers, edit({ allowLocationAccess: false }));
    await uploadPhoto(c.headers, { name: 'me.png', type: 'image/png', data: await pngBytes(32, 32) });
    const p = (await view(c.headers)).json().data;
    expect(p.completion).toMatchObject({ photo: true, about: true, branches: true, locationAccess: false });
    expect(p.isProfileCompleted).toBe(true);
  });

  it('saves every editable field, ignores the read-only ones, and completes the profile with a photo', async () => {
    const c = await newCustomer();
    const before = (await view(c.headers)).json().data;
    expect(before.isProfileCompleted).toBe(false);
    expect(before.completion).toEqual({
      companyProfile: true, contactPerson: false, about: false, photo: false, mainAddress: true, branches: true, locationAccess: false,
    });
    const res = await save(c.headers, edit({ email: 'hacker@example.jo', city: 'Paris', country: 'France', customerType: 2, industry: [1, 2] }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(apiEn.profileUpdated);
    const p = res.json().data;
    expect(p).toMatchObject({
      name: 'Rana Khoury', companyName: 'Khoury Trading', phoneNo: '795551234', description: 'Wholesale of cleaning supplies.',
      area: 'Khalda', branchName: 'Head office', industry: [1, 2], contactPosition: 'Office manager', about: 'We supply schools and offices.',
      allowLocationAccess: true, marketingOptOut: true,
      // Read-only: unchanged whatever was sent.
      email: c.email, city: 'Amman', country: 'Jordan', customerType: { id: 1 },
    });
    expect(p.completion).toMatchObject({ companyProfile: true, contactPerson: true, about: true, photo: false, locationAccess: true });
    expect(p.isProfileCompleted).toBe(false);

    const photo = await uploadPhoto(c.headers, { name: 'me.png', type: 'image/png', data: await pngBytes(32, 32) });
    expect(photo.statusCode).toBe(200);
    const after = (await view(c.headers)).json().data;
    expect(after).toMatchObject({ profilePhoto: photo.json().data.url, isProfilepicUploaded: true, isProfileCompleted: true });
    expect(Object.values(after.completion).every(Boolean)).toBe(true);
    // The login answer uses the same rule.
    await t.pool.query(`UPDATE accounts SET password_hash = (SELECT password_hash FROM accounts WHERE email = 'customer@demo.jo' AND role = 'customer') WHERE id = $1`, [c.id]);
    const login = await t.app.inject({ method: 'POST', url: '/api/customer/login', payload: { email: c.email, password: 'Demo@12345' } });
    expect(login.json().data.isProfileCompleted).toBe(true);
  });

  it('answers each §5 rule with its translated message on its field, and a refused save changes nothing', async () => {
    const c = await newCustomer();
    expect((await save(c.headers, edit({ branches: [branch()] }))).statusCode).toBe(200);
    const saved = await snapshot(c.id);
    const branchId = saved.profile.subBranches[0].id as number;
    const cases: Array<[Record<string, unknown>, string, keyof typeof V.en]> = [
      [{ companyName: '' }, 'companyName', 'companyNameRequired'],
      [{ companyName: ' Khoury' }, 'companyName', 'companyNameSpace'],
      [{ industry: [] }, 'industry', 'industryRequired'],
      [{ name: '  ' }, 'name', 'contactNameRequired'],
      [{ phoneNo: '' }, 'phoneNo', 'phoneRequired'],
      [{ phoneNo: '12345' }, 'phoneNo', 'phoneInvalid'],
      [{ branchName: '' }, 'branchName', 'branchNameRequired'],
      [{ area: '' }, 'area', 'areaRequired'],
      [{ area: 'x'.repeat(21) }, 'area', 'areaMax'],
      [{ description: '' }, 'description', 'descriptionRequired'],
      [{ description: ' leading' }, 'description', 'descriptionSpace'],
      [{ description: 'x'.repeat(151) }, 'description', 'descriptionMax'],
      [{ contactPosition: 'x'.repeat(51) }, 'contactPosition', 'contactPositionMax'],
      [{ branches: [{ ...branch({ id: branchId, name: 'Changed' }) }, branch({ area: '' })] }, 'branches.1.area', 'areaRequired'],
      [{ branches: [branch({ branchName: ' ' })] }, 'branches.0.branchName', 'branchNameRequired'],
      [{ branches: [branch({ name: '' })] }, 'branches.0.name', 'contactNameRequired'],
      [{ branches: [branch({ phoneNo: '' })] }, 'branches.0.phoneNo', 'phoneRequired'],
      [{ branches: [branch({ email: '  ' })] }, 'branches.0.email', 'emailRequired'],
      [{ branches: [branch({ email: 'nope' })] }, 'branches.0.email', 'invalidEmail'],
    ];
    for (const [change, field, key] of cases) {
      for (const lang of ['en', 'ar', 'fr'] as const) {
        const res = await save(c.headers, edit({ name: 'Should not be saved', ...change }), lang);
        expect(res.statusCode, `${field} ${key}`).toBe(400);
        expect(res.json().data.errors[field]?.[0], `${field} ${key}`).toBe(V[lang][key]);
      }
    }
    // Refused inside the transaction (after the schema): industry of the other type, a foreign branch id.
    const other = await newCustomer();
    await save(other.headers, edit({ branches: [branch()] }));
    const foreignBranch = (await view(other.headers)).json().data.subBranches[0].id;
    const late = await save(c.headers, edit({ name: 'Should not be saved', industry: [13] }));
    expect(late.json().data.errors.industry).toEqual([apiEn.industryInvalid]);
    const foreign = await save(c.headers, edit({ name: 'Should not be saved', branches: [branch({ name: 'New one' }), branch({ id: foreignBranch })] }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().data.errors['branches.1.id']).toEqual([apiEn.branchNotFound]);
    expect(await snapshot(c.id)).toEqual(saved);
    // The other customer's branch was not touched either.
    expect((await view(other.headers)).json().data.subBranches[0].name).toBe('Omar Saleh');
  });

  it('a residential customer has no description and its company name is its contact name', async () => {
    const c = await newCustomer({ customerTypeId: 2 });
    const res = await save(c.headers, edit({ industry: [13], description: 'ignored', companyName: 'Ignored Co' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ description: null, companyName: 'Rana Khoury', industry: [13] });
    // No description needed for completion.
    expect(res.json().data.completion.companyProfile).toBe(true);
  });

  it('adds, edits and deletes branches; the order branch chooser lists exactly the live ones', async () => {
    const c = await newCustomer();
    const chooser = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/service/talzeem/branch/get', headers: c.headers })).json().data as Array<{ id: unknown; branchName: string; email: string }>;
    let p = (await save(c.headers, edit({ branches: [branch(), branch({ branchName: 'Aqaba store', area: 'Aqaba', city: 'Aqaba' })] }))).json().data;
    expect(p.subBranches).toHaveLength(2);
    expect(p.subBranches[0]).toMatchObject({ branchName: 'Zarqa campus', email: 'branch@example.jo', deleted: false });
    const [zarqa, aqaba] = p.subBranches.map((b: { id: number }) => b.id);
    expect((await chooser()).map((b) => b.id)).toEqual(['main', zarqa, aqaba]);

    p = (await save(c.headers, edit({ branches: [branch({ id: zarqa, branchName: 'Zarqa north' }), { id: aqaba, deleted: true }] }))).json().data;
    expect(p.subBranches.map((b: { id: number; branchName: string }) => [b.id, b.branchName])).toEqual([[zarqa, 'Zarqa north']]);
    const list = await chooser();
    expect(list.map((b) => b.id)).toEqual(['main', zarqa]);
    expect(list[1]!.branchName).toBe('Zarqa north');
    // Soft delete: past orders may still name the row.
    const rows = await t.db.select().from(customerBranches).where(eq(customerBranches.id, aqaba));
    expect(rows[0]!.deleted).toBe(true);
    // Without `branches` the branches stay as they are.
    expect((await save(c.headers, edit())).json().data.subBranches).toHaveLength(1);
  });

  it('re-encodes the photo: JPEG EXIF dropped, SVG rasterised to PNG, a text file refused', async () => {
    const c = await newCustomer();
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'SecretOwner', Artist: 'SecretArtist' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await uploadPhoto(c.headers, { name: 'me.jpg', type: 'image/jpeg', data: jpeg });
    expect(res.json().message).toBe(apiEn.profilePhotoUploaded);
    const url = res.json().data.url as string;
    const got = await getFile(c.headers, url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(got.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(got.rawPayload.includes(Buffer.from('SecretOwner'))).toBe(false);

    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><script>alert(1)</script><circle cx="12" cy="12" r="10" fill="red"/></svg>');
    const svgRes = await uploadPhoto(c.headers, { name: 'crop.svg', type: 'image/svg+xml', data: svg });
    expect(svgRes.statusCode).toBe(200);
    const png = await getFile(c.headers, svgRes.json().data.url);
    expect(png.headers['content-type']).toBe('image/png');
    expect((await sharp(png.rawPayload).metadata()).format).toBe('png');
    expect(png.rawPayload.includes(Buffer.from('<svg'))).toBe(false);
    // The previous photo is gone.
    expect((await getFile(c.headers, url)).statusCode).toBe(404);

    const text = await upload({ ...c.headers, lang: 'ar' }, '/api/customer/profile/upload', 'profile', [{ name: 'x.png', type: 'image/png', data: Buffer.from('just text') }]);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(V.ar.photoType);
    expect((await view(c.headers)).json().data.profilePhoto).toBe(svgRes.json().data.url);
  });

  it('uploads documents, attaches and removes them by the edit, at most 5 on the profile', async () => {
    const c = await newCustomer();
    const up = await uploadDocs(c.headers, [
      { name: 'licence.pdf', type: 'application/pdf', data: pdfBytes() },
      { name: 'logo.png', type: 'image/png', data: await pngBytes() },
    ]);
    expect(up.statusCode).toBe(200);
    const files = up.json().data as Array<{ id: string; fileName: string; url: string }>;
    expect(files.map((f) => f.fileName)).toEqual(['licence.pdf', 'logo.png']);
    // Not attached until the edit says so.
    expect((await view(c.headers)).json().data.attachments).toEqual([]);
    let p = (await save(c.headers, edit({ createdAttachments: files.map((f) => f.id) }))).json().data;
    expect(p.attachments.map((a: { fileName: string; mime: string }) => [a.fileName, a.mime])).toEqual([['licence.pdf', 'application/pdf'], ['logo.png', 'image/png']]);

    const docs = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => ({ name: `${prefix}${i}.pdf`, type: 'application/pdf', data: pdfBytes() }));
    const more = (await uploadDocs(c.headers, docs(3, 'a'))).json().data as Array<{ id: string }>;
    const again = (await uploadDocs(c.headers, docs(3, 'b'))).json().data as Array<{ id: string }>;
    const tooMany = await save(c.headers, edit({ createdAttachments: [...more, ...again].map((f) => f.id) }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().data.errors.attachments).toEqual([contractEn.validation.totalFiles.replace('{{count}}', '5')]);
    expect((await view(c.headers)).json().data.attachments).toHaveLength(2);
    // Removing one makes room: 2 - 1 + 3 = 4.
    const removedUrl = p.attachments[0].url as string;
    p = (await save(c.headers, edit({ removedAttachments: [p.attachments[0].id], createdAttachments: more.map((f) => f.id) }))).json().data;
    expect(p.attachments.map((a: { fileName: string }) => a.fileName)).toEqual(['logo.png', 'a0.pdf', 'a1.pdf', 'a2.pdf']);
    expect((await getFile(c.headers, removedUrl)).statusCode).toBe(404);
    // The upload counts what is attached: one more fits, two do not.
    const two = await uploadDocs({ ...c.headers, lang: 'fr' }, docs(2, 'c'));
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(contractFr.validation.totalFiles.replace('{{count}}', '5'));
    expect((await uploadDocs(c.headers, docs(1, 'd'))).statusCode).toBe(200);
    const bad = await uploadDocs(c.headers, [{ name: 'notes.txt', type: 'text/plain', data: Buffer.from('hello') }]);
    expect(bad.json().data.errors.attachments).toEqual([contractEn.validation.fileType]);
  });

  it("no customer reads or changes another's profile, branches or files", async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    await save(a.headers, edit({ branches: [branch()] }));
    const photoUrl = (await uploadPhoto(a.headers, { name: 'a.png', type: 'image/png', data: await pngBytes() })).json().data.url as string;
    const [doc] = (await uploadDocs(a.headers, [{ name: 'a.pdf', type: 'application/pdf', data: pdfBytes() }])).json().data as Array<{ id: string; url: string }>;
    const pa = (await save(a.headers, edit({ createdAttachments: [doc!.id] }))).json().data;
    const before = await snapshot(a.id);

    // B sees only his own profile; A's files are "not found" to him.
    expect((await view(b.headers)).json().data.id).toBe(b.id);
    expect((await getFile(b.headers, photoUrl)).statusCode).toBe(404);
    expect((await getFile(b.headers, doc!.url)).statusCode).toBe(404);
    expect((await getFile(a.headers, doc!.url)).statusCode).toBe(200);
    // B cannot edit A's branch, remove A's attachment or attach A's upload.
    expect((await save(b.headers, edit({ branches: [branch({ id: pa.subBranches[0].id, name: 'Taken' })] }))).statusCode).toBe(400);
    expect((await save(b.headers, edit({ branches: [{ id: pa.subBranches[0].id, deleted: true }] }))).statusCode).toBe(400);
    expect((await save(b.headers, edit({ removedAttachments: [pa.attachments[0].id] }))).statusCode).toBe(400);
    const [loose] = (await uploadDocs(a.headers, [{ name: 'loose.pdf', type: 'application/pdf', data: pdfBytes() }])).json().data as Array<{ id: string }>;
    expect((await save(b.headers, edit({ createdAttachments: [loose!.id] }))).statusCode).toBe(400);
    expect({ ...(await snapshot(a.id)) }).toEqual(before);
    const chooserB = (await t.app.inject({ method: 'GET', url: '/api/service/talzeem/branch/get', headers: b.headers })).json().data;
    expect(chooserB.map((x: { id: unknown }) => x.id)).toEqual(['main']);

    // A provider sees the photo of a customer of his orders, never his documents; another provider not even that.
    const p1 = await providerSession(t, 'provider1@demo.jo');
    const p2 = await providerSession(t, 'provider2@demo.jo');
    await insertOrder(t, { type: 'T', customerId: a.id, providerId: p1.id, status: 'ACPT' });
    expect((await getFile(p1.headers, photoUrl)).statusCode).toBe(200);
    expect((await getFile(p1.headers, doc!.url)).statusCode).toBe(404);
    expect((await getFile(p2.headers, photoUrl)).statusCode).toBe(404);
    // Providers and no session cannot use the profile calls.
    expect((await save(p1.headers, edit())).statusCode).toBe(403);
    expect((await save({}, edit())).statusCode).toBe(401);
  });

  it('removes uploads no edit attached within a day', async () => {
    const c = await newCustomer();
    const [f] = (await uploadDocs(c.headers, [{ name: 'old.pdf', type: 'application/pdf', data: pdfBytes() }])).json().data as Array<{ id: string; url: string }>;
    const [kept] = (await uploadDocs(c.headers, [{ name: 'kept.pdf', type: 'application/pdf', data: pdfBytes() }])).json().data as Array<{ id: string; url: string }>;
    await save(c.headers, edit({ createdAttachments: [kept!.id] }));
    await t.pool.query(`UPDATE files SET created_at = now() - interval '25 hours' WHERE id = ANY($1)`, [[f!.id, kept!.id]]);
    const { profileService } = await import('./profile.service.ts');
    expect(await profileService(t.app.ctx).cleanupUploads()).toBeGreaterThanOrEqual(1);
    expect((await getFile(c.headers, f!.url)).statusCode).toBe(404);
    expect((await getFile(c.headers, kept!.url)).statusCode).toBe(200);
  });
});
