import { useSyncExternalStore } from 'react';
import { ApiError, apiRequest } from '@portal/web-kit/api-client';
import { randomId } from '@portal/web-kit/random-id';

/**
 * The provider's actions taken while the network is down (issue 18 point 7): kept in localStorage in the order
 * they were taken and sent when the network returns, each with its own Idempotency-Key, so a resend after a lost
 * answer does not act twice (the server replays the first answer, docs/decisions/0020). The screens show what
 * is waiting.
 */
export type QueuedAction = {
  key: string;
  method: 'POST' | 'PUT';
  path: string;
  body?: unknown;
  /** What the provider sees in the waiting list: a translation key and its values. */
  label: { key: string; values?: Record<string, string | number> };
  at: number;
};

const STORE = 'proOfflineQueue';
const listeners = new Set<() => void>();
let cache: QueuedAction[] = read();
let flushing: Promise<void> | null = null;

function read(): QueuedAction[] {
  try {
    const raw = JSON.parse(localStorage.getItem(STORE) ?? '[]') as unknown;
    return Array.isArray(raw) ? (raw as QueuedAction[]) : [];
  } catch {
    return [];
  }
}

function write(next: QueuedAction[]) {
  cache = next;
  localStorage.setItem(STORE, JSON.stringify(next));
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useQueuedActions = () => useSyncExternalStore(subscribe, () => cache);

/** A network failure (no answer at all), as opposed to an answer the server gave. */
const isOffline = (err: unknown) => err instanceof ApiError && err.status === 0;

export type Sent<T> = { queued: false; data: T; message: string } | { queued: true };

/**
 * Sends a write now when online; offline (or when the request gets no answer), queues it to be sent later with
 * the same key. An answer from the server (even a refusal) is final and is not queued.
 */
export async function sendOrQueue<T>(action: Omit<QueuedAction, 'key' | 'at'>): Promise<Sent<T>> {
  const queued: QueuedAction = { ...action, key: randomId(), at: Date.now() };
  if (!navigator.onLine || cache.length > 0) {
    // Behind what is already waiting: actions on one job must reach the server in the order they were taken.
    write([...cache, queued]);
    return { queued: true };
  }
  try {
    const { data, message } = await apiRequest<T>(action.method, action.path, { body: action.body, idempotencyKey: queued.key });
    return { queued: false, data, message };
  } catch (err) {
    if (!isOffline(err)) throw err;
    write([...cache, queued]);
    return { queued: true };
  }
}

/**
 * Sends what is waiting, oldest first, each once: a refusal by the server drops the action (the provider sees the
 * job as it now is); no answer stops the round, to be tried again when the network returns.
 */
export function flushQueue(onDone?: (sent: number) => void): Promise<void> {
  // Assigned before the round can end: a round with nothing to send finishes at once, and must not leave this set.
  flushing ??= sendWaiting(onDone).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendWaiting(onDone?: (sent: number) => void): Promise<void> {
  let sent = 0;
  while (cache.length > 0 && navigator.onLine) {
    const next = cache[0]!;
    try {
      await apiRequest(next.method, next.path, { body: next.body, idempotencyKey: next.key });
    } catch (err) {
      if (isOffline(err)) break;
    }
    write(cache.filter((a) => a.key !== next.key));
    sent++;
  }
  onDone?.(sent);
}

/** Forgets what is waiting (sign-out: another provider may sign in on this phone). */
export const clearQueue = () => write([]);
