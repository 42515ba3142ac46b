import { TEXT_INVALID_CHARACTERS } from '@portal/contract/rules';
import { AppError } from './app-error.ts';

/**
 * PostgreSQL text and jsonb cannot hold U+0000: a NUL anywhere in the input would reach a query and fail
 * there as a 500. Found here first, it is the caller's mistake: a 400 on the field that holds it.
 */
export function nulFields(value: unknown, path: string[] = [], out: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push(path.join('.') || 'body');
  } else if (value && typeof value === 'object' && depth < 20) {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) out.push([...path, k].join('.'));
      nulFields(v, [...path, k], out, depth + 1);
    }
  }
  return out;
}

/** The 400 for input holding NUL characters, or null when there is none. */
export function nulError(value: unknown): AppError | null {
  const fields = nulFields(value);
  if (!fields.length) return null;
  return new AppError(400, TEXT_INVALID_CHARACTERS, {}, Object.fromEntries(fields.map((f) => [f, [TEXT_INVALID_CHARACTERS]])));
}

/** An uploaded file's name as it may be stored and shown: no control characters, at most 200 characters. */
export function safeFilename(name: string): string {
  const clean = [...name].filter((c) => c.charCodeAt(0) > 0x1f && c !== '\u007f').join('').trim().slice(0, 200);
  return clean || 'attachment';
}
