import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `<outDir>/<file>`: the built scripts and styles, so the app's service worker can keep every route's code
 * once it is installed. Without it, a route never opened online fails to load offline (issue 19.5).
 */
export function assetList(file = 'sw-assets.json'): Plugin {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'asset-list',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    // Before precompress (closeBundle order follows the plugin list), so the list gets its compressed copies too.
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      const list = readdirSync(assets)
        .filter((f) => /\.(js|css)$/.test(f))
        .sort()
        .map((f) => `${base}assets/${f}`);
      writeFileSync(path.join(outDir, file), JSON.stringify(list));
    },
  };
}
