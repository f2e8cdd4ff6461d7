import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call Balcão made to the stand-in: the path without its API version, the JSON body or the uploaded file. */
export type GraphCall = {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | undefined;
  upload?: { type: string; filename: string; mimetype: string; bytes: number };
};

/** A template as `message_templates` lists it. */
export type StandInTemplate = {
  id: string;
  name: string;
  language: string;
  status: 'APPROVED' | 'PENDING' | 'REJECTED';
  category: string;
  components: { type: string; text?: string; format?: string }[];
};

type Failure = { status: number; error: { message: string; type?: string; code: number; error_subcode?: number; error_data?: unknown } };

export type StandInAccount = { phoneNumberId: string; businessAccountId: string; accessToken: string; displayPhoneNumber?: string };

/** The Graph API's answer to a token it does not know (error 190, OAuthException). */
const INVALID_TOKEN: Failure = {
  status: 401,
  error: { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190 },
};

/** A 429 with Meta's "Rate limit hit" (130429), for tests of the backoff. */
export const RATE_LIMITED: Failure = {
  status: 429,
  error: {
    message: '(#130429) Rate limit hit',
    type: 'OAuthException',
    code: 130_429,
    error_data: { details: 'Cloud API message throughput has been reached.' },
  },
};

/** Meta's refusal of a free-form message once the customer-service window has closed (131047). */
export const OUTSIDE_WINDOW: Failure = {
  status: 400,
  error: {
    message: '(#131047) Re-engagement message',
    type: 'OAuthException',
    code: 131_047,
    error_data: {
      details: 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
    },
  },
};

function versionless(pathname: string): string {
  return pathname.replace(/^\/v\d+(\.\d+)?(?=\/)/, '');
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * A real HTTP server on 127.0.0.1 playing Meta's Graph API for the WhatsApp Cloud API: the test call
 * (`GET /{phone-number-id}`), sends (`POST /{phone-number-id}/messages`), uploads (`POST
 * /{phone-number-id}/media`), media lookups and downloads (`GET /{media-id}`, then its `url`) and
 * `GET /{business-account-id}/message_templates`. It records every call and can be told to fail the
 * next ones, so tests see exactly what Balcão sent. Any API version prefix (`/v21.0`) is accepted.
 */
export class GraphStandIn {
  readonly #server: Server;
  readonly #accounts: StandInAccount[] = [];
  readonly #media = new Map<string, { data: Buffer; mimetype: string }>();
  readonly #failures: Failure[] = [];
  readonly calls: GraphCall[] = [];
  /** The wamids the stand-in gave the messages sent, in order. */
  readonly lastMessageIds: string[] = [];
  /** Wamids to give the next messages sent, in order (then made-up ones). */
  readonly nextMessageIds: string[] = [];
  templates: StandInTemplate[] = [];
  #base = '';

  constructor() {
    this.#server = createServer((request, response) => {
      this.#handle(request, response).catch((error: unknown) => answer(response, 500, { error: { message: String(error), code: 1 } }));
    });
  }

  /** Listens on 127.0.0.1 (port 0: any free one); answers the base URL to give Balcão, with a version. */
  async listen(port = 0): Promise<string> {
    const bound = await new Promise<number>((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(port, '127.0.0.1', () => resolve((this.#server.address() as AddressInfo).port));
    });
    this.#base = `http://127.0.0.1:${bound}`;
    return `${this.#base}/v21.0`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.#server.closeAllConnections();
      this.#server.close(() => resolve());
    });
  }

  /** A number (and its business account and token) the stand-in knows. */
  addAccount(account: StandInAccount): void {
    this.#accounts.push(account);
  }

  /** A media file a contact "sent": its id (made up unless given) is what a webhook carries. */
  addMedia(data: Buffer, mimetype: string, id = `${Date.now()}${randomBytes(4).readUInt32BE()}`): string {
    this.#media.set(id, { data, mimetype });
    return id;
  }

  /** How many times the file of a media id was downloaded. */
  downloadsOf(mediaId: string): number {
    return this.calls.filter((call) => call.path === `/media-download/${mediaId}`).length;
  }

  /** The next calls to send or upload fail with these answers, in order. */
  failNext(...failures: Failure[]): void {
    this.#failures.push(...failures);
  }

  /** Messages sent (not read receipts), in order. */
  sentMessages(): Record<string, unknown>[] {
    return this.calls
      .filter((call) => call.method === 'POST' && call.path.endsWith('/messages') && call.body?.['status'] === undefined)
      .map((call) => call.body as Record<string, unknown>);
  }

  /** Waits (up to `timeoutMs`) until `count` messages were sent; answers them. */
  async waitForSent(count: number, timeoutMs = 10_000): Promise<Record<string, unknown>[]> {
    const until = Date.now() + timeoutMs;
    while (this.sentMessages().length < count) {
      if (Date.now() > until) {
        throw new Error(`The stand-in received ${this.sentMessages().length} messages, not ${count}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return this.sentMessages();
  }

  #account(token: string | undefined): StandInAccount | undefined {
    return this.#accounts.find((account) => token === `Bearer ${account.accessToken}`);
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.#base);
    const path = versionless(url.pathname);
    const method = request.method ?? 'GET';
    const raw = await bodyOf(request);
    const authorization = request.headers.authorization;
    const call: GraphCall = { method, path, authorization, body: undefined };
    const contentType = request.headers['content-type'] ?? '';
    if (contentType.startsWith('application/json') && raw.length > 0) {
      call.body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    }
    if (contentType.startsWith('multipart/form-data')) {
      const form = await new Request(url, { method, headers: { 'content-type': contentType }, body: new Uint8Array(raw) }).formData();
      const file = form.get('file');
      if (file instanceof File) {
        const type = form.get('type');
        call.upload = { type: typeof type === 'string' ? type : '', filename: file.name, mimetype: file.type, bytes: file.size };
        this.#media.set(`upload-${this.calls.length}`, { data: Buffer.from(await file.arrayBuffer()), mimetype: file.type });
      }
      call.body = { messaging_product: form.get('messaging_product') };
    }
    this.calls.push(call);
    const account = this.#account(authorization);
    if (!account) {
      answer(response, INVALID_TOKEN.status, { error: INVALID_TOKEN.error });
      return;
    }
    const segments = path.split('/').filter(Boolean);
    if (path.startsWith('/media-download/')) {
      const media = this.#media.get(segments[1] ?? '');
      if (!media) {
        answer(response, 404, { error: { message: 'Unknown media', code: 100 } });
        return;
      }
      response.writeHead(200, { 'content-type': media.mimetype });
      response.end(media.data);
      return;
    }
    if (method === 'POST' && (path.endsWith('/messages') || path.endsWith('/media'))) {
      const failure = call.body?.['status'] === 'read' ? undefined : this.#failures.shift();
      if (failure) {
        answer(response, failure.status, { error: failure.error });
        return;
      }
    }
    if (method === 'GET' && segments.length === 1 && segments[0] === account.phoneNumberId) {
      answer(response, 200, {
        id: account.phoneNumberId,
        display_phone_number: account.displayPhoneNumber ?? '+55 11 5555-0100',
        verified_name: 'Balcão Test',
        quality_rating: 'GREEN',
      });
      return;
    }
    if (method === 'POST' && path === `/${account.phoneNumberId}/messages`) {
      if (call.body?.['status'] === 'read') {
        answer(response, 200, { success: true });
        return;
      }
      const to = typeof call.body?.['to'] === 'string' ? call.body['to'] : '';
      const id = this.nextMessageIds.shift() ?? `wamid.${randomBytes(12).toString('hex').toUpperCase()}`;
      this.lastMessageIds.push(id);
      answer(response, 200, { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id }] });
      return;
    }
    if (method === 'POST' && path === `/${account.phoneNumberId}/media`) {
      answer(response, 200, { id: `upload-${this.calls.length - 1}` });
      return;
    }
    if (method === 'GET' && path === `/${account.businessAccountId}/message_templates`) {
      answer(response, 200, { data: this.templates, paging: { cursors: { before: 'b', after: 'a' } } });
      return;
    }
    if (method === 'GET' && segments.length === 1) {
      const media = this.#media.get(segments[0] ?? '');
      if (media) {
        answer(response, 200, {
          messaging_product: 'whatsapp',
          url: `${this.#base}/media-download/${segments[0]}`,
          mime_type: media.mimetype,
          sha256: 'stand-in',
          file_size: media.data.length,
          id: segments[0],
        });
        return;
      }
    }
    answer(response, 400, { error: { message: `Unsupported ${method} request ${path}`, type: 'GraphMethodException', code: 100 } });
  }
}

/** The `X-Hub-Signature-256` header Meta sends with a webhook body: `sha256=` and the HMAC-SHA256 of the raw bytes with the app secret. */
export function metaSignature(body: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

type WebhookValue = {
  contacts?: { profile: { name: string }; wa_id: string }[];
  messages?: Record<string, unknown>[];
  statuses?: Record<string, unknown>[];
};

/** A webhook body as Meta posts it: one entry, one `messages` change for the number. */
export function webhookBody(phoneNumberId: string, value: WebhookValue, businessAccountId = '100200300'): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: businessAccountId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550100', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });
}

/** An inbound message from `from` (digits), with the contact's profile name. */
export function inboundOf(from: string, name: string, message: Record<string, unknown>): WebhookValue {
  return {
    contacts: [{ profile: { name }, wa_id: from }],
    messages: [
      {
        from,
        id: `wamid.IN${randomBytes(10).toString('hex').toUpperCase()}`,
        timestamp: String(Math.floor(Date.now() / 1000)),
        ...message,
      },
    ],
  };
}

/** A status of a message Balcão sent. */
export function statusOf(
  id: string,
  status: 'sent' | 'delivered' | 'read' | 'failed',
  recipient: string,
  errorTitle?: string,
): WebhookValue {
  return {
    statuses: [
      {
        id,
        status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: recipient,
        ...(errorTitle ? { errors: [{ code: 131_026, title: errorTitle, message: errorTitle }] } : {}),
      },
    ],
  };
}
