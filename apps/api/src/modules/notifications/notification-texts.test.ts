import { describe, expect, it } from 'vitest';
import { NOTIFICATION_ROUTES } from '@portal/contract/notification-routes';
import ar from '../../locales/ar.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };

const catalogues = { en, ar, fr } as Record<string, Record<string, string>>;
const rows = [
  ...Object.entries(NOTIFICATION_ROUTES).flatMap(([type, rules]) => Object.keys(rules).filter((e) => e !== 'fallback').map((event) => `${type}.${event}`)),
  'SN.MESSAGE',
];

describe('notification texts', () => {
  it.each(rows)('%s has a title and a body in en, ar and fr', (row) => {
    for (const part of ['title', 'body']) {
      const key = `notification.${row}.${part}`;
      for (const [lang, cat] of Object.entries(catalogues)) expect(cat[key]?.trim(), `${lang}:${key}`).toBeTruthy();
      expect(ar[key as keyof typeof ar], `ar:${key}`).toMatch(/[\u0600-\u06FF]/);
      expect(fr[key as keyof typeof fr], `fr:${key}`).not.toBe(en[key as keyof typeof en]);
      // An order's body names the order; every translation keeps the placeholder.
      if (part === 'body' && !row.startsWith('SN.')) for (const cat of Object.values(catalogues)) expect(cat[key]).toContain('{{orderNo}}');
    }
  });
});
