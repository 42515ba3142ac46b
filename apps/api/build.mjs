// Bundles the API server and the operator command (with the workspace packages) into ESM files; node_modules stay external.
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  // The server, and the commands: the first operator (operator:create), backups (db:backup, db:restore).
  entryPoints: ['src/server.ts', 'src/operator-create.ts', 'src/db-backup.ts', 'src/db-restore.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Workspace packages are bundled (they ship TypeScript); every other package is imported at run time.
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
  sourcemap: 'linked',
  logLevel: 'warning',
  banner: {
    // Paths the db package finds next to its own sources; from the bundle they are given explicitly.
    js: [
      "process.env.MIGRATIONS_DIR ??= new URL('../../../packages/db/migrations', import.meta.url).pathname;",
      "process.env.SEED_ASSETS_DIR ??= new URL('../../../packages/db/seed-assets', import.meta.url).pathname;",
    ].join('\n'),
  },
});

// Read at run time beside the bundle (lib/breached-passwords.ts).
copyFileSync('src/lib/common-passwords.txt', 'dist/common-passwords.txt');
