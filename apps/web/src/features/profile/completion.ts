import type { Completion } from './api/profile-types.ts';

/** The order the parts are listed in (spec §2.11). */
export const COMPLETION_KEYS = ['companyProfile', 'contactPerson', 'about', 'photo', 'mainAddress', 'branches', 'locationAccess'] as const;

export function completionParts(c: Completion) {
  const parts = COMPLETION_KEYS.map((key) => ({ key, done: Boolean(c[key]) }));
  const percent = Math.round((parts.filter((p) => p.done).length / parts.length) * 100);
  return { parts, percent };
}
