import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'desktop-renderer',
          environment: 'jsdom',
          include: ['desktop/src/renderer/**/*.test.{ts,tsx}'],
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
