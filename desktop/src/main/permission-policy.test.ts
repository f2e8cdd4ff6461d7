import type { Session } from 'electron';
import { describe, expect, it } from 'vitest';
import { installPermissionPolicy, isPermissionAllowed } from './permission-policy.ts';
import { isRendererUrl } from './renderer-url.ts';

const RENDERER = 'file:///opt/Balcao/dist/web/index.html';
const PAGE = `${RENDERER}#/tickets/42`;
const ours = (url: string): boolean => isRendererUrl(url, RENDERER);
const VIDEO = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('permission policy', () => {
  it.each([
    ['microphone for a voice message', { permission: 'media', requestingUrl: PAGE, mediaTypes: ['audio'] }, true],
    ['notifications', { permission: 'notifications', requestingUrl: PAGE }, true],
    ['copying to the clipboard', { permission: 'clipboard-sanitized-write', requestingUrl: PAGE }, true],
    ['the camera', { permission: 'media', requestingUrl: PAGE, mediaTypes: ['video'] }, false],
    ['microphone and camera together', { permission: 'media', requestingUrl: PAGE, mediaTypes: ['audio', 'video'] }, false],
    ['media without saying which', { permission: 'media', requestingUrl: PAGE }, false],
    ['location', { permission: 'geolocation', requestingUrl: PAGE }, false],
    ['screen capture', { permission: 'display-capture', requestingUrl: PAGE }, false],
    ['reading the clipboard', { permission: 'clipboard-read', requestingUrl: PAGE }, false],
    ['the microphone from another site', { permission: 'media', requestingUrl: 'https://evil.example/', mediaTypes: ['audio'] }, false],
    ['full screen for a help video', { permission: 'fullscreen', requestingUrl: `${VIDEO}?autoplay=1` }, true],
    ['notifications from the help video player', { permission: 'notifications', requestingUrl: VIDEO }, false],
    ['the microphone from the help video player', { permission: 'media', requestingUrl: VIDEO, mediaTypes: ['audio'] }, false],
    [
      'full screen for another page of the player host',
      { permission: 'fullscreen', requestingUrl: 'https://www.youtube-nocookie.com/' },
      false,
    ],
    [
      'full screen for a YouTube page with cookies',
      { permission: 'fullscreen', requestingUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ' },
      false,
    ],
  ])('%s -> %s', (_case, request, allowed) => {
    expect(isPermissionAllowed(request, ours)).toBe(allowed);
  });
});

type RequestHandler = Parameters<Session['setPermissionRequestHandler']>[0];
type CheckHandler = Parameters<Session['setPermissionCheckHandler']>[0];

describe('installPermissionPolicy', () => {
  /** A stand-in for Electron's Session that keeps the installed handlers. */
  function fakeSession() {
    const installed: { request: RequestHandler; check: CheckHandler } = { request: null, check: null };
    const session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'> = {
      setPermissionRequestHandler(handler) {
        installed.request = handler;
      },
      setPermissionCheckHandler(handler) {
        installed.check = handler;
      },
    };
    installPermissionPolicy(session, ours);
    return installed;
  }

  it('answers permission prompts with the policy', () => {
    const { request } = fakeSession();
    const answers: boolean[] = [];
    const contents = {} as Electron.WebContents;
    request?.(contents, 'media', (granted) => answers.push(granted), { requestingUrl: PAGE, isMainFrame: true, mediaTypes: ['audio'] });
    request?.(contents, 'media', (granted) => answers.push(granted), { requestingUrl: PAGE, isMainFrame: true, mediaTypes: ['video'] });
    request?.(contents, 'geolocation', (granted) => answers.push(granted), { requestingUrl: PAGE, isMainFrame: true });
    expect(answers).toEqual([true, false, false]);
  });

  it('answers permission checks with the policy', () => {
    const { check } = fakeSession();
    expect(check?.(null, 'media', 'file:///', { requestingUrl: PAGE, isMainFrame: true, mediaType: 'audio' })).toBe(true);
    expect(check?.(null, 'media', 'file:///', { requestingUrl: PAGE, isMainFrame: true, mediaType: 'video' })).toBe(false);
    expect(check?.(null, 'notifications', 'https://evil.example', { isMainFrame: true })).toBe(false);
  });
});
