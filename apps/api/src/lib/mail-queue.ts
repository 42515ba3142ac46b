import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@portal/db/client';
import { mailOutbox } from '@portal/db/schema/mail-outbox';
import type { Mail, Mailer } from './mailer.ts';

/** Anything Drizzle can insert with: the pool or an open transaction. */
type Executor = Pick<Db, 'insert'>;

const BATCH = 20;
const MAX_ATTEMPTS = 12;
const LEASE_SECONDS = 120;

type Row = { id: number; to: string; subject: string; text: string; html: string; attempts: number };

/**
 * Mails go through the outbox table: `enqueue` inside the transaction of the change, then the dispatcher
 * sends due mails. Rows are claimed with SKIP LOCKED and a lease, so several instances share the work and
 * a process killed while sending leaves the mail to be sent again after the lease.
 */
export function createMailQueue(db: Db, mailer: Mailer, log: FastifyBaseLogger, pollMs = 5000) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;

  async function claim(): Promise<Row[]> {
    const result = await db.execute<Row>(sql`
      UPDATE ${mailOutbox} SET status = 'sending', locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM ${mailOutbox}
        WHERE (status = 'pending' AND next_attempt_at <= now()) OR (status = 'sending' AND locked_until < now())
        ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, "to", subject, text, html, attempts`);
    return result.rows;
  }

  async function sendOne(row: Row) {
    try {
      await mailer.send({ to: row.to, subject: row.subject, text: row.text, html: row.html });
      // A sent mail's body (with its working reset or verification link) is not kept: the row stays for the
      // record (to, subject, when) until the retention purge. Empty rather than NULL: the columns are NOT NULL.
      await db.execute(
        sql`UPDATE ${mailOutbox} SET status = 'sent', sent_at = now(), locked_until = NULL, text = '', html = '' WHERE id = ${row.id}`,
      );
    } catch (err) {
      const failed = row.attempts >= MAX_ATTEMPTS;
      log.warn({ err, mailId: row.id, attempts: row.attempts }, failed ? 'mail given up' : 'mail will be retried');
      // Exponential back-off: 30 s, 1 min, 2 min … capped at 1 h.
      const delay = Math.min(3600, 30 * 2 ** (row.attempts - 1));
      await db.execute(sql`UPDATE ${mailOutbox} SET status = ${failed ? 'failed' : 'pending'}, last_error = ${String((err as Error).message).slice(0, 500)},
        next_attempt_at = now() + make_interval(secs => ${delay}), locked_until = NULL WHERE id = ${row.id}`);
    }
  }

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
    async enqueue(executor: Executor, mail: Mail) {
      await executor.insert(mailOutbox).values(mail);
    },
    /** Call after the enqueuing transaction commits, to send without waiting for the next poll. */
    kick: () => void run(),
    /** Sends everything due now and waits (tests, shutdown). */
    async drain() {
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
