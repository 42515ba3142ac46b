import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import { profileEditSchema } from './profile.ts';

const valid = {
  name: 'Rana', companyName: 'Khoury Trading', phoneNo: '795551234', latitude: 31.99, longitude: 35.84, area: 'Khalda',
  branchName: 'Head office', industry: [1],
};
const branch = { name: 'Omar', email: ' B@Example.jo ', branchName: 'North', phoneNo: '791234568', area: 'Zarqa', city: 'Zarqa', country: 'Jordan', latitude: 32, longitude: 36 };

describe('profile edit schema', () => {
  it('every message key it names exists in en, ar and fr', () => {
    const src = readFileSync(new URL('./profile.ts', import.meta.url), 'utf8');
    const keys = [...src.matchAll(/error:\s*'([A-Za-z][\w.]*)'/g)].map((m) => m[1]!);
    expect(keys.length).toBeGreaterThan(3);
    for (const k of keys) for (const cat of [en, ar, fr]) expect((cat.validation as Record<string, string>)[k], k).toBeTruthy();
  });

  it('accepts a full edit, trims branch emails and lets a deleted branch carry only its id', () => {
    const r = profileEditSchema.parse({ ...valid, branches: [branch, { id: 4, deleted: true }], contactPosition: '  ' });
    expect(r.branches?.[0]).toMatchObject({ email: 'b@example.jo', countryCode: '+962' });
    expect(r.branches?.[1]).toEqual({ id: 4, deleted: true });
    expect(r.contactPosition).toBeNull();
    expect(r.createdAttachments).toEqual([]);
  });

  it('puts a branch error on its own path', () => {
    const r = profileEditSchema.safeParse({ ...valid, branches: [branch, { ...branch, area: '' }] });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual(['branches.1.area', 'areaRequired']);
  });
});
