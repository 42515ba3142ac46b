import { describe, expect, it } from 'vitest';
import { completionParts } from './completion.ts';

describe('completionParts', () => {
  it('lists the seven parts in order and the share done', () => {
    const { parts, percent } = completionParts({
      companyProfile: true,
      contactPerson: true,
      about: false,
      photo: false,
      mainAddress: true,
      branches: true,
      locationAccess: false,
    });
    expect(parts.map((p) => p.key)).toEqual([
      'companyProfile',
      'contactPerson',
      'about',
      'photo',
      'mainAddress',
      'branches',
      'locationAccess',
    ]);
    expect(parts.filter((p) => !p.done).map((p) => p.key)).toEqual(['about', 'photo', 'locationAccess']);
    expect(percent).toBe(57);
  });
});
