import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// By path, not by package name: Vite bundles a config's relative imports, and Node 20 cannot load a package's .ts.
import { precompress } from '../../packages/web-kit/vite/precompress.ts';

/** The provider app: its own bundle under /pro on the portal's origin (docs/decisions/0022). */
export default defineConfig({
  base: '/pro/',
  plugins: [react(), precompress()],
  build: { target: 'es2022', modulePreload: { polyfill: false }, sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
  server: { port: 5175, proxy: { '/api': process.env.API_ORIGIN ?? 'http://localhost:8080' } },
});
