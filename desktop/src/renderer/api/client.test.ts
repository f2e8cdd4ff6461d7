import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionUser } from '../test/fixtures.ts';
import { ApiError } from './ApiError.ts';
import { ApiClient } from './client.ts';
import type { TokenStore } from './token.ts';

/**
 * A real HTTP server standing in for the API: `/data` wants the token `fresh-<n>`, and
 * `/auth/refresh_token` issues the next one slowly so concurrent calls overlap with it.
 */
type Behaviour = { refreshStatus: number; alwaysExpired: boolean; refreshDelayMs: number };

let server: Server;
let baseUrl = '';
let refreshCalls = 0;
let dataCalls = 0;
let generation = 0;
let behaviour: Behaviour;

function send(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

function handle(req: IncomingMessage, res: ServerResponse) {
  const auth = req.headers.authorization ?? '';
  if (req.url === '/auth/refresh_token' && req.method === 'POST') {
    refreshCalls += 1;
    setTimeout(() => {
      if (behaviour.refreshStatus !== 200) {
        send(res, behaviour.refreshStatus, { error: 'ERR_SESSION_REVOKED', message: 'The session has ended' });
        return;
      }
      generation += 1;
      send(res, 200, { token: `fresh-${generation}`, user: sessionUser() });
    }, behaviour.refreshDelayMs);
    return;
  }
  if (req.url?.startsWith('/data')) {
    dataCalls += 1;
    if (!behaviour.alwaysExpired && auth === `Bearer fresh-${generation}`) {
      send(res, 200, { ok: true, url: req.url });
    } else {
      send(res, 403, { error: 'ERR_SESSION_EXPIRED', message: 'The access token has expired' });
    }
    return;
  }
  if (req.url === '/forbidden') {
    send(res, 403, { error: 'ERR_NO_PERMISSION', message: 'Your profile does not allow this' });
    return;
  }
  if (req.url === '/overdue') {
    send(res, 402, { error: 'ERR_SUBSCRIPTION_EXPIRED', message: 'The subscription has expired' });
    return;
  }
  if (req.url === '/revoked') {
    send(res, 401, { error: 'ERR_SESSION_REVOKED', message: 'The session has ended; sign in again' });
    return;
  }
  if (req.url === '/wrong-code') {
    send(res, 400, { error: 'ERR_INVALID_TWO_FACTOR_CODE', message: 'This code is not right' });
    return;
  }
  if (req.url === '/wrong-password') {
    send(res, 400, { error: 'ERR_INVALID_PASSWORD', message: 'The password is not right' });
    return;
  }
  if (req.url === '/other-401') {
    // A 401 that names no ended session (an older server's wrong two-factor code).
    send(res, 401, { error: 'ERR_INVALID_TWO_FACTOR_CODE', message: 'This code is not right' });
    return;
  }
  if (req.url === '/unauthenticated') {
    send(res, 401, { error: 'ERR_NOT_AUTHENTICATED', message: 'Sign in first' });
    return;
  }
  send(res, 404, { error: 'ERR_NOT_FOUND', message: 'No route' });
}

function memoryTokens(initial: string | null): TokenStore {
  let token = initial;
  return { get: () => token, set: (next) => (token = next) };
}

function client(tokens: TokenStore, lost: ApiError[], refreshed: string[] = []) {
  return new ApiClient({
    baseUrl: () => baseUrl,
    tokens,
    onRefreshed: ({ token }) => refreshed.push(token),
    onSessionLost: (error) => lost.push(error),
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  refreshCalls = 0;
  dataCalls = 0;
  generation = 0;
  behaviour = { refreshStatus: 200, alwaysExpired: false, refreshDelayMs: 50 };
});

describe('ApiClient token refresh', () => {
  it('refreshes once for concurrent expired calls and retries each of them', async () => {
    const tokens = memoryTokens('expired');
    const lost: ApiError[] = [];
    const refreshed: string[] = [];
    const api = client(tokens, lost, refreshed);

    const results = await Promise.all([1, 2, 3, 4].map((n) => api.get<{ ok: boolean; url: string }>('/data', { query: { n } })));

    expect(results.map((result) => result.url)).toEqual(['/data?n=1', '/data?n=2', '/data?n=3', '/data?n=4']);
    expect(refreshCalls).toBe(1);
    expect(refreshed).toEqual(['fresh-1']);
    expect(tokens.get()).toBe('fresh-1');
    expect(lost).toEqual([]);
  });

  it('makes calls started during a refresh wait for it instead of failing first', async () => {
    const tokens = memoryTokens('expired');
    const api = client(tokens, []);
    behaviour.refreshDelayMs = 300;
    const first = api.get('/data');
    // Only once the refresh is under way does the second call start.
    while (refreshCalls === 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const callsBefore = dataCalls;
    await Promise.all([first, api.get('/data')]);
    expect(refreshCalls).toBe(1);
    // The late call went out once, with the new token.
    expect(dataCalls - callsBefore).toBe(2);
  });

  it('ends the session when the refresh is refused', async () => {
    behaviour.refreshStatus = 401;
    const tokens = memoryTokens('expired');
    const lost: ApiError[] = [];
    const api = client(tokens, lost);

    const outcomes = await Promise.allSettled([api.get('/data'), api.get('/data')]);

    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(refreshCalls).toBe(1);
    expect(tokens.get()).toBeNull();
    expect(lost[0]?.code).toBe('ERR_SESSION_REVOKED');
  });

  it('ends the session when the retried call expires again', async () => {
    behaviour.alwaysExpired = true;
    const tokens = memoryTokens('expired');
    const lost: ApiError[] = [];
    const api = client(tokens, lost);

    await expect(api.get('/data')).rejects.toMatchObject({ status: 403, code: 'ERR_SESSION_EXPIRED' });
    expect(refreshCalls).toBe(1);
    expect(lost).toHaveLength(1);
    expect(tokens.get()).toBeNull();
  });

  it('ends the session on a 401 that says the session ended', async () => {
    for (const [path, code] of [
      ['/unauthenticated', 'ERR_NOT_AUTHENTICATED'],
      ['/revoked', 'ERR_SESSION_REVOKED'],
    ] as const) {
      const tokens = memoryTokens('whatever');
      const lost: ApiError[] = [];
      await expect(client(tokens, lost).get(path)).rejects.toBeInstanceOf(ApiError);
      expect(lost.map((error) => error.code)).toEqual([code]);
      expect(tokens.get()).toBeNull();
    }
    expect(refreshCalls).toBe(0);
  });

  it('keeps the session on a wrong password or code: the caller gets the error to show', async () => {
    const tokens = memoryTokens('valid');
    const lost: ApiError[] = [];
    const api = client(tokens, lost);
    await expect(api.post('/wrong-code', { code: '000000' })).rejects.toMatchObject({ status: 400, code: 'ERR_INVALID_TWO_FACTOR_CODE' });
    await expect(api.post('/wrong-password', { password: 'x' })).rejects.toMatchObject({ status: 400, code: 'ERR_INVALID_PASSWORD' });
    await expect(api.post('/other-401', { code: '000000' })).rejects.toMatchObject({ status: 401, code: 'ERR_INVALID_TWO_FACTOR_CODE' });
    expect(lost).toEqual([]);
    expect(tokens.get()).toBe('valid');
    expect(refreshCalls).toBe(0);
  });

  it('rejects other 403s with the error body and keeps the session', async () => {
    const tokens = memoryTokens('valid');
    const lost: ApiError[] = [];
    const error = await client(tokens, lost)
      .get('/forbidden')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION', message: 'Your profile does not allow this' } });
    expect(refreshCalls).toBe(0);
    expect(lost).toEqual([]);
    expect(tokens.get()).toBe('valid');
  });

  it('tells the app when the company is overdue (402 ERR_SUBSCRIPTION_EXPIRED), and keeps the session', async () => {
    const tokens = memoryTokens('valid');
    const lost: ApiError[] = [];
    const overdue: ApiError[] = [];
    const api = new ApiClient({
      baseUrl: () => baseUrl,
      tokens,
      onSessionLost: (error) => lost.push(error),
      onSubscriptionExpired: (error) => overdue.push(error),
    });
    await expect(api.get('/overdue')).rejects.toMatchObject({ status: 402, code: 'ERR_SUBSCRIPTION_EXPIRED' });
    await expect(api.get('/forbidden')).rejects.toMatchObject({ status: 403 });
    expect(overdue.map((error) => error.code)).toEqual(['ERR_SUBSCRIPTION_EXPIRED']);
    expect(lost).toEqual([]);
    expect(tokens.get()).toBe('valid');
  });

  it('leaves public calls alone: a 401 on login is only an error', async () => {
    const tokens = memoryTokens(null);
    const lost: ApiError[] = [];
    await expect(client(tokens, lost).post('/unauthenticated', { a: 1 }, { anonymous: true })).rejects.toMatchObject({ status: 401 });
    expect(lost).toEqual([]);
  });

  it('reports an unreachable server as status 0', async () => {
    const api = new ApiClient({ baseUrl: () => 'http://127.0.0.1:1', tokens: memoryTokens('t') });
    await expect(api.get('/data')).rejects.toMatchObject({ status: 0, code: 'ERR_NETWORK' });
  });
});
