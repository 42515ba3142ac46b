import { PROFILE_COMPLETION_PARTS } from '@portal/contract/profile';
import type { ProfileCompletion as Completion } from '@portal/contract/profile';

/** The parts counted toward completion, in the order they are listed (spec §2.11); location access is not one. */
export const COMPLETION_KEYS = PROFILE_COMPLETION_PARTS;

/** The share done, and only what is still missing: done parts and optional ones left empty are not listed. */
export function completionParts(c: Completion) {
  const parts = COMPLETION_KEYS.map((key) => ({ key, done: Boolean(c[key]) }));
  const percent = Math.round((parts.filter((p) => p.done).length / parts.length) * 100);
  return { parts, missing: parts.filter((p) => !p.done), percent };
}
