import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import { redactUrl } from './log-redaction.ts';

function lines() {
  const out: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      out.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => out.join('') };
}

describe('secrets stay out of the logs', () => {
  it('request logs carry no token, password or e-mail address of the URL or the body', async () => {
    const log = lines();
    const t = await createTestApp({ logLevel: 'info' }, { logStream: log.stream });
    try {
      await t.app.inject({ method: 'GET', url: '/api/customer/verifyAccount?id=5&token=VERIFYSECRET1' });
      await t.app.inject({ method: 'GET', url: '/landing?reset-password=true&email=lina%40example.jo&token=RESETSECRET2' });
      await t.app.inject({ method: 'GET', url: '/api/nowhere/lina@example.jo?forgotPwdToken=RESETSECRET3' });
      await t.app.inject({
        method: 'POST',
        url: '/api/customer/login',
        payload: { email: 'lina@example.jo', password: 'PASSWORDSECRET4' },
      });
    } finally {
      await t.close();
    }
    const text = log.text();
    expect(text).toMatch(/verifyAccount\?id=5&token=\[redacted\]/);
    expect(text).toMatch(/\[redacted\]/);
    for (const secret of ['VERIFYSECRET1', 'RESETSECRET2', 'RESETSECRET3', 'PASSWORDSECRET4', 'lina@example.jo', 'lina%40example.jo']) {
      expect(text).not.toContain(secret);
    }
  });

  it('in production the mail outbox log says where the mail went, without its links or recipient; the body is gone once sent', async () => {
    const log = lines();
    const t = await createTestApp({ logLevel: 'info', production: true }, { logStream: log.stream });
    try {
      await t.app.ctx.mail.enqueue(t.db, {
        to: 'rami@example.jo',
        subject: 'Reset',
        text: 'Open http://portal.test/landing?reset-password=true&token=MAILSECRET5',
        html: '<a href="http://portal.test/landing?reset-password=true&token=MAILSECRET5">reset</a>',
      });
      const [mail] = await t.outbox();
      expect(mail!.raw).toContain('MAILSECRET5');
      const { rows } = await t.db.execute<{ status: string; text: string; html: string }>(sql`SELECT status, text, html FROM mail_outbox`);
      expect(rows).toEqual([{ status: 'sent', text: '', html: '' }]);
    } finally {
      await t.close();
    }
    const text = log.text();
    expect(text).toMatch(/outbox folder, not sent/);
    expect(text).not.toContain('MAILSECRET5');
    expect(text).not.toContain('rami@example.jo');
  });

  it('redactUrl keeps what is not secret', () => {
    expect(redactUrl('/api/orders?page=2&type=E')).toBe('/api/orders?page=2&type=E');
    expect(redactUrl('/x?Email=a%40b.jo&token=t&page=1')).toBe('/x?Email=[redacted]&token=[redacted]&page=1');
  });
});
