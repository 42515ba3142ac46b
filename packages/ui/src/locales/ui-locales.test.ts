import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@portal/contract/codes';

type Tree = { [k: string]: string | Tree };
const files = import.meta.glob<Record<string, Tree>>('./*.json', { eager: true, import: 'default' });
const flat = (t: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flat(v, `${prefix}${k}.`)))),
  );
const texts = (lang: string, ns: string) => flat(files[`./${lang}.json`]?.[ns] ?? {});
const namespaces = Object.keys(files['./en.json'] ?? {});

describe('the shared parts texts', () => {
  it('exist in en, ar and fr with the same namespaces, keys and placeholders', () => {
    expect(Object.keys(files).sort()).toEqual(['./ar.json', './en.json', './fr.json']);
    for (const lang of ['ar', 'fr']) expect(Object.keys(files[`./${lang}.json`]!).sort()).toEqual([...namespaces].sort());
    const marks = (s: string | undefined) => ((s ?? '').match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const ns of namespaces) {
      const en = texts('en', ns);
      expect(Object.keys(en).length, ns).toBeGreaterThan(0);
      for (const lang of ['ar', 'fr']) {
        const other = texts(lang, ns);
        // Arabic has more plural forms (_zero, _two, _few, _many) than English and French.
        const base = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');
        expect([...new Set(Object.keys(other).map(base))].sort(), `${lang} ${ns}`).toEqual([...new Set(Object.keys(en).map(base))].sort());
        // A language may word its singular or dual without the number ('تقييم واحد'): those forms are left out.
        for (const k of Object.keys(en))
          if (other[k] !== undefined && !/_(zero|one|two)$/.test(k)) expect(marks(other[k]), `${lang} ${ns} ${k}`).toEqual(marks(en[k]));
      }
    }
  });

  it('are really translated into Arabic (no Latin words left but the language names)', () => {
    for (const ns of namespaces)
      for (const [k, v] of Object.entries(texts('ar', ns)))
        if (!k.startsWith('language.')) expect(v.replace(/\{\{\w+\}\}/g, ''), `${ns} ${k}`).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('hold the common words every app needs', () => {
    for (const lang of ['en', 'ar', 'fr'])
      for (const k of ['save', 'cancel', 'confirm', 'loading', 'retry', 'close', 'back', 'somethingWentWrong', 'networkError'])
        expect(texts(lang, 'common')[k], `${lang} ${k}`).toBeTruthy();
  });

  it('name every order status the badge and the progress bar show', () => {
    for (const lang of ['en', 'ar', 'fr'])
      for (const s of ORDER_STATUSES) {
        expect(texts(lang, 'orders')[`status.${s}`], `${lang} ${s}`).toBeTruthy();
        expect(texts(lang, 'orders')[`statusDetail.${s}`], `${lang} ${s}`).toBeTruthy();
      }
  });
});
