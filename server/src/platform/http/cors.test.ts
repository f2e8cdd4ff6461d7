import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { corsOriginsOf } from '../../config.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';

const CLIENT = 'http://client.example.test:3000';
const STRANGER = 'http://stranger.example.test';

/** Whether a socket opened with `origin` (or none) is let in. */
function socketOpens(url: string, origin: string | undefined): Promise<boolean> {
  const socket = io(url, {
    transports: ['websocket'],
    query: { token: 'not-a-token' },
    reconnection: false,
    forceNew: true,
    ...(origin ? { extraHeaders: { Origin: origin } } : {}),
  });
  return new Promise((resolve) => {
    socket.once('connect_error', (error) => {
      socket.close();
      // The token is refused only once the opening request was let in.
      resolve(error.message.startsWith('ERR_'));
    });
    socket.once('connect', () => {
      socket.close();
      resolve(true);
    });
  });
}

function signIn(url: string, origin: string): Promise<Response> {
  return fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
}

describe('CORS_ORIGINS', () => {
  describe('unset', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.stop());

    it('gives another origin no cross-origin access', async () => {
      const answer = await signIn(server.url, CLIENT);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await fetch(`${server.url}/auth/login`, {
        method: 'OPTIONS',
        headers: { origin: CLIENT, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('lets a socket open from its own origin or from no browser, and not from another origin', async () => {
      expect(await socketOpens(server.url, undefined)).toBe(true);
      expect(await socketOpens(server.url, server.url)).toBe(true);
      expect(await socketOpens(server.url, CLIENT)).toBe(false);
    });
  });

  describe('listing a client origin', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ CORS_ORIGINS: `${CLIENT}, https://second.example.test` });
    });
    afterAll(() => server.stop());

    it('answers the listed origin’s preflight and requests with credentials, so the refresh cookie travels', async () => {
      const preflight = await fetch(`${server.url}/auth/refresh_token`, {
        method: 'OPTIONS',
        headers: {
          origin: CLIENT,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(CLIENT);
      expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
      expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,content-type');

      const answer = await signIn(server.url, CLIENT);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe(CLIENT);
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
      expect(answer.headers.get('set-cookie')).toContain('jrt=');
    });

    it('keeps the headers on a refused request, so the client reads the error', async () => {
      const answer = await fetch(`${server.url}/users`, { headers: { origin: CLIENT } });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('access-control-allow-origin')).toBe(CLIENT);
    });

    it('still gives an unlisted origin nothing', async () => {
      const answer = await signIn(server.url, STRANGER);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('lets a socket open from a listed origin only', async () => {
      expect(await socketOpens(server.url, CLIENT)).toBe(true);
      expect(await socketOpens(server.url, STRANGER)).toBe(false);
    });
  });

  it('refuses an entry that is not an origin', () => {
    expect(() => corsOriginsOf('http://client.example.test/app')).toThrow(/CORS_ORIGINS/);
    expect(() => corsOriginsOf('client.example.test')).toThrow(/CORS_ORIGINS/);
    expect(corsOriginsOf(' https://a.example.test/ ,http://b.example.test:8080')).toEqual([
      'https://a.example.test',
      'http://b.example.test:8080',
    ]);
  });
});
