import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@portal/db/schema/mail-outbox';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createMailQueue, MAIL_QUEUE } from './mail-queue.ts';
import type { Mail, OutgoingMail } from './mailer.ts';

const mail = (to: string): Mail => ({ to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });

describe('mail queue (transactional outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends a mail enqueued in a committed transaction, and never one whose transaction rolled back', async () => {
    await t.db.transaction(async (tx) => t.app.ctx.mail.enqueue(tx, mail('kept@example.jo')));
    await t.db
      .transaction(async (tx) => {
        await t.app.ctx.mail.enqueue(tx, mail('rolled-back@example.jo'));
        throw new Error('rollback');
      })
      .catch(() => {});
    const files = (await t.outbox()).map((f) => f.raw);
    expect(files.some((raw) => raw.includes('kept@example.jo'))).toBe(true);
    expect(files.some((raw) => raw.includes('rolled-back@example.jo'))).toBe(false);
    const rows = await t.db.select().from(mailOutbox);
    expect(rows.map((r) => [r.to, r.status])).toEqual([['kept@example.jo', 'sent']]);
  });

  it('keeps a mail whose sending failed and sends it on a later attempt', async () => {
    let fail = true;
    const sent: string[] = [];
    const queue = createMailQueue(t.db, { send: async (m) => { if (fail) throw new Error('smtp down'); sent.push(m.to); } }, t.app.log);
    await queue.enqueue(t.db, mail('retry@example.jo'));
    await queue.drain();
    let [row] = await t.db.select().from(mailOutbox).where(sql`${mailOutbox.to} = 'retry@example.jo'`);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'smtp down' });
    fail = false;
    await t.db.execute(sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE "to" = 'retry@example.jo'`);
    await queue.drain();
    [row] = await t.db.select().from(mailOutbox).where(sql`${mailOutbox.to} = 'retry@example.jo'`);
    expect(row?.status).toBe('sent');
    expect(sent).toEqual(['retry@example.jo']);
  });

  it('sends again a mail left claimed by a process that died while sending (expired lease)', async () => {
    const sent: string[] = [];
    const queue = createMailQueue(t.db, { send: async (m) => void sent.push(m.to) }, t.app.log);
    await queue.enqueue(t.db, mail('orphan@example.jo'));
    await t.db.execute(sql`UPDATE mail_outbox SET status = 'sending', locked_until = now() + interval '1 hour' WHERE "to" = 'orphan@example.jo'`);
    await queue.drain();
    expect(sent).toEqual([]);
    await t.db.execute(sql`UPDATE mail_outbox SET locked_until = now() - interval '1 second' WHERE "to" = 'orphan@example.jo'`);
    await queue.drain();
    expect(sent).toEqual(['orphan@example.jo']);
  });

  it('sends the attachments a row names: bytes as given, a source made as the mail leaves, retried until it can be made', async () => {
    const sent: OutgoingMail[] = [];
    const queue = createMailQueue(t.db, { send: async (m) => void sent.push(m) }, t.app.log);
    await queue.enqueue(t.db, {
      ...mail('files@example.jo'),
      attachments: [
        { filename: 'note.txt', contentType: 'text/plain', base64: Buffer.from('as given').toString('base64') },
        { filename: 'made.txt', contentType: 'text/plain', source: { kind: 'test-file', n: 7 } },
        { filename: 'gone.txt', contentType: 'text/plain', source: { kind: 'test-gone' } },
      ],
    });
    // No renderer for the kind yet (a process that has not registered it): not sent, tried again later.
    await queue.drain();
    const row = async () => (await t.db.select().from(mailOutbox).where(sql`${mailOutbox.to} = 'files@example.jo'`))[0]!;
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });
    expect(sent).toEqual([]);

    queue.registerAttachment('test-file', async (source) => Buffer.from(`made ${source.n}`));
    queue.registerAttachment('test-gone', async () => null);
    await t.db.execute(sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE "to" = 'files@example.jo'`);
    await queue.drain();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attachments!.map((a) => [a.filename, a.content.toString()])).toEqual([
      ['note.txt', 'as given'],
      ['made.txt', 'made 7'],
    ]);
    // Sent: the body and the attachments' names are not kept.
    expect(await row()).toMatchObject({ status: 'sent', text: '', attachments: null });
  });

  type JobRow = { state: string; due_later: boolean };
  const jobOf = async (to: string) =>
    (
      await t.db.execute<JobRow>(sql`
        SELECT j.state, j.start_after > now() AS due_later FROM pgboss.job j JOIN mail_outbox m ON m.id = (j.data->>'id')::int
        WHERE j.name = ${MAIL_QUEUE} AND m."to" = ${to}`)
    ).rows;

  it('writes one pg-boss job per mail in the same transaction; the job sends it and retries it later when sending fails', async () => {
    await t.db
      .transaction(async (tx) => {
        await t.app.ctx.mail.enqueue(tx, mail('job-rolled-back@example.jo'));
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(await t.db.execute(sql`SELECT 1 FROM pgboss.job WHERE name = ${MAIL_QUEUE} AND data->>'id' NOT IN (SELECT id::text FROM mail_outbox)`)).toMatchObject({ rows: [] });

    // The outbox folder made unwritable: the mailer fails.
    const outboxDir = path.join(t.config.dataDir, 'outbox');
    rmSync(outboxDir, { recursive: true, force: true });
    writeFileSync(outboxDir, 'not a folder');
    try {
      await t.db.transaction(async (tx) => t.app.ctx.mail.enqueue(tx, mail('job@example.jo')));
      t.app.ctx.mail.kick();
      await t.app.ctx.jobs.idle(MAIL_QUEUE);
      const [row] = await t.db.select().from(mailOutbox).where(sql`${mailOutbox.to} = 'job@example.jo'`);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(await jobOf('job@example.jo')).toEqual([{ state: 'retry', due_later: true }]);
    } finally {
      rmSync(outboxDir, { force: true });
    }
    // The back-off's wait skipped (its length is pg-boss's and the outbox's); the job's own retry sends the mail.
    await t.db.execute(sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE "to" = 'job@example.jo'`);
    await t.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${MAIL_QUEUE} AND state = 'retry'`);
    await t.app.ctx.jobs.idle(MAIL_QUEUE);
    const [row] = await t.db.select().from(mailOutbox).where(sql`${mailOutbox.to} = 'job@example.jo'`);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await jobOf('job@example.jo')).toEqual([{ state: 'completed', due_later: false }]);
  });
});
