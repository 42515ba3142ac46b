import { describe, expect, it } from 'vitest';
import { completionParts } from './completion.ts';

const all = { companyProfile: true, contactPerson: true, about: true, photo: true, mainAddress: true, branches: true, locationAccess: true };

describe('completionParts', () => {
  it('lists only what is still missing, in order, and the share done', () => {
    const { missing, percent } = completionParts({ ...all, about: false, photo: false });
    expect(missing.map((p) => p.key)).toEqual(['about', 'photo']);
    expect(percent).toBe(67);
  });

  it('does not count location access, a browser permission: everything else filled is 100%', () => {
    const { missing, percent } = completionParts({ ...all, locationAccess: false });
    expect(missing).toEqual([]);
    expect(percent).toBe(100);
  });

  it('never lists extra branches when there are none (the part is done)', () => {
    expect(completionParts({ ...all, about: false }).missing.map((p) => p.key)).not.toContain('branches');
  });
});
