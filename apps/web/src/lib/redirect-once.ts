/**
 * The order pages send the customer on to the estimate or the payment (spec §4.4) once, not on every visit:
 * coming back to the order (its "Back to the order" link, the browser's Back, a list) shows the order, with
 * a button to the step. Remembered for the tab's session, per order and per reason (a new estimate is a new one).
 */
const KEY = 'orderRedirectsDone';
const MAX = 200;

/** Navigation state of a link that comes back to the order on purpose ("Back to the order"). */
export const STAY_ON_ORDER = { stayOnOrder: true } as const;
export const wantsToStay = (state: unknown) => Boolean(state && typeof state === 'object' && (state as { stayOnOrder?: unknown }).stayOnOrder);

function read(): string[] {
  try {
    const v = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export const alreadyRedirected = (reason: string): boolean => read().includes(reason);

export function rememberRedirect(reason: string): void {
  const done = read().filter((r) => r !== reason);
  done.push(reason);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(done.slice(-MAX)));
  } catch {
    /* storage full or off: the redirect may then happen again, nothing worse */
  }
}
