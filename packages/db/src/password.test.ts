import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordWork, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies what it hashed and refuses anything else', async () => {
    const hash = await hashPassword('Demo@12345');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'Demo@12345')).toBe(true);
    expect(await verifyPassword(hash, 'demo@12345')).toBe(false);
    expect(await verifyPassword('not a hash', 'Demo@12345')).toBe(false);
  });

  it('runs at most one hash per CPU at a time; the rest wait their turn and all finish', async () => {
    const cpus = Math.max(1, Math.min(4, os.availableParallelism()));
    const burst = Array.from({ length: cpus + 3 }, (_, i) => hashPassword(`Burst@${i}`));
    await Promise.resolve();
    expect(passwordWork.activeCount).toBeLessThanOrEqual(cpus);
    expect(passwordWork.activeCount + passwordWork.pendingCount).toBe(cpus + 3);
    const hashes = await Promise.all(burst);
    expect(new Set(hashes).size).toBe(cpus + 3);
    expect(passwordWork.activeCount + passwordWork.pendingCount).toBe(0);
  });
});
