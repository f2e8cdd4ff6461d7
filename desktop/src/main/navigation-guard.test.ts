import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createLineLogger } from './logger.ts';
import { installNavigationGuard } from './navigation-guard.ts';
import type { GuardedContents } from './navigation-guard.ts';
import { isRendererUrl } from './renderer-url.ts';

const RENDERER = 'file:///opt/Balcao/dist/web/index.html';

/** A stand-in for Electron's WebContents that lets the test attempt navigations like a page would. */
class FakeContents extends EventEmitter implements GuardedContents {
  openHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void {
    this.openHandler = handler;
  }
  /** Returns true when the navigation went ahead. */
  navigate(url: string, event: 'will-navigate' | 'will-redirect' = 'will-navigate'): boolean {
    let prevented = false;
    this.emit(event, { url, preventDefault: () => (prevented = true) });
    return !prevented;
  }
}

function setUp() {
  const contents = new FakeContents();
  const opened: string[] = [];
  const logLines: string[] = [];
  installNavigationGuard(contents, {
    isAllowed: (url) => isRendererUrl(url, RENDERER),
    openExternal: (url) => {
      opened.push(url);
      return Promise.resolve();
    },
    logger: createLineLogger((line) => logLines.push(line)),
  });
  return { contents, opened, logLines };
}

describe('navigation guard', () => {
  it('lets the renderer move between its own routes', () => {
    const { contents, opened } = setUp();
    expect(contents.navigate(`${RENDERER}#/tickets/42`)).toBe(true);
    expect(opened).toEqual([]);
  });

  it('keeps the window on Balcão and opens web links in the browser', () => {
    const { contents, opened } = setUp();
    expect(contents.navigate('https://wa.me/5511999999999')).toBe(false);
    expect(contents.navigate('http://example.com/redirected', 'will-redirect')).toBe(false);
    expect(opened).toEqual(['https://wa.me/5511999999999', 'http://example.com/redirected']);
  });

  it.each(['file:///etc/passwd', 'javascript:alert(1)', 'smb://attacker/share', 'ms-msdt:/id PCWDiagnostic'])(
    'blocks %s without handing it to the OS',
    (url) => {
      const { contents, opened, logLines } = setUp();
      expect(contents.navigate(url)).toBe(false);
      expect(opened).toEqual([]);
      expect(logLines.join('')).toContain('Blocked link');
    },
  );

  it('never opens child windows; target=_blank web links go to the browser', () => {
    const { contents, opened } = setUp();
    expect(contents.openHandler?.({ url: 'https://docs.example.com/manual.pdf' })).toEqual({ action: 'deny' });
    expect(contents.openHandler?.({ url: 'file:///C:/Windows/System32/calc.exe' })).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://docs.example.com/manual.pdf']);
  });

  it('lets a frame hold the help video player, and no other outside page', () => {
    const { contents, opened, logLines } = setUp();
    const frame = (url: string): boolean => {
      let prevented = false;
      contents.emit('will-frame-navigate', { url, isMainFrame: false, preventDefault: () => (prevented = true) });
      return !prevented;
    };
    expect(frame('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1')).toBe(true);
    expect(frame('about:blank')).toBe(true);
    expect(frame(`${RENDERER}#/helps`)).toBe(true);
    expect(frame('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(false);
    expect(frame('https://www.youtube-nocookie.com/')).toBe(false);
    expect(frame('https://evil.example/phish')).toBe(false);
    expect(frame('file:///etc/passwd')).toBe(false);
    // A frame's page is not the user's link: it is not sent to the browser either.
    expect(opened).toEqual([]);
    expect(logLines.join('')).toContain('Blocked a frame');
  });

  it('leaves the main frame to the window rule', () => {
    const { contents } = setUp();
    let prevented = false;
    contents.emit('will-frame-navigate', { url: `${RENDERER}#/helps`, isMainFrame: true, preventDefault: () => (prevented = true) });
    expect(prevented).toBe(false);
  });

  it('refuses to attach <webview> tags', () => {
    const { contents } = setUp();
    let prevented = false;
    contents.emit('will-attach-webview', { preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
  });

  it('logs, rather than crashes, when the browser cannot be opened', async () => {
    const contents = new FakeContents();
    const logLines: string[] = [];
    installNavigationGuard(contents, {
      isAllowed: () => false,
      openExternal: () => Promise.reject(new Error('no browser')),
      logger: createLineLogger((line) => logLines.push(line)),
    });
    contents.navigate('https://example.com');
    await new Promise((resolve) => setImmediate(resolve));
    expect(logLines.join('')).toContain('no browser');
  });
});
