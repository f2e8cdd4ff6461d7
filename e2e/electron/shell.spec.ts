/**
 * Starts the real desktop app (built main + preload + web renderer) with a fresh profile: the
 * attendant first chooses the Balcão server (the e2e server), then signs in on that server's pages.
 * Needs: npm run build:web -w @balcao/desktop && npm run build:electron -w @balcao/desktop
 * Skips (never downloads) when the Electron binary is not installed, as on offline machines.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron, expect, test } from '../web/test.ts';
import type { ElectronApplication } from '@playwright/test';
import type { DesktopBridge } from '../../desktop/src/common/bridge.ts';
import { findElectronBinary } from './electron-binary.ts';

const desktopDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../desktop');
const builtFiles = ['dist-electron/main.js', 'dist-electron/preload.cjs', 'dist/web/index.html'];
const electronBinary = findElectronBinary(desktopDir);
const desktopVersion = (JSON.parse(readFileSync(path.join(desktopDir, 'package.json'), 'utf8')) as { version: string }).version;

type WindowWithBridge = { balcaoDesktop: DesktopBridge };

test.describe('desktop shell', () => {
  test.skip(
    electronBinary === null,
    'No Electron binary installed here (node_modules/electron/dist missing, ELECTRON_OVERRIDE_DIST_PATH unset): run `npx install-electron` on a connected machine',
  );

  let app: ElectronApplication;
  let profileDir: string;
  let output: string[];

  /** Launches desktop/ (its package.json "main" is dist-electron/main.js) on the test's own profile. */
  async function launch(): Promise<ElectronApplication> {
    const launched = await electron.launch({
      executablePath: electronBinary ?? '',
      // Chromium's sandbox cannot start as root (e.g. in containers): only then is --no-sandbox passed.
      args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), desktopDir],
      env: { ...process.env, BALCAO_USER_DATA_DIR: profileDir, BALCAO_RENDERER_URL: '' },
    });
    launched.process().stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    launched.process().stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    return launched;
  }

  test.beforeEach(async () => {
    for (const file of builtFiles) {
      expect(existsSync(path.join(desktopDir, file)), `${file} is missing: build the desktop app first`).toBe(true);
    }
    output = [];
    profileDir = mkdtempSync(path.join(tmpdir(), 'balcao-e2e-profile-'));
    app = await launch();
  });

  test.afterEach(async () => {
    await app.close();
    await test.info().attach('main-process-output', { body: output.join(''), contentType: 'text/plain' });
    rmSync(profileDir, { recursive: true, force: true });
  });

  test('asks for the server first, then opens its sign-in page, remembering it on the next start', async ({ baseURL }) => {
    const page = await app.firstWindow();
    await expect(page).toHaveURL(/^file:.*\/dist\/web\/index\.html#\/server/);
    await page.getByLabel('Server address').fill(baseURL ?? '');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page).toHaveURL(new RegExp(`^${baseURL ?? ''}/#/login`));
    await expect(page.locator('input[type="password"]')).toBeVisible();

    await app.close();
    app = await launch();
    const reopened = await app.firstWindow();
    await expect(reopened).toHaveURL(new RegExp(`^${baseURL ?? ''}/#/login`));
  });

  test('opens with the desktop bridge and nothing else from Electron or Node', async () => {
    const page = await app.firstWindow();
    await expect(page.getByLabel('Server address')).toBeVisible();

    expect(await page.evaluate(() => (window as unknown as WindowWithBridge).balcaoDesktop.kind)).toBe('electron');
    expect(await page.evaluate(() => (window as unknown as WindowWithBridge).balcaoDesktop.getAppVersion())).toBe(desktopVersion);
    // The page gets the bridge and nothing else from Electron or Node.
    expect(await page.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe('undefined');
    expect(await page.evaluate(() => typeof (window as unknown as { process?: unknown }).process)).toBe('undefined');
  });

  test('remembers a preference when the app is restarted on the same profile', async () => {
    const page = await app.firstWindow();
    await page.evaluate(() => (window as unknown as WindowWithBridge).balcaoDesktop.setPreference('theme', 'dark'));
    await app.close();

    app = await launch();
    const reopened = await app.firstWindow();
    expect(await reopened.evaluate(() => (window as unknown as WindowWithBridge).balcaoDesktop.getPreference('theme'))).toBe('dark');
  });
});
