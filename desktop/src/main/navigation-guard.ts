import { isHelpVideoEmbedUrl } from '@balcao/shared';
import { isHttpUrl } from './renderer-url.ts';
import type { Logger } from './logger.ts';
import { describeError } from './logger.ts';

type PreventableEvent = { preventDefault(): void };
type NavigationEvent = PreventableEvent & { url: string };
type FrameNavigationEvent = NavigationEvent & { isMainFrame: boolean };

/** The part of Electron's WebContents the guard hooks into. */
export type GuardedContents = {
  on(event: 'will-navigate' | 'will-redirect', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-frame-navigate', listener: (event: FrameNavigationEvent) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
};

export type NavigationGuardOptions = {
  /** True for our own renderer (see isRendererUrl). */
  isAllowed(url: string): boolean;
  /** `shell.openExternal`: the user's default browser. */
  openExternal(url: string): Promise<void>;
  logger: Logger;
};

/**
 * Keeps every window on the Balcão renderer: navigation to any other page is cancelled, and
 * http(s) links (in-page or `target=_blank`) open in the user's browser instead. Other schemes
 * (file:, javascript:, custom protocol handlers) are dropped. No window ever opens a child window
 * or a <webview>. A frame inside the page may hold our renderer, an empty document or the help
 * videos' player, nothing else (the same one outside page the server's content policy frames).
 */
export function installNavigationGuard(contents: GuardedContents, options: NavigationGuardOptions): void {
  const openOutside = (url: string): void => {
    if (!isHttpUrl(url)) {
      options.logger.warn('Blocked link with a non-web scheme', { url: url.slice(0, 200) });
      return;
    }
    options.openExternal(url).catch((error: unknown) => {
      options.logger.warn('Could not open link in the browser', { url, error: describeError(error) });
    });
  };

  const keepOnRenderer = (event: NavigationEvent): void => {
    if (options.isAllowed(event.url)) {
      return;
    }
    event.preventDefault();
    openOutside(event.url);
  };

  contents.on('will-navigate', keepOnRenderer);
  contents.on('will-redirect', keepOnRenderer);
  contents.on('will-frame-navigate', (event) => {
    if (event.isMainFrame || isFrameAllowed(event.url) || options.isAllowed(event.url)) {
      return;
    }
    event.preventDefault();
    options.logger.warn('Blocked a frame from loading an outside page', { url: event.url.slice(0, 200) });
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url);
    return { action: 'deny' };
  });
}

function isFrameAllowed(url: string): boolean {
  return url === 'about:blank' || url === 'about:srcdoc' || isHelpVideoEmbedUrl(url);
}
