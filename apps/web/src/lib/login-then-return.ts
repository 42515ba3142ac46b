/** The query parameter that carries the page a signed-out visitor asked for through the log in. */
export const RETURN_PARAM = 'next';

/**
 * The landing URL that opens the log in and returns to `path` afterwards. `path` is a location of this app
 * (the session guard's own); the log in checks it again with safeReturnPath (return-path.ts) before going
 * there, since anyone can write a `next` into a link. Kept apart from that check, which the first-load shell
 * does not need.
 */
export function loginThenReturnTo(path: string): string {
  const q = new URLSearchParams({ 'is-login': 'true' });
  if (path.startsWith('/') && path !== '/') q.set(RETURN_PARAM, path);
  return `/landing?${q.toString()}`;
}
