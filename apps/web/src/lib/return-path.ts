
/** Pages that make no sense to come back to after logging in. */
const NOT_A_RETURN = /^\/(landing|email-verification|verifyAccount)(\/|$|\?)/;

/**
 * The path to go to after logging in, or null: only a path of this site ("/..."), never another origin
 * ("//evil.example", "/\\evil", "https://..."), a script URL or a public page such as /landing.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters (a tab or newline inside "/\t/host" is dropped by URL parsers) and backslashes.
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20 || c === '\\')) return null;
  const origin = 'https://portal.invalid';
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path === '/' || NOT_A_RETURN.test(path)) return null;
  return path;
}
