import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      { test: { name: 'tools', include: ['tools/**/*.test.ts'] } },
      { test: { name: 'db', include: ['packages/db/src/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/security/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Real processes: the built server (built here first) killed, stopped and restarted on its own PostgreSQL.
        test: {
          name: 'fault',
          include: ['apps/api/test/fault/**/*.test.ts'],
          globalSetup: ['apps/api/test/fault/build-server.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // The shared UI parts (packages/ui) and their component tests, in the same DOM as the web's.
        test: { name: 'ui', include: ['packages/ui/src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
      {
        // Three built servers behind nginx on one PostgreSQL, Redis and S3 (issue 16): the set as production runs it.
        test: {
          name: 'cluster',
          include: ['apps/api/test/cluster/**/*.test.ts'],
          globalSetup: ['apps/api/test/fault/build-server.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
      {
        // What the three browser apps share (packages/web-kit): the API client, i18n, sessions, time and formats.
        test: { name: 'web-kit', include: ['packages/web-kit/src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
