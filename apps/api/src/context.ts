import type { DbHandle } from '@portal/db/client';
import type { Config } from './config.ts';
import type { Captcha } from './lib/captcha.ts';
import type { FileStorage } from './lib/file-storage.ts';
import type { MailQueue } from './lib/mail-queue.ts';
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
  sessions: SessionStore;
};
