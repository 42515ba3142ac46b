import os from 'node:os';
import argon2 from 'argon2';
import pLimit from 'p-limit';

/** argon2id with the OWASP minimum (19 MiB, 2 iterations, 1 lane). */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most one hash per CPU at a time. More would not sign anyone in sooner (each one keeps a CPU busy), but
 * each takes 19 MiB while it runs and a thread of libuv's pool, which file reads and writes (uploads) share:
 * a burst of logins would otherwise hold all four threads and about 80 MB.
 */
export const passwordWork = pLimit(Math.max(1, Math.min(4, os.availableParallelism())));

export function hashPassword(password: string): Promise<string> {
  return passwordWork(() => argon2.hash(password, OPTIONS));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await passwordWork(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}
