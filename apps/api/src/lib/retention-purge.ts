import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@portal/db/client';

export type PurgeSettings = { sessionIdleSeconds: number; mailRetentionDays: number };
export type Purged = { sessions: number; tokens: number; mails: number; idempotencyKeys: number; contentImages: number };

/** `instance.*` row of server_secrets holding when the purge last ran (on whichever instance). */
const LAST_RUN_KEY = 'instance.retention_purge_at';
const PERIOD_SECONDS = 3600;

/**
 * Deletes what nobody needs any more (docs/security.md, Secrets and retention):
 * - sessions that can no longer be used: revoked, past their absolute expiry, or idle past SESSION_IDLE_SECONDS;
 * - reset tokens once used, and every token a day past its expiry (a used verification token is kept until
 *   then: a second click on the link answers "already verified" through it);
 * - mails sent or given up more than `mailRetentionDays` ago (their bodies are already gone once sent);
 * - idempotency keys older than a day (an offline queue resends within minutes, lib/idempotency.ts);
 * - operators' content images (issue 17) a day old that no icon, banner, onboarding screen or album names: an
 *   upload never saved, or an image since replaced. The row goes; the orphan sweep then removes the stored file.
 */
export async function purgeExpired(db: Db, s: PurgeSettings): Promise<Purged> {
  const count = async (q: ReturnType<typeof sql>) => (await db.execute(q)).rowCount ?? 0;
  const sessions = await count(sql`DELETE FROM sessions WHERE revoked_at IS NOT NULL OR expires_at < now()
    OR last_seen_at < now() - make_interval(secs => ${s.sessionIdleSeconds})`);
  const tokens = await count(sql`DELETE FROM account_tokens WHERE expires_at < now() - interval '1 day'
    OR (purpose = 'reset' AND used_at IS NOT NULL)`);
  const mails = await count(sql`DELETE FROM mail_outbox WHERE status IN ('sent', 'failed')
    AND coalesce(sent_at, created_at) < now() - make_interval(days => ${s.mailRetentionDays})`);
  const idempotencyKeys = await count(sql`DELETE FROM idempotency_keys WHERE created_at < now() - interval '1 day'`);
  const contentImages = await count(sql`DELETE FROM files f USING content_images c
    WHERE c.file_id = f.id AND c.created_at < now() - interval '1 day'
      AND NOT EXISTS (SELECT 1 FROM banners WHERE strpos(image, f.id) > 0)
      AND NOT EXISTS (SELECT 1 FROM onboarding_screens WHERE strpos(image, f.id) > 0)
      AND NOT EXISTS (SELECT 1 FROM categories WHERE strpos(icon, f.id) > 0)
      AND NOT EXISTS (SELECT 1 FROM sub_categories WHERE strpos(icon, f.id) > 0)
      AND NOT EXISTS (SELECT 1 FROM provider_albums WHERE strpos(images::text, f.id) > 0)`);
  return { sessions, tokens, mails, idempotencyKeys, contentImages };
}

/**
 * Takes this hour's run for the calling instance: true for one instance only, however many check at once
 * (the row is updated only when the last run is older than the period; PostgreSQL serialises the update).
 */
export async function claimPurgeRun(db: Db, periodSeconds = PERIOD_SECONDS): Promise<boolean> {
  const { rows } = await db.execute(sql`
    INSERT INTO server_secrets (key, value) VALUES (${LAST_RUN_KEY}, now()::text)
    ON CONFLICT (key) DO UPDATE SET value = now()::text
      WHERE server_secrets.value::timestamptz <= now() - make_interval(secs => ${periodSeconds - 60})
    RETURNING key`);
  return rows.length > 0;
}

/**
 * Every instance looks every ten minutes; the one that claims the run purges, so the purge runs about once
 * an hour across instances. The first look is a minute after start, off the start's path.
 */
export function createRetentionPurge(db: Db, settings: PurgeSettings, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= (async () => {
      if (!(await claimPurgeRun(db))) return;
      const purged = await purgeExpired(db, settings);
      if (purged.sessions + purged.tokens + purged.mails + purged.contentImages > 0) log.info({ purged }, 'retention purge');
    })()
      .catch((err: unknown) => log.warn({ err }, 'retention purge failed'))
      .finally(() => (running = null));
  };
  return {
    start() {
      timer = setTimeout(function again() {
        tick();
        timer = setTimeout(again, 600_000).unref();
      }, 60_000).unref();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
