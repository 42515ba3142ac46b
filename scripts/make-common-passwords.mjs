// Regenerates apps/api/src/lib/common-passwords.txt, the list the breached-password check reads: the 10 000 most
// common passwords of the ranked list that @zxcvbn-ts/language-common (MIT) ships, taken from the npm registry with
// `npm pack` (no install, nothing else downloaded):
//
//   cd /tmp && npm pack @zxcvbn-ts/language-common@4.1.3 && tar xzf zxcvbn-ts-language-common-4.1.3.tgz
//   node scripts/make-common-passwords.mjs /tmp/package/src/passwords.json
import { readFileSync, writeFileSync } from 'node:fs';

const TOP = 10_000;
const source = process.argv[2];
if (!source) throw new Error('usage: node scripts/make-common-passwords.mjs <passwords.json of @zxcvbn-ts/language-common>');
const ranked = JSON.parse(readFileSync(source, 'utf8'));
// The check compares lower-cased passwords, so the list is kept lower-cased and without repeats.
const lines = [...new Set(ranked.slice(0, TOP).map((p) => String(p).toLowerCase()))];
writeFileSync(new URL('../apps/api/src/lib/common-passwords.txt', import.meta.url), `${lines.join('\n')}\n`);
console.log(`${lines.length} passwords written`);
