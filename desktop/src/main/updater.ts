import { describeError } from './logger.ts';
import type { Logger } from './logger.ts';

/** The part of electron-updater's `autoUpdater` used here (injected: tests pass a fake). */
export type AutoUpdaterLike = {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<unknown>;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
};

/** How often a running app looks for a new release. */
export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;

/** The folder the Balcão server serves releases from (`GET /updates/*`, server's UPDATES_DIR). */
export function updateFeedUrl(serverUrl: string): string {
  const base = serverUrl.endsWith('/') ? serverUrl : `${serverUrl}/`;
  return new URL('updates/', base).href;
}

export type UpdaterOptions = {
  autoUpdater: AutoUpdaterLike;
  /** Only a packaged app can replace itself; an unpackaged run never checks. */
  isPackaged: boolean;
  /** The server in preferences (or BALCAO_SERVER_URL), read at each check: the user may change it. */
  serverUrl(): string | null;
  logger: Logger;
  /** A downloaded update waits for the next quit: tell the user once. */
  onUpdateReady(version: string): void;
  setInterval(callback: () => void, ms: number): unknown;
};

export type Updater = {
  /** Checks now and then every few hours; false when this run cannot update. */
  start(): boolean;
  /** One check now (menu item); resolves false when skipped. */
  checkNow(): Promise<boolean>;
};

/**
 * Auto-update with electron-updater's generic provider, from the server the attendant works with:
 * releases are published into the server's UPDATES_DIR (docs/desktop.md). Downloads happen in the
 * background and install when the app quits; a failed check is logged and retried at the next one.
 */
export function createUpdater(options: UpdaterOptions): Updater {
  const { autoUpdater, logger } = options;
  autoUpdater.autoDownload = true;
  autoUpdater.autoInstallOnAppQuit = true;
  let announced: string | null = null;
  let started = false;
  autoUpdater.on('update-downloaded', ({ version }) => {
    if (announced !== version) {
      announced = version;
      options.onUpdateReady(version);
    }
  });
  autoUpdater.on('error', (error) => logger.warn('Update check failed', { error: describeError(error) }));

  async function checkNow(): Promise<boolean> {
    const serverUrl = options.serverUrl();
    if (!options.isPackaged || serverUrl === null) {
      return false;
    }
    autoUpdater.setFeedURL({ provider: 'generic', url: updateFeedUrl(serverUrl) });
    try {
      await autoUpdater.checkForUpdates();
    } catch (error) {
      logger.warn('Update check failed', { error: describeError(error) });
    }
    return true;
  }

  return {
    start() {
      if (!options.isPackaged || started) {
        return false;
      }
      started = true;
      void checkNow();
      options.setInterval(() => void checkNow(), UPDATE_CHECK_INTERVAL_MS);
      return true;
    },
    checkNow,
  };
}
