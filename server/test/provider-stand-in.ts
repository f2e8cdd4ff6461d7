import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInRequest = { method: string; path: string; headers: IncomingMessage['headers']; body: string; json: unknown };
/** `text` answers that body as plain text (a receiver that does not speak JSON); otherwise `json` is sent. */
export type StandInReply = { status?: number; json?: unknown; text?: string; delayMs?: number; headers?: Record<string, string> };
type Handler = (request: StandInRequest) => StandInReply | Promise<StandInReply>;

/**
 * A real HTTP server on 127.0.0.1 standing in for a provider (an OpenAI-compatible server, Typebot,
 * an n8n receiver). It records every request and answers with what the test's handler says.
 */
export class ProviderStandIn {
  readonly requests: StandInRequest[] = [];
  handler: Handler = () => ({ status: 404, json: { error: 'no handler' } });
  readonly #server = createServer((req, res) => void this.#serve(req, res));
  url = '';

  /** Listens on `host` (another loopback address, 127.0.0.2, lets a test tell allowed and refused stand-ins apart). */
  async start(host = '127.0.0.1'): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, host, resolve));
    this.url = `http://${host}:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  to(path: string): StandInRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  async #serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) {
      chunks.push(chunk as Buffer);
    }
    const body = Buffer.concat(chunks).toString('utf8');
    let json: unknown;
    try {
      json = body ? JSON.parse(body) : null;
    } catch {
      json = null;
    }
    const request = { method: req.method ?? 'GET', path: new URL(req.url ?? '/', 'http://x').pathname, headers: req.headers, body, json };
    this.requests.push(request);
    const reply = await this.handler(request);
    if (reply.delayMs) {
      await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    }
    if (reply.text !== undefined) {
      res.writeHead(reply.status ?? 200, { 'content-type': 'text/plain', ...reply.headers });
      res.end(reply.text);
      return;
    }
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
    res.end(JSON.stringify(reply.json ?? {}));
  }
}

/** An OpenAI chat completion whose answer is `text`. */
export function completion(text: string): unknown {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'test-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: text } }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}
