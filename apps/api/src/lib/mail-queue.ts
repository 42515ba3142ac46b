import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@portal/db/client';
import { mailOutbox, type MailAttachmentSpec } from '@portal/db/schema/mail-outbox';
import type { Jobs } from './jobs.ts';
import type { Mail, Mailer, MailFile } from './mailer.ts';
import type { SqlExecutor } from './sql-executor.ts';

/** Anything Drizzle can write with: the pool or an open transaction. */
type Executor = Pick<Db, 'insert'> & SqlExecutor;

/** One job per mail, carrying the outbox row's id only (the body stays in the outbox, emptied once sent). */
export const MAIL_QUEUE = 'mail';
type MailJob = { id: number };
/** The job's retries follow the outbox's back-off (30 s, 1 min, 2 min …): pg-boss waits 30 s × 2^n with jitter. */
const MAIL_RETRY = { retryLimit: 11, retryDelay: 30, retryBackoff: true };
/** The sweep is the safety net (a job lost, a retry left to the outbox's schedule), so it need not run often. */
const SWEEP_MS = 60_000;

const BATCH = 20;
const MAX_ATTEMPTS = 12;
const LEASE_SECONDS = 120;

type Row = { id: number; to: string; subject: string; text: string; html: string; attachments: MailAttachmentSpec[] | null; attempts: number };

/**
 * Makes the bytes of an attachment named by `source` (issue 19: the receipt PDF of an order), registered by the
 * composition root under its kind (lib/ knows no module). Null: what it names is gone (the mail leaves without it).
 */
export type AttachmentRenderer = (source: NonNullable<MailAttachmentSpec['source']>) => Promise<Buffer | null>;

/**
 * Mails go through the outbox table and a durable pg-boss job (docs/decisions/0013-durable-push-and-mail.md):
 * `enqueue` writes the row and its job inside the transaction of the change; the job sends that row, and a
 * failed send is retried with back-off by pg-boss. Rows are claimed with SKIP LOCKED and a lease, so a job and
 * the sweep of due rows (every instance, the safety net) never send one twice at once, and a process killed
 * while sending leaves the mail to be sent again after the lease. Without `jobs` (tests of the outbox alone)
 * the sweep is the only path.
 */
export function createMailQueue(db: Db, mailer: Mailer, log: FastifyBaseLogger, jobs?: Jobs, pollMs = SWEEP_MS) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  const renderers = new Map<string, AttachmentRenderer>();

  /** The files of a row, made now; a renderer that fails (or is not registered yet) fails the send, to be retried. */
  async function filesOf(row: Row): Promise<MailFile[]> {
    const files: MailFile[] = [];
    for (const a of row.attachments ?? []) {
      if (a.base64 !== undefined) {
        files.push({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.base64, 'base64') });
        continue;
      }
      const render = a.source ? renderers.get(a.source.kind) : undefined;
      if (!render) throw new Error(`no renderer for the attachment ${a.filename}`);
      const content = await render(a.source!);
      if (content) files.push({ filename: a.filename, contentType: a.contentType, content });
    }
    return files;
  }

  async function claim(): Promise<Row[]> {
    const result = await db.execute<Row>(sql`
      UPDATE ${mailOutbox} SET status = 'sending', locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM ${mailOutbox}
        WHERE (status = 'pending' AND next_attempt_at <= now()) OR (status = 'sending' AND locked_until < now())
        ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, "to", subject, text, html, attachments, attempts`);
    return result.rows;
  }

  /** The row of one job, if it is due (not sent, not being sent by someone else, its next attempt come). */
  async function claimOne(id: number): Promise<Row | undefined> {
    const result = await db.execute<Row>(sql`
      UPDATE ${mailOutbox} SET status = 'sending', locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
      WHERE id = (
        SELECT id FROM ${mailOutbox}
        WHERE id = ${id} AND ((status = 'pending' AND next_attempt_at <= now()) OR (status = 'sending' AND locked_until < now()))
        FOR UPDATE SKIP LOCKED)
      RETURNING id, "to", subject, text, html, attachments, attempts`);
    return result.rows[0];
  }

  /** Sends one claimed row; on failure the row is back to pending with its next attempt, or given up. */
  async function sendOne(row: Row): Promise<'sent' | 'retry' | 'given up'> {
    try {
      const attachments = await filesOf(row);
      await mailer.send({ to: row.to, subject: row.subject, text: row.text, html: row.html, ...(attachments.length ? { attachments } : {}) });
      // A sent mail's body (with its working reset or verification link) is not kept: the row stays for the
      // record (to, subject, when) until the retention purge. Empty rather than NULL: the columns are NOT NULL.
      await db.execute(
        sql`UPDATE ${mailOutbox} SET status = 'sent', sent_at = now(), locked_until = NULL, text = '', html = '', attachments = NULL WHERE id = ${row.id}`,
      );
      return 'sent';
    } catch (err) {
      const failed = row.attempts >= MAX_ATTEMPTS;
      log.warn({ err, mailId: row.id, attempts: row.attempts }, failed ? 'mail given up' : 'mail will be retried');
      // Exponential back-off: 30 s, 1 min, 2 min … capped at 1 h.
      const delay = Math.min(3600, 30 * 2 ** (row.attempts - 1));
      await db.execute(sql`UPDATE ${mailOutbox} SET status = ${failed ? 'failed' : 'pending'}, last_error = ${String((err as Error).message).slice(0, 500)},
        next_attempt_at = now() + make_interval(secs => ${delay}), locked_until = NULL WHERE id = ${row.id}`);
      return failed ? 'given up' : 'retry';
    }
  }

  jobs?.handle<MailJob>(
    MAIL_QUEUE,
    async ({ id }) => {
      const row = await claimOne(id);
      // Sent already (by the sweep), given up, purged, or not due yet: the sweep has it from here.
      if (!row) return;
      // Thrown so that pg-boss schedules the next attempt (a mail given up is not retried).
      if ((await sendOne(row)) === 'retry') throw new Error(`mail ${id} not sent; retried`);
    },
    MAIL_RETRY,
  );

  async function dispatchDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claim();
      if (!rows.length) return sent;
      await Promise.all(rows.map(sendOne));
      sent += rows.length;
    }
  }

  /** Runs one dispatch at a time; a kick during a run schedules one more run. */
  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = dispatchDue()
      .catch((err) => {
        log.error({ err }, 'mail dispatch failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  }

  return {
    /** Writes the mail and its job with `executor`, normally the transaction of the change that causes it. */
    async enqueue(executor: Executor, mail: Mail) {
      const [row] = await executor.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      await jobs?.enqueue<MailJob>(executor, MAIL_QUEUE, [{ id: row!.id }]);
    },
    /** How attachments of a kind are made when their mail leaves (called once at start by the composition root). */
    registerAttachment(kind: string, render: AttachmentRenderer) {
      renderers.set(kind, render);
    },
    /** Call after the enqueuing transaction commits: this instance's worker sends now rather than at its next poll. */
    kick: () => (jobs ? jobs.wake(MAIL_QUEUE) : void run()),
    /** Sends everything due now and waits (tests, shutdown): the jobs due, then the sweep. */
    async drain() {
      await jobs?.idle(MAIL_QUEUE);
      while (running) await running;
      await run();
    },
    start() {
      timer ??= setInterval(() => void run(), pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      while (running) await running;
    },
  };
}
export type MailQueue = ReturnType<typeof createMailQueue>;
