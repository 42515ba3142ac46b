import { hash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { accounts, sessions } from '@portal/db/schema/accounts';
import { pushSubscriptions } from '@portal/db/schema/notifications';
import { EVENTS_CHANNEL, type PgEvents } from './pg-events.ts';

export type SessionAccount = {
  sessionId: number;
  accountId: number;
  role: 'customer' | 'provider' | 'operator';
  email: string;
  lang: string;
};

/** One-shot hashing: the 304 poll hashes its token on every request, and this is about twice as cheap as createHash. */
export const hashToken = (token: string) => hash('sha256', token, 'hex');
/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Sliding idle expiry is refreshed at most once a minute, so a 10 s poll costs a read, not a write. */
const TOUCH_EVERY_MS = 60_000;
/**
 * Those refreshes are gathered and written together this often, in one statement: thousands of customers
 * polling would otherwise cost a commit (and an fsync) each, in their requests' path. A refresh a second
 * late is nothing next to an idle expiry of days.
 */
const TOUCH_FLUSH_MS = 1000;
/** A resolved session is trusted from memory this long (the 10 s poll then costs no query at all). */
export const SESSION_CACHE_MS = 30_000;
const CACHE_MAX_ENTRIES = 20_000;

type Cached = { session: SessionAccount; until: number };
type Executor = Pick<Db, 'update' | 'delete' | 'execute'>;

/**
 * Bearer sessions. Resolved sessions are cached in memory for up to 30 s (never past their expiry), and only
 * while the cross-instance event listener is live: a revoke here drops the entry at once and tells the other
 * instances through NOTIFY (`s:<tokenHash>` for one session, `a:<accountId>` for all of an account's).
 */
export function sessionStore(db: Db, idleSeconds: number, absoluteSeconds: number, events?: PgEvents) {
  const cache = new Map<string, Cached>();
  /**
   * Bumped by every invalidation. A lookup that started before one does not cache its answer: the row it
   * read may be the one just revoked (the NOTIFY can overtake the SELECT's result).
   */
  let epoch = 0;

  function forgetHash(tokenHash: string) {
    epoch++;
    cache.delete(tokenHash);
  }
  function forgetAccountLocally(accountId: number) {
    epoch++;
    for (const [hash, entry] of cache) if (entry.session.accountId === accountId) cache.delete(hash);
  }
  events?.on('s', forgetHash);
  events?.on('a', (rest) => forgetAccountLocally(Number(rest)));
  events?.onReset(() => {
    epoch++;
    cache.clear();
  });

  const touches = new Set<number>();
  let touchTimer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  function touchLater(sessionId: number) {
    touches.add(sessionId);
    if (touchTimer) return;
    touchTimer = setTimeout(() => void flushTouches(), TOUCH_FLUSH_MS);
    touchTimer.unref();
  }

  /** Writes the gathered idle-expiry refreshes (also at close, so none is lost). */
  function flushTouches(): Promise<void> {
    if (touchTimer) clearTimeout(touchTimer);
    touchTimer = null;
    const ids = [...touches];
    touches.clear();
    if (!ids.length) return flushing;
    flushing = flushing.then(() =>
      db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt)))
        .then(
          () => undefined,
          // A lost refresh only means the next request refreshes it again.
          () => undefined,
        ),
    );
    return flushing;
  }

  function remember(tokenHash: string, session: SessionAccount, expiresAt: Date, lastSeenAt: Date, startedAt: number) {
    if (!events?.live || startedAt !== epoch) return;
    if (cache.size >= CACHE_MAX_ENTRIES) {
      // Oldest first (Map keeps insertion order): a full cache sheds what it resolved longest ago.
      for (const key of cache.keys()) {
        cache.delete(key);
        if (cache.size < CACHE_MAX_ENTRIES * 0.9) break;
      }
    }
    const until = Math.min(Date.now() + SESSION_CACHE_MS, expiresAt.getTime(), lastSeenAt.getTime() + idleSeconds * 1000);
    cache.set(tokenHash, { session, until });
  }

  /** The account's live sessions (all, or all but one) end, and the push subscriptions they registered go. */
  async function revokeWhere(accountId: number, keepSessionId: number | null, executor: Executor | null) {
    const run = async (ex: Executor) => {
      const others = keepSessionId === null ? undefined : ne(sessions.id, keepSessionId);
      await ex
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), others));
      await ex
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.accountId, accountId), keepSessionId === null ? undefined : ne(pushSubscriptions.sessionId, keepSessionId)));
      await ex.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${`a:${accountId}`})`);
    };
    if (executor) await run(executor);
    else await db.transaction(run);
    forgetAccountLocally(accountId);
  }

  return {
    async create(accountId: number, deviceToken: string | null, deviceType: string | null): Promise<string> {
      const token = newToken();
      await db.insert(sessions).values({
        accountId,
        tokenHash: hashToken(token),
        deviceToken: deviceToken || null,
        deviceType,
        expiresAt: new Date(Date.now() + absoluteSeconds * 1000),
      });
      return token;
    },

    async resolve(token: string): Promise<SessionAccount | null> {
      const tokenHash = hashToken(token);
      const hit = cache.get(tokenHash);
      if (hit) {
        if (hit.until > Date.now() && events?.live) return hit.session;
        cache.delete(tokenHash);
      }
      const startedAt = epoch;
      const rows = await db
        .select({
          sessionId: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          accountId: accounts.id,
          role: accounts.role,
          email: accounts.email,
          lang: accounts.lang,
        })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
            gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${idleSeconds})`),
            eq(accounts.status, 'active'),
          ),
        )
        .limit(1);
      const row = rows[0];
      if (!row) return null;
      let lastSeenAt = row.lastSeenAt;
      if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        touchLater(row.sessionId);
        lastSeenAt = new Date();
      }
      const session: SessionAccount = {
        sessionId: row.sessionId,
        accountId: row.accountId,
        role: row.role,
        email: row.email,
        lang: row.lang,
      };
      remember(tokenHash, session, row.expiresAt, lastSeenAt, startedAt);
      return session;
    },

    /**
     * Ends one session, here and (through NOTIFY, sent with the same statement) in every other instance, and
     * removes the push subscriptions it registered: a signed-out device gets no more order texts.
     */
    async revoke(sessionId: number): Promise<void> {
      const result = await db.execute<{ token_hash: string }>(sql`
        WITH revoked AS (UPDATE ${sessions} SET revoked_at = now() WHERE id = ${sessionId} RETURNING id, token_hash),
             unsubscribed AS (DELETE FROM ${pushSubscriptions} WHERE session_id IN (SELECT id FROM revoked))
        SELECT token_hash, pg_notify(${EVENTS_CHANNEL}, 's:' || token_hash) FROM revoked`);
      for (const row of result.rows) forgetHash(row.token_hash);
    },

    /**
     * Ends every session of an account, everywhere. Given a transaction, the change and the notice to the
     * other instances commit with it (NOTIFY is delivered at commit), so callers never have to remember a
     * second step.
     */
    async revokeAll(accountId: number, executor: Executor | null = null): Promise<void> {
      await revokeWhere(accountId, null, executor);
    },

    /**
     * Ends every session of an account but the given one (a password change keeps the session that made it), with
     * their push subscriptions, everywhere; in the caller's transaction when given one, like revokeAll.
     */
    async revokeOthers(accountId: number, keepSessionId: number, executor: Executor | null = null): Promise<void> {
      await revokeWhere(accountId, keepSessionId, executor);
    },

    /**
     * Drops whatever is cached for an account, in every instance. Call it after committing a change that
     * ends an account's sessions or access by other means (status suspended or deleted, sessions revoked in
     * a wider transaction, role or language changed).
     */
    async forgetAccount(accountId: number): Promise<void> {
      forgetAccountLocally(accountId);
      await db.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${`a:${accountId}`})`);
    },

    flushTouches,

    /** How many sessions are cached (tests, diagnostics). */
    cachedCount: () => cache.size,
  };
}
export type SessionStore = ReturnType<typeof sessionStore>;
