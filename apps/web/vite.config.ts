import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// By path, not by package name: Vite bundles a config's relative imports, and Node 20 cannot load a package's .ts.
import { precompress } from '../../packages/web-kit/vite/precompress.ts';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null };

const entryModule = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const landingModule = fileURLToPath(new URL('./src/app/landing-route.tsx', import.meta.url));

/** Every module a start module pulls in through static imports (what must be loaded before it runs). */
function staticClosure(graph: ModuleGraph, start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    // Rolldown lists dynamic imports among importedIds too; those load later, on their own.
    const lazy = new Set(info?.dynamicallyImportedIds ?? []);
    stack.push(...(info?.importedIds ?? []).filter((dep) => !lazy.has(dep)));
  }
  return seen;
}

/**
 * Libraries used whole by the first load. Mantine and the icons are left out: their index modules import every
 * component, so their static closure is the whole library; their default split keeps to what is used.
 */
const WHOLE_LIBRARIES =
  /node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack\/[^/]+|html-parse-stringify|void-elements|use-sync-external-store)\//;
const grouped = (id: string) => !id.includes('/node_modules/') || WHOLE_LIBRARIES.test(id);

/**
 * What the first page loads goes out as two chunks (the app shell, then /landing's own part) instead of the
 * dozens of small shared chunks the default split makes of them: every one of those is fetched on the first
 * load anyway, and small files compress badly (about 17 KB gzip more, issue 7's 170 KB budget). Modules only
 * lazy routes use keep the default splitting.
 */
function firstLoadChunks() {
  const cache = new WeakMap<object, { shell: Set<string>; landing: Set<string> }>();
  return (id: string, graph: ModuleGraph): string | null => {
    let sets = cache.get(graph);
    if (!sets) {
      sets = { shell: staticClosure(graph, entryModule), landing: staticClosure(graph, landingModule) };
      cache.set(graph, sets);
    }
    if (!grouped(id)) return null;
    if (sets.shell.has(id)) return 'shell';
    if (sets.landing.has(id)) return 'landing';
    return null;
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    target: 'es2022',
    // Every browser we serve preloads modules itself (Safari from 17); the polyfill cost the first load 0.3 KB gzip.
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // apps/web/dist/.vite/manifest.json: the chunk graph the web budget check reads (scripts/lib/web-budget.mjs).
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: firstLoadChunks(), debugName: 'first-load' }] } } },
  },
  server: { port: 5173, proxy: { '/api': process.env.API_ORIGIN ?? 'http://localhost:8080' } },
});
