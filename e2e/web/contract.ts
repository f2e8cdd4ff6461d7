import type { APIRequestContext, APIResponse } from '@playwright/test';
import { assertAnswerMatches } from '../../server/test/openapi-contract.ts';

/** Answers are held to the server's document unless `CONTRACT_CHECK=0`. */
export const contractCheckOn = process.env['CONTRACT_CHECK'] !== '0';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head';
const METHODS: readonly Method[] = ['get', 'post', 'put', 'patch', 'delete', 'head'];

async function bodyOf(response: APIResponse<unknown>): Promise<unknown> {
  if (!/json/i.test(response.headers()['content-type'] ?? '')) {
    return undefined;
  }
  const text = await response.text();
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

/**
 * Fails (throws) when an answer of the server at `origin` is not what its own API document says
 * (status, content type, body). Answers of other origins (stand-ins) and the document itself pass.
 */
async function expectDocumented<T>(origin: string, method: string, response: APIResponse<T>): Promise<APIResponse<T>> {
  const url = new URL(response.url());
  if (url.origin !== origin || url.pathname === '/api/openapi.json') {
    return response;
  }
  const contentType = response.headers()['content-type'] ?? null;
  await assertAnswerMatches(origin, { method, url: url.href, status: response.status(), contentType, body: await bodyOf(response) });
  return response;
}

/**
 * `request`, with every answer of the server at `serverUrl` held to its document (`expectDocumented`):
 * an answer the document does not describe fails the call, and so the test.
 */
export function heldToDocument(request: APIRequestContext, serverUrl: string): APIRequestContext {
  const { origin } = new URL(serverUrl);
  const held = new Map<PropertyKey, unknown>(
    METHODS.map((method) => [
      method,
      async (url: string, options?: object) => expectDocumented(origin, method, await request[method](url, options)),
    ]),
  );
  type Fetch = APIRequestContext['fetch'];
  const fetch = async <T>(urlOrRequest: Parameters<Fetch>[0], options?: Parameters<Fetch>[1]): Promise<APIResponse<T>> => {
    const method = options?.method ?? (typeof urlOrRequest === 'string' ? 'get' : urlOrRequest.method());
    return expectDocumented(origin, method, await request.fetch<T>(urlOrRequest, options));
  };
  held.set('fetch', fetch);
  return new Proxy(request, {
    get(target, key) {
      if (held.has(key)) {
        return held.get(key);
      }
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
