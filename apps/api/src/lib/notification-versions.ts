import { eq } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { bumpNotificationVersion } from '@portal/db/notification-version';
import { notificationVersions } from '@portal/db/schema/notifications';
import type { PgEvents } from './pg-events.ts';

type Executor = Pick<Db, 'execute'>;

const MAX_ENTRIES = 200_000;

/**
 * Per-account version of the notification list, the ETag of the 10 s poll. Kept in memory: filled from the
 * database on first use, raised by this instance after its own commits and by the others through NOTIFY
 * (`v:<accountId>:<version>`). Versions only grow, so every update keeps the larger value and a late
 * answer can never move one back. Memory is trusted only while the listener is live.
 */
export function notificationVersionStore(db: Db, events: PgEvents) {
  const versions = new Map<number, number>();
  /** Bumped when the listener connects or drops: a read begun before that may have missed a NOTIFY. */
  let resets = 0;

  function raise(accountId: number, version: number) {
    if (!events.live) return;
    const known = versions.get(accountId);
    if (known !== undefined && known >= version) return;
    if (known === undefined && versions.size >= MAX_ENTRIES) versions.clear();
    versions.set(accountId, version);
  }

  events.on('v', (rest) => {
    const [account, version] = rest.split(':').map(Number);
    if (Number.isInteger(account) && Number.isInteger(version)) raise(account!, version!);
  });
  events.onReset(() => {
    resets++;
    versions.clear();
  });

  /** The version without a query when it is known (the cheap path of the poll). */
  const cached = (accountId: number): number | undefined => (events.live ? versions.get(accountId) : undefined);

  return {
    cached,

    async current(accountId: number): Promise<number> {
      const known = cached(accountId);
      if (known !== undefined) return known;
      const startedAt = resets;
      const rows = await db.select({ version: notificationVersions.version }).from(notificationVersions).where(eq(notificationVersions.accountId, accountId));
      const version = rows[0]?.version ?? 0;
      if (startedAt === resets) raise(accountId, version);
      return Math.max(version, versions.get(accountId) ?? 0);
    },

    /**
     * Raises the account's version in the caller's transaction and tells every instance at commit. Call
     * `remember` with the answer once the transaction has committed, so this instance's very next poll sees it.
     */
    async bump(tx: Executor, accountId: number): Promise<number> {
      return bumpNotificationVersion(tx, accountId);
    },

    remember: raise,
  };
}
export type NotificationVersionStore = ReturnType<typeof notificationVersionStore>;
