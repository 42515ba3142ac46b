import sharp from 'sharp';
import type { TestApp } from '../harness.ts';

/** Helpers shared by the auth tests (imported by *.test.ts only). */

export type Fields = Record<string, string>;

export function signupFields(overrides: Partial<Fields> = {}): Fields {
  return {
    customerType: '1',
    industry: JSON.stringify([1, 2]),
    name: 'Rami Khoury',
    companyName: 'Khoury Clinics',
    email: `rami.${Math.random().toString(36).slice(2, 8)}@example.jo`,
    countryCode: '+962',
    phoneNo: '791234567',
    password: 'Strong@123',
    confirmPwd: 'Strong@123',
    latitude: '31.95',
    longitude: '35.91',
    country: 'Jordan',
    city: 'Amman',
    area: 'Abdoun',
    branchName: 'Main branch',
    deviceToken: '',
    deviceType: 'W',
    isAttachments: 'false',
    adultConfirmed: 'true',
    altcha: 'not-checked-in-tests',
    ...overrides,
  };
}

export type UploadFile = { name: string; type: string; data: Buffer };

export function signupForm(fields: Fields, files: UploadFile[] = []): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('attachments', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  return form;
}

export function postSignup(t: TestApp, fields: Fields, files: UploadFile[] = [], lang = 'en') {
  return t.app.inject({ method: 'POST', url: '/api/customer/signup', headers: { lang }, payload: signupForm(fields, files) });
}

export async function pngBytes(width = 8, height = 8): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
}

export function pdfBytes(padTo = 0): Buffer {
  const body = '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  const base = Buffer.from(body, 'latin1');
  return padTo > base.length ? Buffer.concat([base, Buffer.alloc(padTo - base.length, 0x20)]) : base;
}

/** Row counts of every table a sign-up or token call could write. */
type RowCounts = Record<
  'accounts' | 'customers' | 'customer_industries' | 'customer_attachments' | 'files' | 'account_tokens' | 'sessions' | 'accounts_state' | 'used_tokens' | 'revoked_sessions',
  number
>;
export async function rowCounts(t: TestApp): Promise<RowCounts> {
  const { rows } = await t.pool.query<RowCounts>(`
    SELECT (SELECT count(*)::int FROM accounts) AS accounts,
           (SELECT count(*)::int FROM customers) AS customers,
           (SELECT count(*)::int FROM customer_industries) AS customer_industries,
           (SELECT count(*)::int FROM customer_attachments) AS customer_attachments,
           (SELECT count(*)::int FROM files) AS files,
           (SELECT count(*)::int FROM account_tokens) AS account_tokens,
           (SELECT count(*)::int FROM sessions) AS sessions,
           (SELECT coalesce(sum(hashtext(password_hash || is_verified::text || lang)), 0)::bigint AS accounts_state FROM accounts) AS accounts_state,
           (SELECT count(*)::int FROM account_tokens WHERE used_at IS NOT NULL) AS used_tokens,
           (SELECT count(*)::int FROM sessions WHERE revoked_at IS NOT NULL) AS revoked_sessions`);
  return rows[0]!;
}

// ---- Reading the .eml files of the outbox ----

function decodeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQp(data.replace(/_/g, ' ')),
    );
}

function decodeQp(s: string): string {
  const bytes: number[] = [];
  const flat = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < flat.length; i++) {
    if (flat[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(flat.slice(i + 1, i + 3))) {
      bytes.push(parseInt(flat.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(flat[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const enc = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return decodeQp(body);
  return body;
}

export type ParsedMail = { to: string; subject: string; text: string; html: string };

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHeaders(raw);
  const out: ParsedMail = { to: headers.to ?? '', subject: decodeWords(headers.subject ?? ''), text: '', html: '' };
  const walk = (h: Record<string, string>, b: string) => {
    const type = (h['content-type'] ?? 'text/plain').toLowerCase();
    const boundary = /boundary="?([^";]+)"?/i.exec(h['content-type'] ?? '')?.[1];
    if (type.startsWith('multipart/') && boundary) {
      for (const chunk of b.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        const part = splitHeaders(chunk.replace(/^\r?\n/, ''));
        walk(part.headers, part.body);
      }
    } else if (type.startsWith('text/plain')) out.text += decodeBody(h, b);
    else if (type.startsWith('text/html')) out.html += decodeBody(h, b);
  };
  walk(headers, body);
  return out;
}

export async function mailsTo(t: TestApp, email: string): Promise<ParsedMail[]> {
  return (await t.outbox())
    .map((m) => parseMail(m.raw))
    .filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));
}

/** The first link of a mail's text. */
export function linkIn(mail: ParsedMail): URL {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail: ${mail.text}`);
  return new URL(match[0]);
}

export async function verifyByMail(t: TestApp, email: string) {
  const mails = await mailsTo(t, email);
  const link = linkIn(mails[mails.length - 1]!);
  const id = link.searchParams.get('id')!;
  const token = link.searchParams.get('token')!;
  return t.app.inject({ method: 'GET', url: `/api/customer/verifyAccount?id=${id}&token=${encodeURIComponent(token)}&verify-account=true` });
}

export function login(t: TestApp, email: string, password: string, lang = 'en') {
  return t.app.inject({ method: 'POST', url: '/api/customer/login', headers: { lang }, payload: { email, password, deviceToken: '', deviceType: 'W' } });
}

/** A signed-up and verified customer, ready to log in. */
export async function verifiedCustomer(t: TestApp, overrides: Partial<Fields> = {}) {
  const fields = signupFields(overrides);
  const res = await postSignup(t, fields);
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.body}`);
  const verified = await verifyByMail(t, fields.email!);
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return { id: res.json().data.id as number, email: fields.email!, password: fields.password! };
}
