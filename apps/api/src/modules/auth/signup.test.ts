import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import contractEn from '@portal/contract/locales/en.json' with { type: 'json' };
import contractFr from '@portal/contract/locales/fr.json' with { type: 'json' };
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import ar from '../../locales/ar.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import { linkIn, login, mailsTo, pdfBytes, pngBytes, postSignup, rowCounts, signupFields, type UploadFile } from '../../../test/kits/auth-test-kit.ts';

const v = { en: contractEn.validation, ar: contractAr.validation, fr: contractFr.validation };

/** Every stored file under <dataDir>/files (the local storage writes <2 hex>/<uuid>; the .database-id marker is not one). */
function storedFiles(t: TestApp): string[] {
  const root = path.join(t.config.dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !d.name.startsWith('.'))
    .map((d) => path.join(d.parentPath, d.name));
}

describe('customer sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs the whole journey: sign-up, mail, verify, verify again, login, logout, token refused', async () => {
    const fields = signupFields({ email: 'Journey.User@Example.JO' });
    const res = await postSignup(t, fields);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ error: false, status: 200, message: en.signupSuccess });
    const id = body.data.id as number;
    expect(id).toBeGreaterThan(0);

    const account = await t.pool.query('SELECT email, is_verified, lang, password_hash FROM accounts WHERE id = $1', [id]);
    expect(account.rows[0]).toMatchObject({ email: 'journey.user@example.jo', is_verified: false, lang: 'en' });
    expect(account.rows[0].password_hash).toMatch(/^\$argon2id\$/);
    const token = await t.pool.query(`SELECT purpose, token_hash, extract(epoch FROM expires_at - created_at)::int AS ttl FROM account_tokens WHERE account_id = $1`, [id]);
    expect(token.rows).toHaveLength(1);
    expect(token.rows[0].purpose).toBe('verify');
    expect(token.rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(token.rows[0].ttl).toBe(24 * 3600);

    const mails = await mailsTo(t, 'journey.user@example.jo');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(en.mailVerifySubject);
    expect(mails[0]!.html).toContain('dir="ltr"');
    const link = linkIn(mails[0]!);
    expect(`${link.origin}${link.pathname}`).toBe('http://portal.test/email-verification');
    expect(link.searchParams.get('id')).toBe(String(id));
    expect(link.searchParams.get('verify-account')).toBe('true');
    const mailed = link.searchParams.get('token')!;
    expect(Buffer.from(mailed, 'base64url').length).toBeGreaterThanOrEqual(16);
    // Only the hash is stored.
    expect(token.rows[0].token_hash).not.toContain(mailed);

    const verifyUrl = `/api/customer/verifyAccount?id=${id}&token=${encodeURIComponent(mailed)}&verify-account=true`;
    const verified = await t.app.inject({ method: 'GET', url: verifyUrl });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ error: false, message: en.verifySuccess, data: { id, alreadyVerified: false } });
    const again = await t.app.inject({ method: 'GET', url: verifyUrl, headers: { lang: 'fr' } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ error: false, message: fr.alreadyVerified, data: { id, alreadyVerified: true } });

    const loggedIn = await login(t, '  JOURNEY.user@example.jo ', fields.password!);
    expect(loggedIn.statusCode).toBe(200);
    const data = loggedIn.json().data;
    expect(data).toMatchObject({
      accountNotVerified: false,
      id,
      email: 'journey.user@example.jo',
      name: fields.name,
      companyName: fields.companyName,
      customerType: 1,
      // A new account still lacks the parts of spec §2.11 (contact position, about, photo, location access).
      isProfileCompleted: false,
    });
    expect(typeof data.authToken).toBe('string');
    const auth = { authorization: `Bearer ${data.authToken}` };

    const out = await t.app.inject({ method: 'POST', url: '/api/customer/logout', headers: { ...auth, lang: 'ar' } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ error: false, message: ar.logoutSuccess, data: null });
    const refused = await t.app.inject({ method: 'POST', url: '/api/customer/logout', headers: auth });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: true, status: 401, message: en.sessionExpired });
  });

  it('writes the verification mail in the language of the request (Arabic)', async () => {
    const fields = signupFields();
    const res = await postSignup(t, fields, [], 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ar.signupSuccess);
    const [mail] = await mailsTo(t, fields.email!);
    expect(mail!.subject).toBe(ar.mailVerifySubject);
    expect(mail!.text).toContain(ar.mailVerifyBody);
    expect(mail!.text).toContain(ar.mailGreeting.replace('{{name}}', fields.name!));
    expect(mail!.html).toContain('dir="rtl"');
    expect(linkIn(mail!).pathname).toBe('/email-verification');
    const lang = await t.pool.query('SELECT lang FROM accounts WHERE id = $1', [res.json().data.id]);
    expect(lang.rows[0].lang).toBe('ar');
  });

  it('uses the contact name as company name for a residential customer', async () => {
    const fields = signupFields({ customerType: '2', industry: '[13]', name: 'Huda Saleh', companyName: '' });
    const res = await postSignup(t, fields);
    expect(res.statusCode).toBe(200);
    const row = await t.pool.query('SELECT company_name, customer_type_id FROM customers WHERE account_id = $1', [res.json().data.id]);
    expect(row.rows[0]).toEqual({ company_name: 'Huda Saleh', customer_type_id: 2 });
  });

  describe('bad input changes nothing', () => {
    const cases: Array<{ name: string; lang: 'en' | 'ar' | 'fr'; fields: Record<string, string>; field: string; message: (l: 'en' | 'ar' | 'fr') => string }> = [
      { name: 'missing email', lang: 'en', fields: { email: '' }, field: 'email', message: (l) => v[l].emailRequired },
      { name: 'invalid email', lang: 'ar', fields: { email: 'not-an-email' }, field: 'email', message: (l) => v[l].invalidEmail },
      { name: 'weak password', lang: 'fr', fields: { password: 'weakpass', confirmPwd: 'weakpass' }, field: 'password', message: (l) => v[l].passwordPattern },
      { name: 'passwords differ', lang: 'ar', fields: { confirmPwd: 'Other@1234' }, field: 'confirmPwd', message: (l) => v[l].passwordNotMatch },
      { name: 'company name starting with a space', lang: 'en', fields: { companyName: ' Acme' }, field: 'companyName', message: (l) => v[l].companyNameSpace },
      { name: 'company name too long', lang: 'fr', fields: { companyName: 'x'.repeat(51) }, field: 'companyName', message: (l) => v[l].companyNameMax },
      { name: 'area too long', lang: 'ar', fields: { area: 'x'.repeat(21) }, field: 'area', message: (l) => v[l].areaMax },
      { name: 'invalid phone', lang: 'en', fields: { phoneNo: '12345' }, field: 'phoneNo', message: (l) => v[l].phoneInvalid },
      { name: 'no industry', lang: 'fr', fields: { industry: '[]' }, field: 'industry', message: (l) => v[l].industryRequired },
      { name: 'no customer type', lang: 'ar', fields: { customerType: '' }, field: 'customerType', message: (l) => v[l].customerTypeRequired },
      { name: 'no location', lang: 'en', fields: { latitude: 'abc' }, field: 'latitude', message: (l) => v[l].locationRequired },
      { name: 'unknown customer type', lang: 'fr', fields: { customerType: '99', industry: '[1]' }, field: 'customerType', message: (l) => ({ en, ar, fr })[l].customerTypeInvalid },
      { name: 'industry of the other customer type', lang: 'ar', fields: { customerType: '1', industry: '[1, 13]' }, field: 'industry', message: (l) => ({ en, ar, fr })[l].industryInvalid },
      { name: 'unknown industry', lang: 'en', fields: { industry: '[999]' }, field: 'industry', message: (l) => ({ en, ar, fr })[l].industryInvalid },
    ];
    for (const c of cases) {
      it(`refuses ${c.name} with a 400 in ${c.lang}`, async () => {
        const before = await rowCounts(t);
        const outboxBefore = (await t.outbox()).length;
        const res = await postSignup(t, signupFields(c.fields), [{ name: 'a.png', type: 'image/png', data: await pngBytes() }], c.lang);
        expect(res.statusCode).toBe(400);
        const body = res.json();
        expect(body.error).toBe(true);
        expect(body.data.errors[c.field]).toContain(c.message(c.lang));
        expect(await rowCounts(t)).toEqual(before);
        expect(await t.outbox()).toHaveLength(outboxBefore);
      });
    }

    it('answers a sign-up with a taken address (any case) as a new one, creates nothing, and mails the owner instead', async () => {
      const fields = signupFields();
      const first = await postSignup(t, fields);
      expect(first.statusCode).toBe(200);
      const before = await rowCounts(t);
      const filesBefore = storedFiles(t).length;
      const mailsBefore = (await mailsTo(t, fields.email!)).length;
      const res = await postSignup(t, signupFields({ email: fields.email!.toUpperCase() }), [{ name: 'a.png', type: 'image/png', data: await pngBytes() }], 'ar');
      // The same answer as a new sign-up (as forgot-password does): nobody learns that the address has an account.
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ error: false, message: ar.signupSuccess, data: { id: expect.any(Number) } });
      expect(res.json().data.id).toBeGreaterThan(first.json().data.id);
      expect(await rowCounts(t)).toEqual(before);
      expect(storedFiles(t)).toHaveLength(filesBefore);
      // The owner is told, in the account's language, with a way to log in (no verification link).
      let mails = await mailsTo(t, fields.email!);
      for (let i = 0; i < 50 && mails.length === mailsBefore; i++) {
        await new Promise((r) => setTimeout(r, 100));
        mails = await mailsTo(t, fields.email!);
      }
      expect(mails).toHaveLength(mailsBefore + 1);
      const mail = mails[mails.length - 1]!;
      expect(mail.subject).toBe(en.mailSignupAttemptSubject);
      expect(mail.text).toContain(en.mailSignupAttemptAdvice);
      expect(linkIn(mail).searchParams.get('is-login')).toBe('true');
      expect(mail.text).not.toContain('verify-account');
    });

    it('keeps files and rows consistent when two sign-ups race for one email', async () => {
      const fields = signupFields();
      const files = [{ name: 'a.png', type: 'image/png', data: await pngBytes() }];
      const before = await rowCounts(t);
      const results = await Promise.all([postSignup(t, fields, files), postSignup(t, fields, files)]);
      // Both are answered as sign-ups; only one account exists.
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      const after = await rowCounts(t);
      expect(after.accounts).toBe(before.accounts + 1);
      expect(after.files).toBe(before.files + 1);
      const rows = await t.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM files');
      expect(storedFiles(t)).toHaveLength(rows.rows[0]!.n);
    });
  });

  describe('attachments', () => {
    it('stores a good PNG and PDF as files rows and on disk under dataDir/files', async () => {
      const png = await pngBytes(20, 10);
      const pdf = pdfBytes(4_000_000);
      const fields = signupFields({ isAttachments: 'true' });
      const res = await postSignup(t, fields, [
        { name: 'photo.png', type: 'image/png', data: png },
        { name: '../../etc/contract.pdf', type: 'application/pdf', data: pdf },
      ]);
      expect(res.statusCode).toBe(200);
      const id = res.json().data.id;
      const rows = await t.pool.query(
        `SELECT f.storage_key, f.mime, f.size, f.original_name, f.owner_account_id, f.is_public
           FROM customer_attachments a JOIN files f ON f.id = a.file_id WHERE a.customer_id = $1 ORDER BY f.mime`,
        [id],
      );
      expect(rows.rows.map((r) => [r.mime, r.original_name, r.owner_account_id, r.is_public])).toEqual([
        ['application/pdf', 'contract.pdf', id, false],
        ['image/png', 'photo.png', id, false],
      ]);
      for (const r of rows.rows) {
        const onDisk = path.join(t.config.dataDir, 'files', r.storage_key);
        expect(existsSync(onDisk)).toBe(true);
        expect(readFileSync(onDisk).length).toBe(Number(r.size));
      }
      expect(readFileSync(path.join(t.config.dataDir, 'files', rows.rows[0].storage_key)).equals(pdf)).toBe(true);
    });

    async function expectRefused(files: UploadFile[], key: string, lang: 'en' | 'ar' | 'fr', params: Record<string, string> = {}) {
      const before = await rowCounts(t);
      const filesBefore = storedFiles(t).length;
      const res = await postSignup(t, signupFields(), files, lang);
      expect(res.statusCode).toBe(400);
      let message = (v[lang] as Record<string, string>)[key]!;
      for (const [k, val] of Object.entries(params)) message = message.replace(`{{${k}}}`, val);
      expect(res.json()).toMatchObject({ error: true, message, data: { errors: { attachments: [message] } } });
      expect(await rowCounts(t)).toEqual(before);
      expect(storedFiles(t)).toHaveLength(filesBefore);
    }

    it('refuses 6 files with fileNumber', async () => {
      const png = await pngBytes();
      const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, type: 'image/png', data: png }));
      await expectRefused(six, 'fileNumber', 'fr', { max: '5' });
    });

    it('refuses a text file named x.png with fileType (bytes decide, not the name)', async () => {
      await expectRefused([{ name: 'x.png', type: 'image/png', data: Buffer.from('just some text, not an image\n'.repeat(20)) }], 'fileType', 'ar');
    });

    it('refuses a GIF with fileType', async () => {
      const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
      await expectRefused([{ name: 'a.gif', type: 'image/gif', data: gif }], 'fileType', 'en');
    });

    it('refuses an image over 5 MB with fileSize', async () => {
      const big = Buffer.concat([await pngBytes(), Buffer.alloc(5 * 1024 * 1024, 1)]);
      await expectRefused([{ name: 'big.png', type: 'image/png', data: big }], 'fileSize', 'en');
    });

    it('refuses a PDF over 5 MB with fileSize', async () => {
      await expectRefused([{ name: 'big.pdf', type: 'application/pdf', data: pdfBytes(5 * 1024 * 1024 + 10) }], 'fileSize', 'ar');
    });

    it('refuses a file over 20,000,000 bytes with fileSize', async () => {
      await expectRefused([{ name: 'huge.pdf', type: 'application/pdf', data: pdfBytes(20_000_001) }], 'fileSize', 'fr');
    });
  });
});
