import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN, E2E_GRAPH_PORT, E2E_PORT, E2E_SMTP_PORT } from './e2e/constants.ts';

const port = E2E_PORT;

/**
 * End-to-end tests of the real server and the web build in Debian's Chromium. The server runs with
 * a fresh data folder and its own embedded PostgreSQL, so a run never touches other data.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list'], ['./e2e/skip-reasons-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'web', testDir: 'e2e/web' },
    { name: 'electron', testDir: 'e2e/electron' },
  ],
  webServer: {
    command: 'node server/src/main.ts',
    url: `http://127.0.0.1:${port}/version`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      BALCAO_DATA_DIR: path.join(os.tmpdir(), `balcao-e2e-${process.pid}`),
      DATABASE_URL: '',
      EMBEDDED_PG_PORT: String(port + 1),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // The password-reset spec listens there for the code; elsewhere a reset e-mail fails and is only logged.
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(E2E_SMTP_PORT),
      // The Cloud API spec's stand-in for Meta's Graph API listens there while it runs.
      WHATSAPP_CLOUD_GRAPH_URL: `http://127.0.0.1:${E2E_GRAPH_PORT}/v21.0`,
      // The billing spec pays by static Pix to this key.
      PIX_KEY: 'financeiro@balcao.test',
      // Every spec's browser comes from 127.0.0.1: the public routes' per-address limits are raised.
      RATE_LIMIT_SCALE: '100',
    },
  },
});
