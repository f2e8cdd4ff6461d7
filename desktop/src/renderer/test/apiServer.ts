import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureServerUrl, tokens } from '../api/index.ts';

/** `raw` answers those bytes with `contentType` instead of a JSON body (media). */
export type Reply = { status?: number; body?: unknown; raw?: string; contentType?: string };
/** `METHOD /path` (query string left out) to the reply, or a function of the request. */
export type Routes = Record<string, Reply | ((request: RecordedRequest) => Reply)>;
export type RecordedRequest = { method: string; path: string; query: URLSearchParams; body: unknown; authorization: string };

export type ApiServer = {
  url: string;
  routes: Routes;
  requests: RecordedRequest[];
  close: () => Promise<void>;
};

/** JSON bodies parsed; anything else (a multipart form) kept as text. */
async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) {
    return undefined;
  }
  return req.headers['content-type']?.includes('application/json') ? (JSON.parse(text) as unknown) : text;
}

/**
 * A real HTTP server standing in for the API, and the app's API client pointed at it with a
 * token. Unknown routes answer 404 with an error body.
 */
export async function startApiServer(routes: Routes): Promise<ApiServer> {
  const requests: RecordedRequest[] = [];
  const state = { routes };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: await readBody(req),
      authorization: req.headers.authorization ?? '',
    };
    requests.push(request);
    const route = state.routes[`${request.method} ${url.pathname}`];
    const reply =
      typeof route === 'function' ? route(request) : (route ?? { status: 404, body: { error: 'ERR_NOT_FOUND', message: 'No route' } });
    if (reply.raw !== undefined) {
      res.writeHead(reply.status ?? 200, { 'Content-Type': reply.contentType ?? 'application/octet-stream' });
      res.end(reply.raw);
      return;
    }
    res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' });
    res.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
  };
  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureServerUrl(url);
  tokens.set('test-token');
  return {
    url,
    get routes() {
      return state.routes;
    },
    set routes(next: Routes) {
      state.routes = next;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
