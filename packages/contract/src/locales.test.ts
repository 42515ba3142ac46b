import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import { FILE_MESSAGES } from './rules.ts';

type Tree = { [key: string]: string | Tree };

/** Every leaf as a dotted path. */
function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`)));
}
function valueAt(tree: Tree, dotted: string): string | Tree | undefined {
  return dotted.split('.').reduce<string | Tree | undefined>((node, k) => (node && typeof node === 'object' ? node[k] : undefined), tree);
}
/** {{name}} placeholders of a text, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const catalogues = { en, ar, fr } as Record<string, Tree>;

/** Keys the schemas name: `error: 'key'`, `selectedId('key')`; read from the source so no rule can slip by. */
function keysUsedIn(file: string): string[] {
  const src = readFileSync(new URL(file, import.meta.url), 'utf8');
  const keys = new Set<string>();
  for (const m of src.matchAll(/error:\s*'([A-Za-z][\w.]*)'/g)) keys.add(m[1]!);
  for (const m of src.matchAll(/selectedId\(\s*'([A-Za-z][\w.]*)'\s*\)/g)) keys.add(m[1]!);
  for (const m of src.matchAll(/function selectedId\(key = '([A-Za-z][\w.]*)'/g)) keys.add(m[1]!);
  return [...keys].sort();
}

describe('contract message catalogues', () => {
  it('en, ar and fr have exactly the same keys', () => {
    const enKeys = leaves(en).sort();
    expect(leaves(ar).sort()).toEqual(enKeys);
    expect(leaves(fr).sort()).toEqual(enKeys);
  });

  it('no text is empty, and every translation keeps the placeholders of the English text', () => {
    for (const key of leaves(en)) {
      const source = valueAt(en, key) as string;
      for (const [lang, tree] of Object.entries(catalogues)) {
        const text = valueAt(tree, key);
        expect(typeof text === 'string' && text.trim().length > 0, `${lang}:${key} is empty`).toBe(true);
        expect(placeholders(text as string), `${lang}:${key} placeholders`).toEqual(placeholders(source));
      }
    }
  });

  it('the Arabic texts are Arabic and the French ones are not copies of the English', () => {
    for (const key of leaves(en)) {
      expect(valueAt(ar, key) as string, `ar:${key}`).toMatch(/[\u0600-\u06FF]/);
      const english = valueAt(en, key) as string;
      const french = valueAt(fr, key) as string;
      // Short words can be the same in both languages (e.g. "Maintenance"); sentences cannot.
      if (english.split(' ').length > 2) expect(french, `fr:${key}`).not.toBe(english);
    }
  });

  it.each(['rules.ts', 'auth.ts', 'password.ts', 'reference.ts', 'geo.ts', 'rfps.ts', 'operator-people.ts'])('every message key used in %s exists in the three catalogues', (file) => {
    const used = keysUsedIn(`./${file}`);
    for (const key of used) {
      for (const [lang, tree] of Object.entries(catalogues)) {
        expect(typeof valueAt(tree, `validation.${key}`), `${lang}: validation.${key} (used in ${file})`).toBe('string');
      }
    }
  });

  it('finds the keys it checks (the scan is not silently empty)', () => {
    expect(keysUsedIn('./rules.ts')).toEqual(expect.arrayContaining(['emailRequired', 'invalidEmail', 'passwordLength', 'passwordPattern', 'areaMax', 'selectRequired']));
    expect(keysUsedIn('./auth.ts')).toEqual(expect.arrayContaining(['passwordNotMatch', 'industryRequired', 'customerTypeRequired', 'captchaRequired', 'invalidLink']));
    expect(keysUsedIn('./reference.ts')).toContain('customerTypeRequired');
    expect(keysUsedIn('./geo.ts')).toContain('searchRequired');
  });

  it('the attachment message keys exist', () => {
    for (const key of Object.values(FILE_MESSAGES)) for (const tree of Object.values(catalogues)) expect(typeof valueAt(tree, `validation.${key}`)).toBe('string');
  });
});
