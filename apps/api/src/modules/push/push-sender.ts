import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@portal/db/client';
import type { Lang } from '@portal/contract/lang';
import { isLang } from '@portal/contract/lang';
import type { PushPayload } from '@portal/contract/push';
import { pushEndpointProblem } from './push-endpoint.ts';
import { pushRepository, type StoredSubscription } from './push.repository.ts';
import { loadVapidKeys, type VapidKeys } from './vapid-keys.ts';
import { pushDeliveries } from '../../lib/metrics.ts';

/** Spec: a push that cannot be delivered within a day is no longer worth showing. */
export const PUSH_TTL_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 10_000;

export type PushSenderOptions = { db: Db; log: FastifyBaseLogger; allowInsecure: boolean; subject: string };

/**
 * Web Push (RFC 8030/8291/8292) to the subscriptions of an account: the payload is encrypted (aes128gcm)
 * and signed with our VAPID key by web-push, and POSTed by us with fetch, so that redirects are refused,
 * every request has a deadline and the endpoint rules are checked again right before the call.
 * 404/410 mean the subscription is gone: the row is deleted; other failures are counted.
 */
export function createPushSender({ db, log, allowInsecure, subject }: PushSenderOptions) {
  const repo = pushRepository(db);
  let keys: Promise<VapidKeys> | null = null;
  const inFlight = new Set<Promise<void>>();

  const vapid = () => (keys ??= loadVapidKeys(db).catch((err) => {
    keys = null;
    throw err;
  }));

  async function deliver(sub: StoredSubscription, payload: PushPayload, vapidKeys: VapidKeys): Promise<void> {
    const problem = pushEndpointProblem(sub.endpoint, allowInsecure);
    if (problem) {
      log.warn({ subscriptionId: sub.id }, 'push endpoint refused by the endpoint rules; dropping the subscription');
      await repo.drop(sub.id);
      return;
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
      pushDeliveries.inc({ result: 'failed' });
      log.warn({ err, subscriptionId: sub.id }, 'push not delivered');
      await repo.failed(sub.id);
      return;
    }
    pushDeliveries.inc({ result: status >= 200 && status < 300 ? 'delivered' : status === 404 || status === 410 ? 'gone' : 'failed' });
    if (status >= 200 && status < 300) await repo.delivered(sub.id);
    else if (status === 404 || status === 410) await repo.drop(sub.id);
    else {
      log.warn({ status, subscriptionId: sub.id }, 'push refused by the push service');
      await repo.failed(sub.id);
    }
  }

  async function sendToAccount(accountId: number, build: (lang: Lang) => PushPayload): Promise<void> {
    try {
      const subs = await repo.forAccount(accountId);
      if (!subs.length) return;
      const vapidKeys = await vapid();
      await Promise.all(subs.map((sub) => deliver(sub, build(isLang(sub.lang) ? sub.lang : 'en'), vapidKeys).catch((err) => log.error({ err }, 'push delivery failed'))));
    } catch (err) {
      log.error({ err, accountId }, 'push sending failed');
    }
  }

  return {
    /** Makes (or reads) the VAPID keys; run at start so the first instance to start creates them. */
    init: async () => void (await vapid()),
    publicKey: async () => (await vapid()).publicKey,
    allowInsecure,
    /** Sends in the background; never throws. `settled()` waits for everything under way (tests, shutdown). */
    send(accountId: number, build: (lang: Lang) => PushPayload): Promise<void> {
      const p = sendToAccount(accountId, build).finally(() => inFlight.delete(p));
      inFlight.add(p);
      return p;
    },
    async settled(): Promise<void> {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}
export type PushSender = ReturnType<typeof createPushSender>;
