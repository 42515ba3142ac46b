import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar/rfps.json';
import en from '../../locales/en/rfps.json';
import fr from '../../locales/fr/rfps.json';

type Tree = { [k: string]: string | Tree };
const flat = (t: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flat(v, `${prefix}${k}.`)))),
  );
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (k: string) => k.replace(PLURAL, '');
const bases = (t: Record<string, string>) => [...new Set(Object.keys(t).map(base))].sort();

// Every key the RFP screens ask for, read from their source.
const sources = import.meta.glob<string>('./components/*.tsx', { query: '?raw', import: 'default', eager: true });

describe('RFP texts', () => {
  const [e, a, f] = [flat(en), flat(ar), flat(fr)];

  it('have the same keys in en, ar and fr (plural forms aside)', () => {
    expect(bases(a)).toEqual(bases(e));
    expect(bases(f)).toEqual(bases(e));
  });

  it('give Arabic all six plural forms wherever English has a plural', () => {
    for (const k of Object.keys(e).filter((k) => k.endsWith('_other')))
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other'])
        expect(a[k.replace('_other', `_${form}`)], `${k} ${form}`).toBeTruthy();
  });

  it('are really translated into Arabic (no Latin words left)', () => {
    for (const [k, v] of Object.entries(a)) expect(v.replace(/\{\{\w+\}\}/g, ''), k).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('keep the placeholders of non-plural texts in every language', () => {
    const marks = (s: string | undefined) => ((s ?? '').match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const k of Object.keys(e).filter((k) => !PLURAL.test(k))) {
      expect(marks(a[k]), k).toEqual(marks(e[k]));
      expect(marks(f[k]), k).toEqual(marks(e[k]));
    }
  });

  it('hold every key the screens use', () => {
    const known = new Set(bases(e));
    const used = new Set<string>();
    for (const src of Object.values(sources)) {
      const own = /useTranslation\('rfps'\)/.test(src);
      for (const m of src.matchAll(/\bt\('([\w:.]+)'/g)) {
        const key = m[1]!;
        if (key.startsWith('rfps:')) used.add(key.slice(5));
        else if (own && !key.includes(':')) used.add(key);
      }
    }
    expect(used.size).toBeGreaterThan(100);
    for (const k of used) expect(known.has(k), k).toBe(true);
  });
});
