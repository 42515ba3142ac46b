import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { accounts, sessions } from '@portal/db/schema/accounts';

export type SessionAccount = { sessionId: number; accountId: number; role: 'customer' | 'provider' | 'operator'; email: string; lang: string };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Sliding idle expiry is refreshed at most once a minute, so a 10 s poll costs a read, not a write. */
const TOUCH_EVERY_MS = 60_000;

export function sessionStore(db: Db, idleSeconds: number, absoluteSeconds: number) {
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
      const rows = await db
        .select({
          sessionId: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
          accountId: accounts.id,
          role: accounts.role,
          email: accounts.email,
          lang: accounts.lang,
        })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
            gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${idleSeconds})`),
            eq(accounts.status, 'active'),
          ),
        )
        .limit(1);
      const row = rows[0];
      if (!row) return null;
      if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, row.sessionId));
      }
      return { sessionId: row.sessionId, accountId: row.accountId, role: row.role, email: row.email, lang: row.lang };
    },

    async revoke(sessionId: number): Promise<void> {
      await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
    },

    async revokeAll(accountId: number): Promise<void> {
      await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
    },
  };
}
export type SessionStore = ReturnType<typeof sessionStore>;
