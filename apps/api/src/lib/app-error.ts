/** An expected failure: HTTP status, a message key of locales/*.json, and optional field errors (keys too). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors: Record<string, string[]> | undefined = undefined,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(messageKey);
  }
  /** Sent as `Retry-After` (seconds) with a 429: when the caller may try again. */
  retryAfterSeconds?: number;
}

export const badRequest = (key: string, fields?: Record<string, string[]>, params: Record<string, string | number> = {}) =>
  new AppError(400, key, params, fields);
export const unauthorized = (key = 'sessionExpired') => new AppError(401, key);
export const forbidden = (key = 'forbidden') => new AppError(403, key);
export const notFound = (key = 'notFound') => new AppError(404, key);
export const conflict = (key: string, fields?: Record<string, string[]>) => new AppError(409, key, {}, fields);
export const tooMany = (key = 'tooManyRequests') => new AppError(429, key);

/** A 429 that tells the caller when to come back (header and, through the key's params, the message). */
export function tooManyUntil(key: string, retryAfterSeconds: number, params: Record<string, string | number> = {}): AppError {
  const err = new AppError(429, key, params);
  err.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return err;
}
