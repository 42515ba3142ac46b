import { ApiError } from './api-client.ts';

/**
 * Puts the server's field errors (already in the user's language) on the form fields the form knows;
 * returns the ones it could not place, so the caller can show them elsewhere.
 */
export function applyServerFieldErrors<F extends string>(
  err: unknown,
  fields: readonly F[],
  setError: (field: F, error: { message: string }) => void,
): Record<string, string> {
  const unplaced: Record<string, string> = {};
  if (!(err instanceof ApiError)) return unplaced;
  for (const [field, messages] of Object.entries(err.fieldErrors)) {
    const first = messages[0];
    if (!first) continue;
    if ((fields as readonly string[]).includes(field)) setError(field as F, { message: first });
    else unplaced[field] = first;
  }
  return unplaced;
}
