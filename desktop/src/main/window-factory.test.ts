import { EventEmitter } from 'node:events';
import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { createLineLogger } from './logger.ts';
import { createMainWindow, createWindowOptions } from './window-factory.ts';
import type { CreatedWindow } from './window-factory.ts';

const PRELOAD = '/opt/Balcao/resources/app.asar/dist-electron/preload.cjs';
const RENDERER = 'file:///opt/Balcao/resources/app.asar/dist/web/index.html';

describe('main window options', () => {
  const { webPreferences, show } = createWindowOptions({ preloadPath: PRELOAD, title: 'Balcão' });

  it('isolates the renderer from Node and Electron', () => {
    expect(webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('loads our preload and nothing else', () => {
    expect(webPreferences?.preload).toBe(PRELOAD);
  });

  it('waits to be painted before showing', () => {
    expect(show).toBe(false);
  });
});

/** A stand-in for Electron's BrowserWindow: records options, loads and visibility. */
class FakeWindow extends EventEmitter implements CreatedWindow {
  static created: FakeWindow[] = [];
  static failLoad = false;
  readonly options: BrowserWindowConstructorOptions;
  loadedUrl: string | null = null;
  visible = false;
  constructor(options: BrowserWindowConstructorOptions) {
    super();
    this.options = options;
    FakeWindow.created.push(this);
  }
  show(): void {
    this.visible = true;
  }
  loadURL(url: string): Promise<void> {
    this.loadedUrl = url;
    return FakeWindow.failLoad ? Promise.reject(new Error('ERR_FILE_NOT_FOUND')) : Promise.resolve();
  }
}

function open({ failLoad = false } = {}) {
  FakeWindow.failLoad = failLoad;
  const logLines: string[] = [];
  const window = createMainWindow({
    BrowserWindow: FakeWindow,
    preloadPath: PRELOAD,
    title: 'Balcão',
    rendererUrl: RENDERER,
    logger: createLineLogger((line) => logLines.push(line)),
  });
  return { window, logLines };
}

describe('createMainWindow', () => {
  it('opens a secure window on the renderer and shows it once painted', () => {
    const { window } = open();
    expect(window.options.webPreferences?.sandbox).toBe(true);
    expect(window.loadedUrl).toBe(RENDERER);
    expect(window.visible).toBe(false);
    window.emit('ready-to-show');
    expect(window.visible).toBe(true);
  });

  it('still shows the window and logs when the renderer cannot load', async () => {
    const { window, logLines } = open({ failLoad: true });
    await new Promise((resolve) => setImmediate(resolve));
    expect(window.visible).toBe(true);
    expect(logLines.join('')).toContain('ERR_FILE_NOT_FOUND');
  });
});
