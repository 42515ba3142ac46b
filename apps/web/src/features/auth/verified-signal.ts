/**
 * Tells the other tabs of this browser that an account was just verified: the tab left on "check your mail"
 * learns it from the tab that opened the mailed link, and stops offering to resend it.
 */
const KEY = 'accountVerified';

export function announceVerified(id: number, storage: Storage = localStorage) {
  storage.setItem(KEY, `${id}:${Date.now()}`);
}

/** The account id of a verification announced by another tab, from a storage event; null for other events. */
export function verifiedIdOf(event: Pick<StorageEvent, 'key' | 'newValue'>): number | null {
  if (event.key !== KEY || !event.newValue) return null;
  const id = Number(event.newValue.split(':')[0]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Whether the account was verified in another tab before this one looked (a reload of the waiting tab). */
export function verifiedEarlier(id: number, storage: Storage = localStorage): boolean {
  return verifiedIdOf({ key: KEY, newValue: storage.getItem(KEY) }) === id;
}
