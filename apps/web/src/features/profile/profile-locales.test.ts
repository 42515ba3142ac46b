import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar/profile.json';
import en from '../../locales/en/profile.json';
import fr from '../../locales/fr/profile.json';

type Tree = { [k: string]: string | Tree };
const flat = (t: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flat(v, `${prefix}${k}.`)))),
  );

describe('profile texts', () => {
  const [e, a, f] = [flat(en), flat(ar), flat(fr)];
  it('have the same keys in en, ar and fr', () => {
    expect(Object.keys(a).sort()).toEqual(Object.keys(e).sort());
    expect(Object.keys(f).sort()).toEqual(Object.keys(e).sort());
  });
  it('are translated into Arabic (file format names aside)', () => {
    for (const [k, v] of Object.entries(a)) expect(v.replace(/\{\{\w+\}\}|JPG|PNG|SVG|PDF|JPEG/g, ''), k).not.toMatch(/[A-Za-z]{3,}/);
  });
});
