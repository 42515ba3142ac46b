import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './fault-kit.ts';

/** The fault tests run the built server: bundle it from the current sources first (esbuild, a second or two). */
export default function setup() {
  execFileSync(process.execPath, ['build.mjs'], { cwd: path.join(repoRoot, 'apps/api'), stdio: 'inherit' });
}
