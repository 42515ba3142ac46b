import { randomId } from '@portal/web-kit/random-id';

const KEY = 'deviceId';

/** Spec §2.2 and §3: the browser's id, made once and kept locally; the server keys its push subscription by it. */
export function deviceId(storage: Storage = localStorage): string {
  const held = storage.getItem(KEY);
  if (held) return held;
  const made = randomId();
  storage.setItem(KEY, made);
  return made;
}
