import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { availabilityQuerySchema, staticPageQuerySchema } from './catalogue.ts';
import { complaintAddSchema, complaintReference } from './complaints.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import { bannerCreateSchema, categoryCreateSchema, categoryUpdateSchema, validationDataPutSchema } from './operator.ts';
import { reviewsQuerySchema } from './providers.ts';

const files = ['catalogue.ts', 'providers.ts', 'complaints.ts', 'operator.ts', 'profile.ts'];

/** Keys the schemas name: `error: 'key'` and `selectedId('key')`. */
function keysUsedIn(file: string): string[] {
  const src = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
  const keys = new Set<string>();
  for (const m of src.matchAll(/error:\s*'([A-Za-z][\w.]*)'/g)) keys.add(m[1]!);
  for (const m of src.matchAll(/selectedId\(\s*'([A-Za-z][\w.]*)'\s*\)/g)) keys.add(m[1]!);
  return [...keys].sort();
}
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('catalogue, provider, complaint and operator schemas', () => {
  it.each(files)('every message key used in %s exists in en, ar and fr', (file) => {
    const used = keysUsedIn(file);
    for (const key of used) {
      for (const [lang, tree] of Object.entries({ en, ar, fr }))
        expect(typeof (tree.validation as Record<string, string>)[key], `${lang}: ${key} (${file})`).toBe('string');
    }
  });

  it('finds the keys it checks', () => {
    expect(keysUsedIn('complaints.ts')).toEqual(
      expect.arrayContaining(['complaintDescriptionMax', 'complaintProviderRequired', 'descriptionSpace']),
    );
    expect(keysUsedIn('catalogue.ts')).toEqual(expect.arrayContaining(['subCategoryRequired', 'orderTypeInvalid', 'staticPageKeyInvalid']));
    expect(keysUsedIn('operator.ts')).toEqual(
      expect.arrayContaining(['imageInvalid', 'linkInvalid', 'nothingToChange', 'settingValueInvalid']),
    );
  });

  it('availability takes a sub-category and a type E, T or R', () => {
    expect(availabilityQuerySchema.parse({ subCategoryId: '3', type: 'T' })).toEqual({ subCategoryId: 3, type: 'T' });
    expect(firstMessage(availabilityQuerySchema.safeParse({ subCategoryId: '3', type: 'DA' }))).toBe('orderTypeInvalid');
    expect(firstMessage(availabilityQuerySchema.safeParse({ type: 'E' }))).toBe('subCategoryRequired');
  });

  it('static pages are terms, privacy and usage', () => {
    expect(staticPageQuerySchema.parse({ key: 'usage' })).toEqual({ key: 'usage' });
    expect(firstMessage(staticPageQuerySchema.safeParse({ key: 'x' }))).toBe('staticPageKeyInvalid');
  });

  it('reviews come 5 a page by default, at most 20', () => {
    expect(reviewsQuerySchema.parse({ serviceProviderId: '4' })).toEqual({ serviceProviderId: 4, page: 1, limit: 5 });
    expect(reviewsQuerySchema.safeParse({ serviceProviderId: '4', limit: '21' }).success).toBe(false);
  });

  it('a complaint about a provider names the provider; one message per field', () => {
    expect(complaintAddSchema.parse({ subject: 'provider', providerId: '7', reason: 'no_show', description: 'Did not come' })).toEqual({
      subject: 'provider',
      providerId: 7,
      reason: 'no_show',
      description: 'Did not come',
    });
    expect(complaintAddSchema.parse({ subject: 'other', providerId: '', reason: 'other', description: 'x' }).providerId).toBeUndefined();
    const missing = complaintAddSchema.safeParse({ subject: 'provider', reason: 'no_show', description: 'x' });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['providerId', 'complaintProviderRequired']]);
    const blank = complaintAddSchema.safeParse({ subject: 'other', reason: 'other', description: '  ' });
    expect(blank.error?.issues.map((i) => i.message)).toEqual(['descriptionSpace']);
    // An order complaint is refused without its order rather than stored without it.
    expect(firstMessage(complaintAddSchema.safeParse({ subject: 'order', reason: 'no_show', description: 'x' }))).toBe('complaintOrderRequired');
    expect(complaintAddSchema.parse({ subject: 'order', orderId: '12', reason: 'no_show', description: 'x' }).orderId).toBe(12);
    expect(complaintReference(42)).toBe('RA-000042');
  });

  it('operator images are asset paths or https URLs; links portal paths or https URLs', () => {
    const category = (icon: string) => categoryCreateSchema.safeParse({ en: 'A', ar: 'أ', fr: 'A', icon }).success;
    expect(category('icons/new-thing.svg')).toBe(true);
    expect(category('https://cdn.example.com/i.png')).toBe(true);
    for (const bad of ['../secret.svg', 'icons/../../x.svg', '/etc/passwd', 'http://x.jo/a.png', 'javascript:alert(1)', 'icons/a.html'])
      expect(category(bad), bad).toBe(false);
    const banner = (link: string) => bannerCreateSchema.safeParse({ kind: 'desktop', lang: 'en', image: 'banners/a.svg', link }).success;
    expect(banner('/direct-award')).toBe(true);
    expect(banner('https://example.com/x?y=1')).toBe(true);
    for (const bad of ['//evil.com', 'javascript:alert(1)', 'express', '/a b', 'http://example.com']) expect(banner(bad), bad).toBe(false);
    expect(firstMessage(categoryUpdateSchema.safeParse({}))).toBe('nothingToChange');
  });

  it('limits are whole numbers, kept as text', () => {
    expect(validationDataPutSchema.parse({ key: 'noOfGalleryPhotos', value: 8 })).toEqual({ key: 'noOfGalleryPhotos', value: '8' });
    expect(validationDataPutSchema.parse({ key: 'noOfGalleryPhotos', value: ' 007 ' })).toEqual({ key: 'noOfGalleryPhotos', value: '7' });
    for (const value of [-1, 1.5, 'x', '', '1e3'])
      expect(validationDataPutSchema.safeParse({ key: 'noOfGalleryPhotos', value }).success, String(value)).toBe(false);
  });
});
