import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { claimPurgeRun, purgeExpired } from './retention-purge.ts';

describe('retention purge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('removes expired, idle and revoked sessions, spent tokens and month-old mails; keeps the live ones', async () => {
    const { rows } = await t.db.execute<{ id: number }>(
      sql`INSERT INTO accounts (role, email, password_hash) VALUES ('customer', 'keep@example.jo', 'x') RETURNING id`,
    );
    const id = rows[0]!.id;
    await t.db.execute(sql`INSERT INTO sessions (account_id, token_hash, expires_at, last_seen_at, revoked_at) VALUES
      (${id}, 'live', now() + interval '1 day', now(), NULL),
      (${id}, 'expired', now() - interval '1 second', now(), NULL),
      (${id}, 'idle', now() + interval '1 day', now() - interval '8 days', NULL),
      (${id}, 'revoked', now() + interval '1 day', now(), now())`);
    await t.db.execute(sql`INSERT INTO account_tokens (account_id, purpose, token_hash, expires_at, used_at) VALUES
      (${id}, 'verify', 'live', now() + interval '1 hour', NULL),
      (${id}, 'verify', 'used-recent', now() + interval '1 hour', now()),
      (${id}, 'reset', 'used-reset', now() + interval '1 hour', now()),
      (${id}, 'verify', 'long-expired', now() - interval '2 days', NULL)`);
    await t.db.execute(sql`INSERT INTO mail_outbox ("to", subject, text, html, status, sent_at, created_at) VALUES
      ('a@example.jo', 'old', '', '', 'sent', now() - interval '31 days', now() - interval '31 days'),
      ('a@example.jo', 'recent', '', '', 'sent', now() - interval '1 day', now() - interval '1 day'),
      ('a@example.jo', 'given-up', 'b', 'b', 'failed', NULL, now() - interval '40 days'),
      ('a@example.jo', 'waiting', 'b', 'b', 'pending', NULL, now() - interval '40 days')`);

    const purged = await purgeExpired(t.db, { sessionIdleSeconds: 7 * 24 * 3600, mailRetentionDays: 30 });
    expect(purged).toEqual({ sessions: 3, tokens: 2, mails: 2, idempotencyKeys: 0, contentImages: 0 });
    const left = async (q: ReturnType<typeof sql>) => (await t.db.execute<{ k: string }>(q)).rows.map((r) => r.k).sort();
    expect(await left(sql`SELECT token_hash AS k FROM sessions`)).toEqual(['live']);
    expect(await left(sql`SELECT token_hash AS k FROM account_tokens`)).toEqual(['live', 'used-recent']);
    expect(await left(sql`SELECT subject AS k FROM mail_outbox`)).toEqual(['recent', 'waiting']);
  });

  it('runs once per period across instances: of several claims at once, one wins', async () => {
    await t.db.execute(sql`DELETE FROM server_secrets WHERE key = 'instance.retention_purge_at'`);
    const claims = await Promise.all([claimPurgeRun(t.db), claimPurgeRun(t.db), claimPurgeRun(t.db)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimPurgeRun(t.db)).toBe(false);
    await t.db.execute(sql`UPDATE server_secrets SET value = (now() - interval '2 hours')::text WHERE key = 'instance.retention_purge_at'`);
    expect(await claimPurgeRun(t.db)).toBe(true);
  });
});
