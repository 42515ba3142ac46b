import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/glossary.md: one word per idea. Arabic texts (the web's and the API's locales, the contract's
 * messages, the seeds and notification texts) must not use the synonyms the glossary replaced.
 */
const BANNED: Array<{ word: RegExp; use: string }> = [
  // The word itself, in any form: "ترسية مباشرة" without the article once slipped into a title.
  { word: /ترسية/, use: 'الإسناد المباشر' },
  { word: /التعيين المباشر/, use: 'الإسناد المباشر' },
  { word: /مقد[ّ]?م(و|ي)? (ال)?خدمة/, use: 'مزوّد الخدمة' },
  { word: /مراجعات|مراجعتان|مراجعة واحدة|المراجعات/, use: 'التقييمات' },
];

const root = path.resolve(import.meta.dirname, '../..');
const walk = (dir: string, keep: (f: string) => boolean): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : walk(rel, keep);
    return keep(rel) ? [rel] : [];
  });

const arabicFiles = [
  ...walk('apps/web/src/locales/ar', (f) => f.endsWith('.json')),
  ...walk('apps/ops/src/locales/ar', (f) => f.endsWith('.json')),
  ...walk('apps/pro/src/locales/ar', (f) => f.endsWith('.json')),
  'packages/ui/src/locales/ar.json',
  'apps/api/src/locales/ar.json',
  'packages/contract/src/locales/ar.json',
  ...walk('packages/db/src', (f) => f.endsWith('.ts') && !f.endsWith('.test.ts')),
  ...walk('apps/api/src/modules', (f) => f.endsWith('.ts') && !f.endsWith('.test.ts')),
];

/** The banned words a text uses, with the word to use instead. */
export function glossaryProblems(text: string): string[] {
  return BANNED.flatMap(({ word, use }) => {
    const m = word.exec(text);
    return m ? [`"${m[0]}" (use "${use}")`] : [];
  });
}

describe('the Arabic glossary (docs/glossary.md)', () => {
  it('catches each replaced synonym', () => {
    expect(glossaryProblems('اطلب بالتعيين المباشر من مقدّم الخدمة')).toHaveLength(2);
    expect(glossaryProblems('الإسناد المباشر إلى مزوّد الخدمة، والتقييمات')).toEqual([]);
    expect(glossaryProblems('لا توجد مراجعات')).toHaveLength(1);
  });

  it.each(arabicFiles)('%s uses only the glossary words', (file) => {
    expect(glossaryProblems(readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
  });
});
