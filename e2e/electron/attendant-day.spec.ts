/**
 * The desktop app over a working day, on the real app and the e2e server: the to-do list and a
 * draft survive a restart, a balcao:// link opens its ticket (at start and in the running app, through
 * the single-instance hand-over), and the tray says how many tickets are unread.
 * Needs: npm run build:web -w @balcao/desktop && npm run build:electron -w @balcao/desktop
 * Skips (never downloads) when the Electron binary is not installed, as on offline machines.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron, expect, test, type ElectronApplication, type Page } from '../web/test.ts';
import { E2E_ADMIN } from '../constants.ts';
import { sandboxTicket } from '../web/sandboxTicket.ts';
import { findElectronBinary } from './electron-binary.ts';

const desktopDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../desktop');
const builtFiles = ['dist-electron/main.js', 'dist-electron/preload.cjs', 'dist/web/index.html'];
const electronBinary = findElectronBinary(desktopDir);
const sandboxArgs = process.getuid?.() === 0 ? ['--no-sandbox'] : [];

test.describe('desktop app: an attendant’s day', () => {
  test.skip(
    electronBinary === null,
    'No Electron binary installed here (node_modules/electron/dist missing, ELECTRON_OVERRIDE_DIST_PATH unset): run `npx install-electron` on a connected machine',
  );
  test.setTimeout(120_000);

  let app: ElectronApplication | null = null;
  let profileDir: string;
  let serverUrl: string;

  const environment = () => ({
    ...process.env,
    BALCAO_USER_DATA_DIR: profileDir,
    BALCAO_RENDERER_URL: '',
    BALCAO_SERVER_URL: serverUrl,
    BALCAO_E2E_HOOKS: '1',
  });

  /** Starts the app on the test's profile, working with the e2e server; `extraArgs` as the OS would pass a link. */
  async function launch(extraArgs: string[] = []): Promise<Page> {
    app = await electron.launch({
      executablePath: electronBinary ?? '',
      args: [...sandboxArgs, desktopDir, ...extraArgs],
      env: environment(),
    });
    return app.firstWindow();
  }

  async function restart(): Promise<Page> {
    await app?.close();
    return launch();
  }

  async function signIn(page: Page): Promise<void> {
    await expect(page.getByTestId('login-email')).toBeVisible();
    await page.getByTestId('login-email').fill(E2E_ADMIN.email);
    await page.getByTestId('login-password').fill(E2E_ADMIN.password);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('app-shell')).toBeVisible();
  }

  test.beforeEach(({ baseURL }) => {
    for (const file of builtFiles) {
      expect(existsSync(path.join(desktopDir, file)), `${file} is missing: build the desktop app first`).toBe(true);
    }
    serverUrl = baseURL ?? '';
    profileDir = mkdtempSync(path.join(tmpdir(), 'balcao-e2e-day-'));
  });

  test.afterEach(async () => {
    await app?.close();
    app = null;
    rmSync(profileDir, { recursive: true, force: true });
  });

  test('the to-do list is kept on the machine across a restart', async () => {
    let page = await launch();
    await signIn(page);
    await page.goto(`${serverUrl}/#/todolist`);
    const newTask = page.getByRole('textbox', { name: 'New task' });
    await newTask.fill('Ligar para a Carla');
    await newTask.press('Enter');
    await page.getByRole('checkbox', { name: 'Done: Ligar para a Carla' }).check();

    page = await restart();
    await page.goto(`${serverUrl}/#/todolist`);
    await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('checkbox', { name: 'Done: Ligar para a Carla' })).toBeChecked();
  });

  test('a draft typed in a ticket survives a restart of the app', async ({ request }) => {
    const { ticket, remove } = await sandboxTicket(request, 'Rita');
    let page = await launch();
    await signIn(page);
    await page.goto(`${serverUrl}/#/tickets/${ticket.uuid}`);
    await page.getByRole('textbox', { name: 'Message' }).fill('Abrimos sim, das 8h às 12h');

    page = await restart();
    await page.goto(`${serverUrl}/#/tickets/${ticket.uuid}`);
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Abrimos sim, das 8h às 12h');
    await remove();
  });

  test('balcao://ticket/{uuid} opens that ticket when it starts the app and when the app is already running', async ({ request }) => {
    const first = await sandboxTicket(request, 'Joana');
    const second = await sandboxTicket(request, 'Paulo');

    // A closed app started by the link: it waits through the sign-in, then opens the ticket.
    const page = await launch([`balcao://ticket/${first.ticket.uuid}`]);
    await signIn(page);
    await expect(page).toHaveURL(new RegExp(`#/tickets/${first.ticket.uuid}$`));
    await expect(page.getByTestId('ticket-conversation')).toHaveAttribute('data-ticket', first.ticket.uuid);

    // A second launch with a link (what the OS does on Windows and Linux) hands it to the running app and quits.
    const secondLaunch = spawn(electronBinary ?? '', [...sandboxArgs, desktopDir, `balcao://ticket/${second.ticket.uuid}`], {
      env: environment(),
      stdio: 'ignore',
    });
    const exitCode = await new Promise<number | null>((resolve) => secondLaunch.on('exit', resolve));
    expect(exitCode).toBe(0);
    await expect(page).toHaveURL(new RegExp(`#/tickets/${second.ticket.uuid}$`));
    await expect(page.getByTestId('ticket-conversation')).toHaveAttribute('data-ticket', second.ticket.uuid);
    await first.remove();
    await second.remove();
  });

  test('the tray tells how many tickets wait unread', async ({ request }) => {
    const page = await launch();
    await signIn(page);
    const trayToolTip = () =>
      app?.evaluate(() => (globalThis as unknown as { balcaoE2E: { trayToolTip(): string } }).balcaoE2E.trayToolTip()) ??
      Promise.resolve('');
    // A contact writes: the ticket is unread until opened.
    const { remove } = await sandboxTicket(request, 'Carla');
    await expect.poll(trayToolTip).toMatch(/^Balcão \(\d+ unread messages?\)$/);
    await remove();
  });
});
