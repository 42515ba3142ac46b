import { describe, expect, it } from 'vitest';

const ui = import.meta.glob<Record<string, Record<string, unknown>>>('../../../../packages/ui/src/locales/*.json', { eager: true, import: 'default' });
const web = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

describe("packages/ui's texts merged into the portal's namespaces (web-kit i18n.ts)", () => {
  it('never share a top-level key with the portal texts of the same namespace, so neither hides the other', () => {
    expect(Object.keys(ui)).toHaveLength(3);
    for (const [file, namespaces] of Object.entries(ui)) {
      const lang = file.split('/').pop()!.replace(/\.json$/, '');
      for (const [ns, texts] of Object.entries(namespaces)) {
        const own = web[`../locales/${lang}/${ns}.json`] ?? {};
        expect(Object.keys(texts).filter((k) => k in own), `${lang} ${ns}`).toEqual([]);
      }
    }
  });
});
