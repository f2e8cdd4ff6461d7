import type { BrowserWindowConstructorOptions } from 'electron';
import type { Logger } from './logger.ts';
import { describeError } from './logger.ts';

export const MIN_WINDOW_WIDTH = 360;
export const MIN_WINDOW_HEIGHT = 480;

export type WindowOptionsInput = {
  /** Absolute path of the bundled preload, `dist-electron/preload.cjs`. */
  preloadPath: string;
  title: string;
  /** Where the window was last time (window-state.ts); the default size, centred, otherwise. */
  bounds?: { x: number; y: number; width: number; height: number } | null;
};

/**
 * Main-window options. The renderer is treated as untrusted web content: isolated context,
 * OS sandbox, no Node, same-origin policy on, and only the preload's bridge as a way out.
 */
export function createWindowOptions(input: WindowOptionsInput): BrowserWindowConstructorOptions {
  return {
    title: input.title,
    width: 1280,
    height: 800,
    ...input.bounds,
    minWidth: MIN_WINDOW_WIDTH,
    minHeight: MIN_WINDOW_HEIGHT,
    show: false,
    autoHideMenuBar: true,
    webPreferences: {
      preload: input.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: true,
    },
  };
}

/** The part of a BrowserWindow the factory drives. */
export type CreatedWindow = {
  once(event: 'ready-to-show', listener: () => void): unknown;
  show(): void;
  loadURL(url: string): Promise<void>;
};

export type WindowConstructor<W extends CreatedWindow> = new (options: BrowserWindowConstructorOptions) => W;

export type MainWindowInput<W extends CreatedWindow> = WindowOptionsInput & {
  BrowserWindow: WindowConstructor<W>;
  /** From resolveRendererUrl. */
  rendererUrl: string;
  logger: Logger;
};

/**
 * Creates the main window, shows it once painted (no white flash) and loads the renderer. If the
 * renderer cannot load, the window is shown anyway so the app is never running invisibly.
 */
export function createMainWindow<W extends CreatedWindow>(input: MainWindowInput<W>): W {
  const window = new input.BrowserWindow(createWindowOptions(input));
  window.once('ready-to-show', () => {
    window.show();
  });
  window.loadURL(input.rendererUrl).catch((error: unknown) => {
    input.logger.error('Could not load the renderer', { url: input.rendererUrl, error: describeError(error) });
    window.show();
  });
  return window;
}
