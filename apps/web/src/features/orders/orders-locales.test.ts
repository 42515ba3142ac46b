import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@portal/contract/codes';
import uiAr from '@portal/ui/locales/ar.json';
import uiEn from '@portal/ui/locales/en.json';
import uiFr from '@portal/ui/locales/fr.json';
import webAr from '../../locales/ar/orders.json';
import webEn from '../../locales/en/orders.json';
import webFr from '../../locales/fr/orders.json';

// The orders namespace as the app loads it: its own texts and packages/ui's (the status names), merged.
const [en, ar, fr] = [{ ...webEn, ...uiEn.orders }, { ...webAr, ...uiAr.orders }, { ...webFr, ...uiFr.orders }];

type Tree = { [k: string]: string | Tree };
const flat = (t: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flat(v, `${prefix}${k}.`)))),
  );

describe('orders texts', () => {
  const [e, a, f] = [flat(en), flat(ar), flat(fr)];

  it('have the same keys in en, ar and fr', () => {
    expect(Object.keys(a).sort()).toEqual(Object.keys(e).sort());
    expect(Object.keys(f).sort()).toEqual(Object.keys(e).sort());
  });

  it('name every status code of §4.1; waiting payment says so, after finished, never back to under progress', () => {
    for (const s of ORDER_STATUSES) for (const lang of [e, a, f]) expect(lang[`status.${s}`]).toBeTruthy();
    for (const lang of [e, a, f]) expect(lang['status.WPAY']).not.toBe(lang['status.UP']);
    expect(e['status.WPAY']).toBe('Under progress · waiting for payment');
  });

  it('are really translated into Arabic (no Latin words left)', () => {
    for (const [k, v] of Object.entries(a)) expect(v.replace(/\{\{\w+\}\}/g, ''), k).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('keep the same placeholders in every language', () => {
    const marks = (s: string | undefined) => ((s ?? '').match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const k of Object.keys(e)) {
      expect(marks(a[k]), k).toEqual(marks(e[k]));
      expect(marks(f[k]), k).toEqual(marks(e[k]));
    }
  });
});
