import { useSyncExternalStore } from 'react';
import { ApiError, apiRequest } from './api-client.ts';
import { randomId } from './random-id.ts';

/**
 * Writes taken while the network is down, kept on the device and sent when it is back, each once: every entry carries
 * its own Idempotency-Key from the moment it is queued, so a send whose answer was lost and is sent again is answered
 * by the server with the first answer instead of being done twice (issues 18.7 and 19.5). The user sees what waits.
 */
export type QueuedWrite = {
  id: string;
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  body: unknown;
  idempotencyKey: string;
  /** What the user is shown while it waits: a text key of the app and its values. */
  label: { key: string; values?: Record<string, string | number> };
  queuedAt: number;
  /** Whose write it is: sent only while that account is signed in here (a shared device never sends A's write as B). */
  owner: string | null;
};

export type FlushOutcome = { sent: QueuedWrite[]; refused: Array<{ write: QueuedWrite; error: ApiError }> };

type Store = {
  list: () => QueuedWrite[];
  /**
   * Keeps a write to send later. `idempotencyKey`: the key a first attempt already carried (its answer was lost), so
   * the resend is the same write to the server; absent, the write gets a key of its own.
   */
  enqueue: (write: Omit<QueuedWrite, 'id' | 'idempotencyKey' | 'queuedAt' | 'owner'> & { idempotencyKey?: string }) => QueuedWrite;
  flush: () => Promise<FlushOutcome>;
  subscribe: (listener: () => void) => () => void;
  clear: () => void;
};

/** True when a failure means "not sent" (no network), so the write is worth keeping; anything else was an answer. */
export const isOffline = (err: unknown) => err instanceof ApiError && err.status === 0;

/**
 * One app's queue, kept in localStorage under its own key (survives a reload or a closed tab). `owner` names the
 * signed-in account: writes are listed and sent only while their owner is signed in.
 */
export function createOfflineQueue(storageKey: string, owner: () => string | null = () => null): Store {
  const listeners = new Set<() => void>();
  const read = (): QueuedWrite[] => {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
      return Array.isArray(parsed) ? (parsed as QueuedWrite[]) : [];
    } catch {
      return [];
    }
  };
  let items = typeof localStorage === 'undefined' ? [] : read();
  const save = (next: QueuedWrite[]) => {
    items = next;
    if (next.length) localStorage.setItem(storageKey, JSON.stringify(next));
    else localStorage.removeItem(storageKey);
    listeners.forEach((l) => l());
  };
  let flushing: Promise<FlushOutcome> | null = null;
  // The same array while nothing changed (useSyncExternalStore compares snapshots).
  let mine: { of: QueuedWrite[]; who: string | null; list: QueuedWrite[] } | null = null;
  const ownList = () => {
    const who = owner();
    if (!mine || mine.of !== items || mine.who !== who) mine = { of: items, who, list: items.filter((i) => i.owner === who) };
    return mine.list;
  };

  const flushOnce = async (): Promise<FlushOutcome> => {
    const outcome: FlushOutcome = { sent: [], refused: [] };
    // In the order they were taken: a payment before the rating that follows it.
    for (const write of [...ownList()]) {
      try {
        await apiRequest(write.method, write.path, { body: write.body, idempotencyKey: write.idempotencyKey });
        outcome.sent.push(write);
      } catch (err) {
        if (isOffline(err)) break; // still offline: keep this one and the rest for the next try
        // The server answered and refused (e.g. the order moved on meanwhile): it will never pass; the app says why.
        outcome.refused.push({ write, error: err as ApiError });
      }
      save(items.filter((i) => i.id !== write.id));
    }
    return outcome;
  };

  return {
    list: ownList,
    enqueue(write) {
      const entry: QueuedWrite = { ...write, id: randomId(), idempotencyKey: write.idempotencyKey ?? randomId(), queuedAt: Date.now(), owner: owner() };
      save([...items, entry]);
      return entry;
    },
    /** Sends what waits; one flush at a time (the online event and a timer may both ask). */
    flush() {
      flushing ??= flushOnce().finally(() => (flushing = null));
      return flushing;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear: () => save(items.filter((i) => i.owner !== owner())),
  };
}

/** The writes waiting, re-rendering as they are queued and sent. */
export function useQueuedWrites(queue: Store): QueuedWrite[] {
  return useSyncExternalStore(queue.subscribe, queue.list, () => []);
}

export type OfflineQueue = Store;
