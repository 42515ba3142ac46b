// `node scripts/check-web-budget.mjs [--json file]`: the web budget checks of scripts/lib/web-budget.mjs on
// apps/web/dist; prints each, writes them as JSON when asked (npm test counts them), exits 1 on a failure.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkWebBudget } from './lib/web-budget.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { checks, sizes } = checkWebBudget(path.join(root, 'apps/web/dist'));
for (const c of checks) console.log(`${c.ok ? '✓' : '✗'} ${c.name}: ${c.detail}`);
if (process.argv.includes('--verbose')) for (const s of sizes) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${s.file}`);
const jsonAt = process.argv.indexOf('--json');
if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1], JSON.stringify(checks));
process.exit(checks.every((c) => c.ok) ? 0 : 1);
