import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  E2E_ADMIN,
  E2E_EFI_CONTROL_PORT,
  E2E_EFI_DIR,
  E2E_EFI_PORT,
  E2E_GRAPH_PORT,
  E2E_PAYMENT_PROVIDER,
  E2E_PAYMENT_WEBHOOK_SECRET,
  E2E_PORT,
  E2E_SMTP_PORT,
} from './e2e/constants.ts';

const port = E2E_PORT;

/**
 * Specs that run alongside the others, one at a time in a second worker: none signs in as the seeded
 * admin (every sign-in of a user ends that user's other pages; they use E2E_WALKER or a company of
 * their own) and none changes what the other specs read. Every other spec runs one at a time in the
 * first worker, as they share the seeded admin and company.
 */
const ALONGSIDE = [
  'web/accessibility-walk.spec.ts',
  'web/api-docs.spec.ts',
  'web/journeys/company-admin-billing.spec.ts',
  'web/journeys/company-admin-campaign.spec.ts',
  'web/journeys/profile-secrets.spec.ts',
].map((spec) => `**/e2e/${spec}`);

/** The server pays through the Efí stand-in (E2E_PAYMENT_PROVIDER=static: by static Pix, confirmed by a super user). */
const efi: Record<string, string> =
  E2E_PAYMENT_PROVIDER === 'efi'
    ? {
        PAYMENT_PROVIDER: 'efi',
        EFI_BASE_URL: `https://127.0.0.1:${E2E_EFI_PORT}`,
        EFI_CLIENT_ID: 'Client_Id_test',
        EFI_CLIENT_SECRET: 'Client_Secret_test',
        EFI_CERTIFICATE: path.join(E2E_EFI_DIR, 'client.p12'),
        EFI_CERTIFICATE_PASSWORD: 'test-pass',
        EFI_CA_FILE: path.join(E2E_EFI_DIR, 'ca.pem'),
      }
    : { PAYMENT_PROVIDER: 'static' };

/**
 * End-to-end tests of the real server and the web build in Debian's Chromium. The server runs with
 * a fresh data folder and its own embedded PostgreSQL, so a run never touches other data.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // A spec takes 10 to 30 s on a quiet machine: the bound is for a hung one, with room for a loaded machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // The 'web' and 'web-alongside' projects, each one spec at a time.
  workers: 2,
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
    { name: 'web', testDir: 'e2e/web', testIgnore: ALONGSIDE, workers: 1 },
    { name: 'web-alongside', testDir: 'e2e/web', testMatch: ALONGSIDE, workers: 1 },
    { name: 'electron', testDir: 'e2e/electron', workers: 1 },
  ],
  // Started in this order, each once the one before answers: the stand-in's certificates exist when the server reads them.
  webServer: [
    ...(E2E_PAYMENT_PROVIDER === 'efi'
      ? [
          {
            command: 'node e2e/efi-stand-in.ts',
            url: `http://127.0.0.1:${E2E_EFI_CONTROL_PORT}/health`,
            reuseExistingServer: false,
            timeout: 60_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    {
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
        // The billing spec pays to this key, through the Efí stand-in or by static Pix.
        PIX_KEY: 'financeiro@balcao.test',
        ...efi,
        PAYMENT_WEBHOOK_SECRET: E2E_PAYMENT_WEBHOOK_SECRET,
        // Every spec's browser comes from 127.0.0.1: the public routes' per-address limits are raised.
        RATE_LIMIT_SCALE: '100',
        // The bots' stand-ins (AI server, webhook receiver) listen on 127.0.0.1, which companies may not call otherwise.
        OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
      },
    },
  ],
});
