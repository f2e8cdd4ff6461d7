import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';

const INDEX = '<!doctype html><html><head><title>Balcão</title></head><body><script src="./assets/app.js"></script></body></html>';
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let server: TestServer;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'balcao-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), INDEX);
  await writeFile(path.join(webDir, 'assets/app.js'), 'console.log("app")');
  server = await startTestServer({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await server.stop();
  await rm(webDir, { recursive: true, force: true });
});

const get = (url: string, accept: string) => fetch(`${server.url}${url}`, { headers: { accept } });

describe('a screen opened by its plain address gets the app', () => {
  it.each([
    ['/tickets', './'],
    ['/tickets/6f1c2f7e-8d4b-4a57-9b0e-0d8c9b6a1e2f', '../'],
    ['/contacts', './'],
    ['/campaign/3/report', '../../'],
    ['/login', './'],
  ])('%s answers the index with a base back to the root', async (url, base) => {
    const response = await get(url, BROWSER_ACCEPT);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<title>Balcão</title>');
    expect(html).toContain(`<base href="${base}" />`);
  });

  it('the root and the assets are served as files', async () => {
    expect(await (await get('/', BROWSER_ACCEPT)).text()).toBe(INDEX);
    const asset = await get('/assets/app.js', '*/*');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain('console.log');
  });
});

describe('the API keeps answering JSON', () => {
  it('to its own clients on a path a screen shares', async () => {
    const response = await get('/tickets/6f1c2f7e-8d4b-4a57-9b0e-0d8c9b6a1e2f', 'application/json');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toBe('ERR_NOT_AUTHENTICATED');
  });

  it.each([['/no-such-route'], ['/api/no-such-route'], ['/version/x']])('for an unknown route asked as JSON: %s', async (url) => {
    const response = await get(url, 'application/json');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe('ERR_NOT_FOUND');
  });

  it.each([['/api/no-such-route'], ['/media/1'], ['/version'], ['/assets/missing.js']])(
    'for a path that is never a screen, even to a browser: %s',
    async (url) => {
      const response = await get(url, BROWSER_ACCEPT);
      expect(response.headers.get('content-type')).toContain('application/json');
    },
  );

  it('to a POST from a form', async () => {
    const response = await fetch(`${server.url}/tickets`, { method: 'POST', headers: { accept: BROWSER_ACCEPT } });
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});
