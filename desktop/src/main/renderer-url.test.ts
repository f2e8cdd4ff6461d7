import { describe, expect, it } from 'vitest';
import { isRendererUrl, resolveRendererUrl } from './renderer-url.ts';

const INDEX = '/opt/Balcão/resources/app.asar/dist/web/index.html';

describe('resolveRendererUrl', () => {
  it('loads the built renderer from disk as a file URL', () => {
    expect(resolveRendererUrl({ devUrl: undefined, isPackaged: true, webIndexPath: INDEX })).toBe(
      'file:///opt/Balc%C3%A3o/resources/app.asar/dist/web/index.html',
    );
  });

  it('uses the dev server in development', () => {
    expect(resolveRendererUrl({ devUrl: 'http://localhost:5173', isPackaged: false, webIndexPath: INDEX })).toBe('http://localhost:5173');
  });

  it('ignores BALCAO_RENDERER_URL in a packaged app, and non-web dev URLs', () => {
    expect(resolveRendererUrl({ devUrl: 'https://evil.example', isPackaged: true, webIndexPath: INDEX })).toMatch(/^file:/);
    expect(resolveRendererUrl({ devUrl: 'javascript:alert(1)', isPackaged: false, webIndexPath: INDEX })).toMatch(/^file:/);
    expect(resolveRendererUrl({ devUrl: '  ', isPackaged: false, webIndexPath: INDEX })).toMatch(/^file:/);
  });

  it('loads the configured Balcão server, which serves the same renderer on its own origin', () => {
    expect(
      resolveRendererUrl({ devUrl: undefined, isPackaged: true, serverUrl: 'https://balcao.example.com/app', webIndexPath: INDEX }),
    ).toBe('https://balcao.example.com/');
    expect(resolveRendererUrl({ devUrl: undefined, isPackaged: true, serverUrl: 'ftp://balcao.example.com', webIndexPath: INDEX })).toMatch(
      /^file:/,
    );
  });
});

describe('isRendererUrl', () => {
  const fileRenderer = 'file:///opt/Balcao/dist/web/index.html';
  const devRenderer = 'http://localhost:5173/';

  it.each([
    [fileRenderer, 'file:///opt/Balcao/dist/web/index.html#/login', true],
    [fileRenderer, 'file:///opt/Balcao/dist/web/index.html?x=1#/tickets/42', true],
    [fileRenderer, 'file:///opt/Balcao/dist/web/other.html', false],
    [fileRenderer, 'file:///home/user/Downloads/phish.html', false],
    [fileRenderer, 'https://example.com/', false],
    [devRenderer, 'http://localhost:5173/#/login', true],
    [devRenderer, 'http://localhost:5174/', false],
    [devRenderer, 'https://localhost:5173/', false],
    [devRenderer, 'not a url', false],
  ])('renderer %s, candidate %s -> %s', (renderer, candidate, expected) => {
    expect(isRendererUrl(candidate, renderer)).toBe(expected);
  });
});
