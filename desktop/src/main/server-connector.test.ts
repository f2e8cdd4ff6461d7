import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { PreferenceEntry, PreferenceKey } from '../common/ipc.ts';
import { createServerConnector } from './server-connector.ts';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A real HTTP server on 127.0.0.1 answering `GET /version` with the given status and body. */
async function serverAnswering(status: number, body: string): Promise<string> {
  const server = createServer((request, response) => {
    response.writeHead(request.url === '/version' ? status : 404, { 'content-type': 'application/json' });
    response.end(request.url === '/version' ? body : '{}');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function connectorWithMemory() {
  const saved = new Map<PreferenceKey, unknown>();
  const loaded: (string | null)[] = [];
  const connector = createServerConnector({
    fetch: (url, init) => fetch(url, init),
    preferences: {
      set: (entry: PreferenceEntry) => saved.set(entry.key, entry.value),
      clear: (key) => saved.delete(key),
    },
    useServer: (url) => loaded.push(url),
    timeoutMs: 2_000,
  });
  return { connector, saved, loaded };
}

describe('choosing the Balcão server', () => {
  it('saves a server that answers like Balcão (its origin only) and loads the window from it', async () => {
    const origin = await serverAnswering(200, '{"version":"6.0.0"}');
    const { connector, saved, loaded } = connectorWithMemory();

    expect(await connector.connect(`${origin}/some/page?x=1`)).toEqual({ ok: true });
    expect(saved.get('serverUrl')).toBe(origin);
    expect(loaded).toEqual([origin]);
  });

  it('refuses a web server that is not Balcão, saving nothing', async () => {
    const origin = await serverAnswering(200, '<html>hello</html>');
    const other = await serverAnswering(404, '{}');
    const { connector, saved, loaded } = connectorWithMemory();

    expect(await connector.connect(origin)).toEqual({ ok: false, reason: 'not-balcao' });
    expect(await connector.connect(other)).toEqual({ ok: false, reason: 'not-balcao' });
    expect([saved.size, loaded]).toEqual([0, []]);
  });

  it('tells that nothing answers at an address, saving nothing', async () => {
    const origin = await serverAnswering(200, '{"version":"6.0.0"}');
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
    const { connector, saved, loaded } = connectorWithMemory();

    expect(await connector.connect(origin)).toEqual({ ok: false, reason: 'unreachable' });
    expect([saved.size, loaded]).toEqual([0, []]);
  });

  it('forgets the saved server and goes back to the bundled address screen', async () => {
    const origin = await serverAnswering(200, '{"version":"6.0.0"}');
    const { connector, saved, loaded } = connectorWithMemory();
    await connector.connect(origin);

    expect(await connector.connect(null)).toEqual({ ok: true });
    expect(saved.has('serverUrl')).toBe(false);
    expect(loaded).toEqual([origin, null]);
  });
});
