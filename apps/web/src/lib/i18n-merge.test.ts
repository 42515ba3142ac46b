import { describe, expect, it } from 'vitest';
import { initPortalI18n as initI18n } from './i18n.ts';

/**
 * A namespace holds the portal's keys and a package's together, in every language, however the files' loads
 * interleave (the Arabic order page once showed raw `status.UP` keys: the page file's merge overwrote the ui's).
 */
describe('initI18n merges the packages\' texts into the portal\'s namespaces', () => {
  for (const lang of ['ar', 'en', 'fr'] as const) {
    it(`keeps both halves of the orders namespace (${lang})`, async () => {
      for (let run = 0; run < 5; run++) {
        const i18n = await initI18n(lang);
        // packages/ui's half (status and progress names) and the portal's half (tabs) of one namespace.
        expect(i18n.exists('orders:status.UP')).toBe(true);
        expect(i18n.exists('orders:progress.done')).toBe(true);
        expect(i18n.exists('orders:tabs')).toBe(true);
        // And the contract's validation messages beside the portal's common words.
        expect(i18n.exists('common:save') || i18n.exists('common:actions.save')).toBe(true);
      }
    });
  }
});
