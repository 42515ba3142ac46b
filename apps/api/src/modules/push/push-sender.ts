import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@portal/db/client';
import { pushSubscriptions } from '@portal/db/schema/notifications';
import { isLang } from '@portal/contract/lang';
import type { PushPayload } from '@portal/contract/push';
import type { Jobs, RetryPolicy } from '../../lib/jobs.ts';
import type { SqlExecutor } from '../../lib/sql-executor.ts';
import { pushEndpointProblem } from './push-endpoint.ts';
import { pushPayloadOf } from './push-payload.ts';
import { liveSubscriptions, pushRepository, type StoredSubscription } from './push.repository.ts';
import { loadVapidKeys, type VapidKeys } from './vapid-keys.ts';
import { pushDeliveries } from '../../lib/metrics.ts';

/** Spec: a push that cannot be delivered within a day is no longer worth showing. */
export const PUSH_TTL_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 10_000;

/** One push to one subscription: the job's data (ids only; the texts are read back from the notification). */
type PushJob = { notificationId: number; subscriptionId: number };
export const PUSH_QUEUE = 'push';
/**
 * A push service that fails (5xx, 429, unreachable) is tried again after about 5 s, 10 s, 20 s … (pg-boss's
 * backoff with jitter): ten retries span about two hours, well within the push's one-day TTL.
 */
const PUSH_RETRY: RetryPolicy = { retryLimit: 10, retryDelay: 5, retryBackoff: true };

export type PushSenderOptions = { db: Db; log: FastifyBaseLogger; allowInsecure: boolean; subject: string; jobs: Jobs };

type Outcome = 'delivered' | 'gone' | 'failed';

/**
 * Web Push (RFC 8030/8291/8292) to the subscriptions of an account, from a durable pg-boss job: the request that
 * notifies only adds one job per subscription in its own transaction (`enqueue`), and a worker of any instance
 * sends it. The payload is encrypted (aes128gcm) and signed with our VAPID key by web-push, and POSTed by us with
 * fetch, so that redirects are refused, every request has a deadline and the endpoint rules are checked again
 * right before the call. 404/410 mean the subscription is gone: the row is deleted; other failures are counted
 * and the job is retried with backoff (docs/decisions/0013-durable-push-and-mail.md).
 */
export function createPushSender({ db, log, allowInsecure, subject, jobs }: PushSenderOptions) {
  const repo = pushRepository(db);
  let keys: Promise<VapidKeys> | null = null;

  const vapid = () => (keys ??= loadVapidKeys(db).catch((err) => {
    keys = null;
    throw err;
  }));

  async function deliver(sub: StoredSubscription, payload: PushPayload, vapidKeys: VapidKeys): Promise<Outcome> {
    const problem = pushEndpointProblem(sub.endpoint, allowInsecure);
    if (problem) {
      log.warn({ subscriptionId: sub.id }, 'push endpoint refused by the endpoint rules; dropping the subscription');
      return 'gone';
    }
    const details = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(payload), {
      vapidDetails: { subject, publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    });
    const headers = Object.fromEntries(Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([k, v]) => [k, String(v)]));
    let status: number;
    try {
      const res = await fetch(details.endpoint, {
        method: details.method,
        headers,
        body: details.body ? new Uint8Array(details.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      status = res.status;
      await res.body?.cancel().catch(() => {});
    } catch (err) {
      log.warn({ err, subscriptionId: sub.id }, 'push not delivered');
      return 'failed';
    }
    if (status >= 200 && status < 300) return 'delivered';
    if (status === 404 || status === 410) return 'gone';
    log.warn({ status, subscriptionId: sub.id }, 'push refused by the push service');
    return 'failed';
  }

  /** One job: gone subscription, account or notification, or a push past its TTL, is done without sending. */
  async function runJob({ notificationId, subscriptionId }: PushJob): Promise<void> {
    const sub = await repo.live(subscriptionId);
    if (!sub) return;
    const message = await pushPayloadOf(db, notificationId);
    if (!message || Date.now() - message.createdAt.getTime() > PUSH_TTL_SECONDS * 1000) return;
    const outcome = await deliver(sub, message.build(isLang(sub.lang) ? sub.lang : 'en'), await vapid());
    pushDeliveries.inc({ result: outcome });
    if (outcome === 'delivered') return repo.delivered(sub.id);
    if (outcome === 'gone') return repo.drop(sub.id);
    await repo.failed(sub.id);
    // Thrown so that pg-boss schedules the next attempt.
    throw new Error(`push ${notificationId} to subscription ${subscriptionId} not delivered`);
  }
  jobs.handle<PushJob>(PUSH_QUEUE, runJob, PUSH_RETRY);

  return {
    /** Makes (or reads) the VAPID keys; run at start so the first instance to start creates them. */
    init: async () => void (await vapid()),
    publicKey: async () => (await vapid()).publicKey,
    allowInsecure,
    /**
     * In the notification's transaction: one job per live subscription of the account, so the pushes leave
     * if and only if the notification commits, and a slow push service never holds the request.
     */
    async enqueue(tx: SqlExecutor & Pick<Db, 'select'>, accountId: number, notificationId: number): Promise<void> {
      const subs = await liveSubscriptions(tx, eq(pushSubscriptions.accountId, accountId));
      await jobs.enqueue<PushJob>(tx, PUSH_QUEUE, subs.map((s) => ({ notificationId, subscriptionId: s.id })));
    },
    /** After the commit: this instance's worker sends at once instead of at its next poll. */
    wake: () => jobs.wake(PUSH_QUEUE),
    /** Waits until every push due now has had its attempt (tests). */
    settled: () => jobs.idle(PUSH_QUEUE),
  };
}
export type PushSender = ReturnType<typeof createPushSender>;
