/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 §13.1.2; `*` matches). */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = strip(etag);
  return (Array.isArray(header) ? header.join(',') : header).split(',').some((tag) => tag.trim() === '*' || strip(tag) === wanted);
}
