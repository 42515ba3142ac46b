import { apiRequest } from '@portal/web-kit/api-client';
import { createOfflineQueue, isOffline, useQueuedWrites, type QueuedWrite } from '@portal/web-kit/offline-queue';
import { randomId } from '@portal/web-kit/random-id';
import { proSession } from './session.ts';

/**
 * The provider's actions taken while the network is down (issue 18 point 7), in the portal's one offline queue
 * (@portal/web-kit/offline-queue): kept on the phone in the order they were taken, listed while they wait, sent when
 * the network returns, each with its own Idempotency-Key so a resend after a lost answer does not act twice (the
 * server replays the first answer, docs/decisions/0020). Only the signed-in provider's actions are listed and sent.
 */
export const providerActions = createOfflineQueue('proOfflineWrites', () => {
  const id = proSession.get()?.user.id;
  return id === undefined ? null : String(id);
});

/** A write of the provider app: what is sent, and what the provider reads while it waits (a key of jobs.json). */
export type ProviderWrite = Pick<QueuedWrite, 'method' | 'path' | 'label'> & { body?: unknown };

export const useQueuedActions = () => useQueuedWrites(providerActions);

export type Sent<T> = { queued: false; data: T; message: string } | { queued: true };

/**
 * Sends a write now when online; offline, or when the request gets no answer, queues it to be sent later. The key
 * is chosen before the first attempt and kept in the queue, so a first attempt that reached the server but lost its
 * answer and its resend are one action. An answer from the server (even a refusal) is final and is not queued.
 */
export async function sendOrQueue<T>(action: ProviderWrite): Promise<Sent<T>> {
  // No body stays no body (accept, for one): JSON keeps no `undefined`, so the queue sends it as it was taken.
  const write = { ...action, body: action.body };
  if (!navigator.onLine || providerActions.list().length > 0) {
    // Behind what is already waiting: actions on one job must reach the server in the order they were taken.
    providerActions.enqueue(write);
    return { queued: true };
  }
  const idempotencyKey = randomId();
  try {
    const { data, message } = await apiRequest<T>(action.method, action.path, { body: action.body, idempotencyKey });
    return { queued: false, data, message };
  } catch (err) {
    if (!isOffline(err)) throw err;
    providerActions.enqueue({ ...write, idempotencyKey });
    return { queued: true };
  }
}

/**
 * Sends what is waiting, oldest first, each once: a refusal by the server drops the action (the provider sees the
 * job as it now is, and the refusal as a toast); no answer stops the round, to be tried again later.
 */
export const flushQueue = () => providerActions.flush();

/** Forgets what this provider left waiting (sign-out: another provider may sign in on this phone). */
export const clearQueue = () => providerActions.clear();
