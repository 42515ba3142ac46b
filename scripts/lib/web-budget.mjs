// The web's loading budget (issue 7.2), read from the built app (apps/web/dist and Vite's manifest):
// what /landing loads before it can show anything (the tags of index.html plus the landing route's own
// chunk, its static imports and their CSS), gzip-sized; that every other route is a lazy chunk outside of
// that; and that index.html carries no inline script (the CSP allows none).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

export const LANDING_BUDGET_BYTES = 170 * 1024;
const LANDING_MODULE = 'src/app/landing-route.tsx';

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The asset paths index.html loads at once: module scripts, modulepreloads and stylesheets. */
export function initialTags(html) {
  const out = [];
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) out.push(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\brel="([^"]+)"/.exec(m[0])?.[1];
    const href = /\bhref="([^"]+)"/.exec(m[0])?.[1];
    if (href && (rel === 'modulepreload' || rel === 'stylesheet')) out.push(href);
  }
  return out.map((p) => p.replace(/^\//, ''));
}

/** Inline scripts: a <script> without src, or one with a body. JSON data blocks would count too (none expected). */
export function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attrs, body]) => !/\bsrc=/.test(attrs) || body.trim() !== '',
  ).length;
}

/** The files a manifest chunk brings with it: itself, its static imports (transitively) and their CSS. */
function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([chunk.file, ...(chunk.css ?? [])]);
  for (const dep of chunk.imports ?? []) for (const f of closure(manifest, dep, seen)) files.add(f);
  return files;
}

/** Every check as { name, ok, detail }; `sizes` lists what /landing loads, largest first. */
export function checkWebBudget(distDir) {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(manifestFile) || !existsSync(indexFile)) {
    return {
      checks: [{ name: 'built web app with a manifest', ok: false, detail: `missing ${manifestFile} or ${indexFile}: run npm run build` }],
      sizes: [],
    };
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const html = readFileSync(indexFile, 'utf8');
  const checks = [];

  const initial = new Set(initialTags(html));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  // The manifest's view of the entry must agree with the tags (a tag the manifest misses would go uncounted).
  for (const f of closure(manifest, entryKey)) initial.add(f);

  const landing = new Set(initial);
  const landingChunk = manifest[LANDING_MODULE];
  checks.push({ name: '/landing is its own lazy chunk', ok: Boolean(landingChunk?.isDynamicEntry), detail: LANDING_MODULE });
  for (const f of closure(manifest, LANDING_MODULE)) landing.add(f);

  const sizes = [...landing].filter((f) => /\.(js|css)$/.test(f)).map((f) => ({ file: f, gzip: gzipBytes(path.join(distDir, f)) }));
  sizes.sort((a, b) => b.gzip - a.gzip);
  const total = sizes.reduce((s, x) => s + x.gzip, 0);
  checks.push({
    name: `initial JS + CSS of /landing <= ${LANDING_BUDGET_BYTES / 1024} KB gzip`,
    ok: total <= LANDING_BUDGET_BYTES,
    detail: `${(total / 1024).toFixed(1)} KB gzip in ${sizes.length} files`,
    bytes: total,
  });

  // Every lazily imported module of the app (pages, layouts, heavy widgets) must stay out of the first load.
  const lazy = Object.entries(manifest).filter(([k, c]) => c.isDynamicEntry && k !== LANDING_MODULE);
  const eager = lazy.filter(([, c]) => initial.has(c.file)).map(([k]) => k);
  checks.push({
    name: 'every other route is lazy (none in the initial chunks)',
    ok: lazy.length > 0 && eager.length === 0,
    detail: eager.length ? `eager: ${eager.join(', ')}` : `${lazy.length} lazy chunks`,
  });

  // The server sends the build's .br / .gz copies as they are: each must exist and hold exactly its file.
  const text = readdirSync(distDir, { recursive: true, withFileTypes: true }).filter(
    (e) => e.isFile() && /\.(js|css|html|svg)$/.test(e.name) && !e.parentPath.includes('.vite'),
  );
  const bad = text
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => {
      const data = readFileSync(file);
      try {
        return !brotliDecompressSync(readFileSync(`${file}.br`)).equals(data) || !gunzipSync(readFileSync(`${file}.gz`)).equals(data);
      } catch {
        return true;
      }
    });
  checks.push({
    name: 'every text asset has matching brotli and gzip copies',
    ok: text.length > 0 && bad.length === 0,
    detail: bad.length
      ? `missing or wrong: ${bad
          .slice(0, 5)
          .map((f) => path.relative(distDir, f))
          .join(', ')}`
      : `${text.length} files`,
  });

  const inline = inlineScripts(html);
  checks.push({ name: 'index.html has no inline script', ok: inline === 0, detail: `${inline} inline` });
  return { checks, sizes };
}
