import { assertAnswerMatches } from './openapi-contract.ts';

const realFetch = globalThis.fetch;
const held = new Set<string>();

function urlOf(input: Parameters<typeof fetch>[0]): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

async function bodyOf(response: Response): Promise<unknown> {
  if (!/json/i.test(response.headers.get('content-type') ?? '')) {
    return undefined;
  }
  const text = await response.clone().text();
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

/**
 * `fetch`, holding every answer of the servers under test to their own API document
 * (`openapi-contract.ts`): a status the operation does not list, or a JSON body that does not match its
 * schema, fails the request and so the test. Requests to other hosts (stand-ins) pass untouched.
 */
const checkedFetch: typeof fetch = async (input, init) => {
  const response = await realFetch(input, init);
  const url = urlOf(input);
  const { origin, pathname } = new URL(url);
  if (!held.has(origin) || pathname === '/api/openapi.json') {
    return response;
  }
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  const accept = new Headers(init?.headers).get('accept') ?? (input instanceof Request ? input.headers.get('accept') : null);
  await assertAnswerMatches(
    origin,
    { method, url, status: response.status, contentType: response.headers.get('content-type'), body: await bodyOf(response), accept },
    realFetch,
  );
  return response;
};

/**
 * Starts holding the answers of the server at `url` to its document, unless `CONTRACT_CHECK=0` turns the
 * check off (docs/decisions/api-contract.md); returns the release.
 */
export function holdAnswersToDocument(url: string): () => void {
  if (process.env['CONTRACT_CHECK'] === '0') {
    return () => undefined;
  }
  globalThis.fetch = checkedFetch;
  const { origin } = new URL(url);
  held.add(origin);
  return () => held.delete(origin);
}
