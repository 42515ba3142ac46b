import { and, eq } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { customers } from '@portal/db/schema/accounts';
import { notifications } from '@portal/db/schema/notifications';
import { LANGS, type Lang } from '@portal/contract/lang';
import type { NotificationType } from '@portal/contract/notification-routes';
import { t } from './i18n.ts';
import type { NotificationVersionStore } from './notification-versions.ts';

export type Texts = Record<Lang, string>;
type Params = Record<string, string | number>;

/**
 * What to say. Omitted: the API texts `notification.<type>.<event>.title/.body`. `{ key, params }`: the
 * texts `<key>.title/.body`. `{ en, ar, fr }`: that body with the title of the default key. `{ title, body }`:
 * both given (an operator's message).
 */
export type NotifyMessage = { key: string; params?: Params } | Texts | { title: Texts; body: Texts };

export type NotifyInput = {
  accountId: number;
  type: NotificationType;
  event: string;
  serviceId?: number | null;
  /** Kept with the notification and read back as JSON text; may hold replyId (§4.3). */
  payload?: Record<string, unknown>;
  message?: NotifyMessage;
  /** Placeholders of the keyed texts; `orderNo` defaults to the serviceId. */
  params?: Params;
};

export type Notified = {
  id: number;
  version: number;
  /**
   * Call once the transaction has committed: this instance's poll sees the change at once, and its push worker
   * looks for the push jobs now. Nothing is awaited: the push leaves from its job, not from the request.
   */
  afterCommit: () => Promise<void>;
};

/** Anything Drizzle can write with: an open transaction (normally) or the pool. */
type Executor = Pick<Db, 'insert' | 'update' | 'execute' | 'select'>;

/**
 * The push side notify needs (modules/push provides it); kept as a shape so lib/ does not import modules/.
 * `enqueue` writes the push jobs in the notification's transaction; `wake` runs after the commit.
 */
export type PushDelivery = { enqueue(tx: Executor, accountId: number, notificationId: number): Promise<void>; wake(): void };

const TITLE_MAX = 200;

/** The customer's per-channel preference for order pushes; an account that is not a customer has none (pushed). */
async function pushesOrderNews(tx: Executor, accountId: number): Promise<boolean> {
  const [row] = await tx.select({ on: customers.notifyPush }).from(customers).where(eq(customers.accountId, accountId));
  return row?.on ?? true;
}

function keyed(key: string, params: Params): { title: Texts; body: Texts } {
  for (const part of ['title', 'body']) {
    // A missing text is a programming error (an event without its three translations): fail the write.
    if (t('en', `${key}.${part}`) === `${key}.${part}`) throw new Error(`notification text ${key}.${part} is missing`);
  }
  const of = (part: string) => Object.fromEntries(LANGS.map((lang) => [lang, t(lang, `${key}.${part}`, params)])) as Texts;
  return { title: of('title'), body: of('body') };
}

function textsOf(input: NotifyInput): { title: Texts; body: Texts } {
  const defaultKey = `notification.${input.type}.${input.event}`;
  const params: Params = { orderNo: input.serviceId ?? '', ...input.params };
  const m = input.message;
  if (!m) return keyed(defaultKey, params);
  if ('key' in m) return keyed(m.key, { ...params, ...m.params });
  if ('title' in m) return m;
  return { title: keyed(defaultKey, params).title, body: m };
}

/**
 * Writes a customer's notifications (spec §3 Notification, §4.3) in three languages, in the caller's
 * transaction, with the account's list version and its push jobs; after commit, announces the version.
 */
export function createNotify(db: Db, versions: NotificationVersionStore, push: PushDelivery) {
  async function create(tx: Executor, input: NotifyInput): Promise<Notified> {
    const { title, body } = textsOf(input);
    const clip = (s: string) => s.slice(0, TITLE_MAX);
    const serviceId = input.serviceId ?? null;
    const payload = input.payload ?? {};
    const [row] = await tx
      .insert(notifications)
      .values({
        accountId: input.accountId,
        type: input.type,
        event: input.event,
        serviceId,
        payload,
        titleEn: clip(title.en),
        titleAr: clip(title.ar),
        titleFr: clip(title.fr),
        bodyEn: body.en,
        bodyAr: body.ar,
        bodyFr: body.fr,
      })
      .returning({ id: notifications.id });
    const id = row!.id;
    const version = await versions.bump(tx, input.accountId);
    // Order news is pushed only to customers who keep order pushes on (profile notify_push); the list always has it.
    if (input.type === 'SN' || (await pushesOrderNews(tx, input.accountId))) await push.enqueue(tx, input.accountId, id);
    return {
      id,
      version,
      afterCommit: async () => {
        versions.remember(input.accountId, version);
        push.wake();
      },
    };
  }

  /**
   * The customer acted on an order (decided on the estimate, paid, rated, cancelled, approved a proposal):
   * its news is read, in the action's own transaction. The version moves only if something was unread.
   */
  async function readForOrder(tx: Executor, accountId: number, type: Exclude<NotificationType, 'SN'>, serviceId: number) {
    const rows = await tx
      .update(notifications)
      .set({ isRead: true })
      .where(
        and(
          eq(notifications.accountId, accountId),
          eq(notifications.type, type),
          eq(notifications.serviceId, serviceId),
          eq(notifications.isRead, false),
        ),
      )
      .returning({ id: notifications.id });
    const version = rows.length ? await versions.bump(tx, accountId) : null;
    return {
      changed: rows.length,
      afterCommit: async () => {
        if (version !== null) versions.remember(accountId, version);
      },
    };
  }

  return {
    create,
    readForOrder,
    /** One notification in its own transaction, then the after-commit work (the operator's message, tests). */
    async sendNow(input: NotifyInput): Promise<{ id: number }> {
      const done = await db.transaction((tx) => create(tx, input));
      await done.afterCommit();
      return { id: done.id };
    },
  };
}
export type Notify = ReturnType<typeof createNotify>;
