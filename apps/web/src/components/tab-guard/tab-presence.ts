import { randomId } from '@portal/web-kit/random-id';

/** "I am the portal's window now", sent by a tab when its frame opens. */
export type Claim = { kind: 'claim'; id: string };

export type TabChannel = { post: (msg: Claim) => void; listen: (cb: (msg: Claim) => void) => void; close: () => void };

const NAME = 'portal-tabs';
const STORAGE_KEY = 'portalActiveTab';

/** One id per page load: a reload (the 'Use here' button) is a new claim by the same window. */
export const TAB_ID = randomId();

function isClaim(v: unknown): v is Claim {
  return typeof v === 'object' && v !== null && (v as Claim).kind === 'claim' && typeof (v as Claim).id === 'string';
}

/** BroadcastChannel reaches every other tab of this origin in this browser profile, never the sender. */
export function broadcastTabChannel(name = NAME): TabChannel {
  const channel = new BroadcastChannel(name);
  return {
    post: (msg) => channel.postMessage(msg),
    listen: (cb) => channel.addEventListener('message', (e: MessageEvent) => isClaim(e.data) && cb(e.data)),
    close: () => channel.close(),
  };
}

/**
 * Where BroadcastChannel is missing (older Safari): a localStorage write fires 'storage' in the other
 * tabs only. The time makes each claim a change, so a second claim by the same id is heard too.
 */
export function storageTabChannel(storage: Storage = localStorage, target: Window = window): TabChannel {
  let handler: ((e: StorageEvent) => void) | null = null;
  return {
    post: (msg) => {
      try {
        storage.setItem(STORAGE_KEY, JSON.stringify({ ...msg, at: Date.now() }));
      } catch {
        /* storage full or blocked: this tab simply does not announce itself */
      }
    },
    listen: (cb) => {
      handler = (e) => {
        if (e.key !== STORAGE_KEY || !e.newValue) return;
        try {
          const msg = JSON.parse(e.newValue) as unknown;
          if (isClaim(msg)) cb({ kind: 'claim', id: msg.id });
        } catch {
          /* not ours */
        }
      };
      target.addEventListener('storage', handler);
    },
    close: () => handler && target.removeEventListener('storage', handler),
  };
}

export const openTabChannel = (): TabChannel =>
  typeof BroadcastChannel === 'function' ? broadcastTabChannel() : storageTabChannel();

/**
 * Spec §2.2: the newest tab is the portal's window; every older one hears its claim and is displaced
 * (shows the alert). Returns the way to stop listening.
 */
export function watchTabs(onDisplaced: () => void, channel: TabChannel = openTabChannel(), id: string = TAB_ID): () => void {
  channel.listen((msg) => {
    if (msg.id !== id) onDisplaced();
  });
  channel.post({ kind: 'claim', id });
  return () => channel.close();
}
