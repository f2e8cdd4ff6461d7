import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN, E2E_PORT } from './e2e/constants.ts';

/**
 * The compatibility test (`npm run test:compat`): the reference product's own web client, served on
 * E2E_PORT from COMPAT_REFERENCE_BUILD, against a Balcão on the next port that admits it by CORS_ORIGINS.
 */
const clientPort = E2E_PORT;
const backendPort = E2E_PORT + 1;
const clientOrigin = `http://127.0.0.1:${clientPort}`;
const backendUrl = `http://127.0.0.1:${backendPort}`;

export default defineConfig({
  testDir: 'e2e/compat',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: clientOrigin,
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
  projects: [{ name: 'compat', testDir: 'e2e/compat' }],
  webServer: [
    {
      command: 'node server/src/main.ts',
      url: `${backendUrl}/version`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(backendPort),
        HOST: '127.0.0.1',
        BALCAO_DATA_DIR: path.join(os.tmpdir(), `balcao-compat-${process.pid}`),
        DATABASE_URL: '',
        EMBEDDED_PG_PORT: String(backendPort + 1),
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: 'warn',
        PAYMENT_PROVIDER: 'static',
        PIX_KEY: 'financeiro@balcao.test',
        CORS_ORIGINS: clientOrigin,
        RATE_LIMIT_SCALE: '100',
      },
    },
    {
      command: 'node e2e/compat/serve-reference.ts',
      url: `${clientOrigin}/index.html`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        COMPAT_REFERENCE_BUILD: process.env['COMPAT_REFERENCE_BUILD'] ?? '',
        COMPAT_REFERENCE_PORT: String(clientPort),
        COMPAT_BACKEND_URL: backendUrl,
      },
    },
  ],
});
