import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every integration test file gets its own database, so files run side by side safely; the default
    // (one worker less than the cores) would leave a 2-core CI machine running one file at a time.
    maxWorkers: Math.max(2, availableParallelism()),
    // Each integration file's database is dropped WITH (FORCE) when the file ends; a connection of its
    // server still closing at that moment is ended by PostgreSQL (57P01, "terminating connection due to
    // administrator command"). That is the harness cleaning up, not a failure of the code under test;
    // every other unhandled error fails the run.
    onUnhandledError: (error) => (error as { code?: unknown }).code !== '57P01',
    projects: [
      {
        test: {
          name: 'shared',
          environment: 'node',
          include: ['shared/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // Files share a worker and its loaded modules: loading the server's module graph again for every
          // file cost about as much CPU as the tests themselves. Each file still gets its own database and
          // servers (server/test/harness.ts), and nothing of the server keeps state between servers.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // What a test polls for comes from a real server and database: on a loaded 2-core machine it
          // can take longer than vitest's default second (a passing poll returns as soon as it holds).
          expect: { poll: { timeout: 5_000 } },
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'desktop-renderer',
          environment: 'jsdom',
          include: ['desktop/src/renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['desktop/src/renderer/test/setup.ts'],
          // Files share a worker (desktop/src/renderer/test/setup.ts); i18next and its React binding are
          // singletons, evaluated afresh per file with our modules.
          isolate: false,
          server: { deps: { inline: ['i18next', 'react-i18next'] } },
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'desktop-main',
          environment: 'node',
          include: ['desktop/src/{main,preload,common}/**/*.test.ts'],
        },
      },
    ],
  },
});
