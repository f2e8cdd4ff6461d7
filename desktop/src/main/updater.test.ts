import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createLineLogger } from './logger.ts';
import { createUpdater, UPDATE_CHECK_INTERVAL_MS, updateFeedUrl } from './updater.ts';

/** A stand-in for electron-updater's autoUpdater: records feeds and checks; `download()` plays a finished download. */
class FakeAutoUpdater extends EventEmitter {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  feeds: string[] = [];
  checks = 0;
  failNext = false;
  setFeedURL(options: { provider: 'generic'; url: string }): void {
    this.feeds.push(`${options.provider} ${options.url}`);
  }
  checkForUpdates(): Promise<unknown> {
    this.checks += 1;
    if (this.failNext) {
      this.failNext = false;
      return Promise.reject(new Error('ECONNREFUSED'));
    }
    return Promise.resolve(null);
  }
  download(version: string): void {
    this.emit('update-downloaded', { version });
  }
}

function setUp({ isPackaged = true, server = 'https://balcao.example.com' }: { isPackaged?: boolean; server?: string | null } = {}) {
  const autoUpdater = new FakeAutoUpdater();
  const logs: string[] = [];
  const ready: string[] = [];
  const timers: number[] = [];
  let serverUrl: string | null = server;
  const updater = createUpdater({
    autoUpdater: autoUpdater,
    isPackaged,
    serverUrl: () => serverUrl,
    logger: createLineLogger((line) => logs.push(line)),
    onUpdateReady: (version) => ready.push(version),
    setInterval: (_callback, ms) => timers.push(ms),
  });
  return { autoUpdater, updater, logs, ready, timers, setServer: (url: string | null) => (serverUrl = url) };
}

describe('updateFeedUrl', () => {
  it.each([
    ['https://balcao.example.com', 'https://balcao.example.com/updates/'],
    ['https://example.com/balcao/', 'https://example.com/balcao/updates/'],
    ['http://10.0.0.5:8080', 'http://10.0.0.5:8080/updates/'],
  ])('%s → %s', (server, feed) => {
    expect(updateFeedUrl(server)).toBe(feed);
  });
});

describe('updater', () => {
  it('the packaged app checks the server in preferences at start and every few hours, downloading in the background', async () => {
    const { autoUpdater, updater, timers } = setUp();
    expect(updater.start()).toBe(true);
    await Promise.resolve();
    expect(autoUpdater.feeds).toEqual(['generic https://balcao.example.com/updates/']);
    expect(autoUpdater.checks).toBe(1);
    expect(timers).toEqual([UPDATE_CHECK_INTERVAL_MS]);
    expect(autoUpdater).toMatchObject({ autoDownload: true, autoInstallOnAppQuit: true });
    expect(updater.start()).toBe(false);
  });

  it('follows a change of server at the next check', async () => {
    const { autoUpdater, updater, setServer } = setUp();
    setServer('https://other.example.com');
    expect(await updater.checkNow()).toBe(true);
    expect(autoUpdater.feeds).toEqual(['generic https://other.example.com/updates/']);
  });

  it('an unpackaged run, or one without a server yet, never checks', async () => {
    const unpackaged = setUp({ isPackaged: false });
    expect(unpackaged.updater.start()).toBe(false);
    expect(await unpackaged.updater.checkNow()).toBe(false);
    const noServer = setUp({ server: null });
    expect(await noServer.updater.checkNow()).toBe(false);
    expect(unpackaged.autoUpdater.checks + noServer.autoUpdater.checks).toBe(0);
  });

  it('a failed check is logged, not thrown, and the next one tries again', async () => {
    const { autoUpdater, updater, logs } = setUp();
    autoUpdater.failNext = true;
    expect(await updater.checkNow()).toBe(true);
    expect(logs.join('')).toContain('ECONNREFUSED');
    await updater.checkNow();
    expect(autoUpdater.checks).toBe(2);
  });

  it('tells the user once per downloaded version', () => {
    const { autoUpdater, ready } = setUp();
    autoUpdater.download('6.1.0');
    autoUpdater.download('6.1.0');
    autoUpdater.download('6.2.0');
    expect(ready).toEqual(['6.1.0', '6.2.0']);
  });
});
