import type { DbHandle } from '@portal/db/client';
import type { Config } from './config.ts';
import type { Captcha } from './lib/captcha.ts';
import type { CaptchaDifficulty } from './lib/captcha-difficulty.ts';
import type { LoginGuard } from './lib/login-guard.ts';
import type { MailCaps } from './lib/mail-caps.ts';
import type { FileStorage } from './lib/file-storage.ts';
import type { Jobs } from './lib/jobs.ts';
import type { MailQueue } from './lib/mail-queue.ts';
import type { NotificationVersionStore } from './lib/notification-versions.ts';
import type { Notify, PushDelivery } from './lib/notify.ts';
import type { OrderEtagStore } from './lib/order-etags.ts';
import type { PgEvents } from './lib/pg-events.ts';
import type { ReadinessProbe } from './lib/readiness.ts';
import type { SessionStore } from './lib/session-store.ts';

/** What every module gets: configuration and the real parts the process started. */
export type AppContext = {
  config: Config;
  db: DbHandle['db'];
  pool: DbHandle['pool'];
  /** Mails are enqueued in the caller's transaction and sent by the dispatcher. */
  mail: MailQueue;
  storage: FileStorage;
  captcha: Captcha;
  /** Abuse limits that hold across instances (docs/security.md, "Abuse limits"). */
  abuse: {
    /** Every sign-in (customer, provider, operator) goes through it: equal timing, account locks, address limit. */
    login: LoginGuard;
    /** Reset and verification mails per account per hour. */
    mailCaps: MailCaps;
    /** Sign-ups feed it; the captcha challenge reads its difficulty. */
    signups: CaptchaDifficulty;
  };
  sessions: SessionStore;
  /** Cross-instance events (PostgreSQL LISTEN/NOTIFY) that keep the in-memory caches current. */
  events: PgEvents;
  /** Per-account notification list versions (the poll's ETag). */
  notificationVersions: NotificationVersionStore;
  /** ETags of the customers' order views (the tracking poll); writers call `changed` in their transaction. */
  orderEtags: OrderEtagStore;
  /** Writes a customer's notification and its push jobs in the caller's transaction; the version is announced after commit. */
  notify: Notify;
  push: AppPush;
  /** Background jobs (pg-boss in the same database, shared by every instance). */
  jobs: Jobs;
  /** What the order side tells the rest of the app after a commit. */
  orderEvents: OrderEvents;
  /** What readyz asks besides the database: Redis and the S3 bucket when they are configured. */
  readiness: ReadinessProbe[];
};

/**
 * What the app uses of the push side (modules/push/push-sender.ts makes it): delivery, the VAPID public key for
 * subscribing browsers, and waiting for pushes under way. A shape, so context.ts imports no module.
 */
export type AppPush = PushDelivery & { publicKey(): Promise<string>; settled(): Promise<void> };

export type OrderEvents = {
  /** A new express order has committed: offer it (if not yet offered) and schedule the end of its window. Never throws. */
  expressCreated(orderId: number): Promise<void>;
};
