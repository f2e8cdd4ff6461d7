/** An error answer of the Graph API: HTTP status, Meta's code and the text to show. */
export class GraphError extends Error {
  readonly status: number;
  readonly code: number | undefined;

  constructor(status: number, code: number | undefined, message: string) {
    super(message);
    this.name = 'GraphError';
    this.status = status;
    this.code = code;
  }

  /** Throughput (130429, 80007, 4), the per-recipient pair limit (131056) or a plain HTTP 429: worth trying again later. */
  get rateLimited(): boolean {
    return this.status === 429 || this.code === 130_429 || this.code === 131_056 || this.code === 80_007 || this.code === 4;
  }
}

type GraphErrorBody = { error?: { message?: string; code?: number; error_user_msg?: string; error_data?: { details?: string } } };

export type GraphMediaInfo = { url: string; mime_type: string; file_size?: number };
export type GraphTemplate = {
  name: string;
  language: string;
  status: string;
  category: string;
  components?: { type: string; text?: string }[];
};

const TIMEOUT_MS = 30_000;

/**
 * The few Graph API calls a Cloud API connection makes, with its access token. `baseUrl` carries the
 * API version (WHATSAPP_CLOUD_GRAPH_URL). Every non-2xx answer becomes a `GraphError` with Meta's text.
 */
export class GraphClient {
  readonly #baseUrl: string;
  readonly #token: string;

  constructor(baseUrl: string, token: string) {
    this.#baseUrl = baseUrl;
    this.#token = token;
  }

  /** The test call: reads the phone number's own record. */
  phoneNumber(phoneNumberId: string): Promise<{ id: string; display_phone_number?: string }> {
    return this.#json('GET', `/${encodeURIComponent(phoneNumberId)}`);
  }

  sendMessage(phoneNumberId: string, payload: Record<string, unknown>): Promise<{ messages?: { id: string }[] }> {
    return this.#json('POST', `/${encodeURIComponent(phoneNumberId)}/messages`, payload);
  }

  /** Uploads a file for a later send by id. */
  async uploadMedia(phoneNumberId: string, data: Buffer, mimetype: string, filename: string): Promise<string> {
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('type', mimetype);
    form.set('file', new Blob([new Uint8Array(data)], { type: mimetype }), filename);
    const answer = await this.#request<{ id: string }>('POST', `/${encodeURIComponent(phoneNumberId)}/media`, form);
    return answer.id;
  }

  mediaInfo(mediaId: string): Promise<GraphMediaInfo> {
    return this.#json('GET', `/${encodeURIComponent(mediaId)}`);
  }

  /** Downloads a media file from the address `mediaInfo` gave (it needs the token too). */
  async download(url: string, maxBytes: number): Promise<Buffer> {
    const response = await fetch(url, { headers: { authorization: `Bearer ${this.#token}` }, signal: AbortSignal.timeout(120_000) });
    if (!response.ok) {
      throw await this.#errorOf(response);
    }
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > maxBytes) {
      throw new GraphError(413, undefined, `The media file is larger than ${maxBytes} bytes`);
    }
    const data = Buffer.from(await response.arrayBuffer());
    if (data.length > maxBytes) {
      throw new GraphError(413, undefined, `The media file is larger than ${maxBytes} bytes`);
    }
    return data;
  }

  async templates(businessAccountId: string): Promise<GraphTemplate[]> {
    const answer = await this.#json<{ data?: GraphTemplate[] }>(
      'GET',
      `/${encodeURIComponent(businessAccountId)}/message_templates?fields=name,language,status,category,components&limit=250`,
    );
    return answer.data ?? [];
  }

  #json<T>(method: string, path: string, payload?: Record<string, unknown>): Promise<T> {
    return this.#request<T>(method, path, payload === undefined ? undefined : JSON.stringify(payload));
  }

  async #request<T>(method: string, path: string, body?: string | FormData): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.#token}` };
    if (typeof body === 'string') {
      headers['content-type'] = 'application/json';
    }
    let response: Response;
    try {
      response = await fetch(`${this.#baseUrl}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GraphError(0, undefined, `The Graph API could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!response.ok) {
      throw await this.#errorOf(response);
    }
    return (await response.json()) as T;
  }

  async #errorOf(response: Response): Promise<GraphError> {
    const parsed = (await response.json().catch(() => ({}))) as GraphErrorBody;
    const error = parsed.error;
    const text = error?.error_user_msg ?? error?.message ?? `HTTP ${response.status}`;
    const details = error?.error_data?.details;
    return new GraphError(response.status, error?.code, details && !text.includes(details) ? `${text}: ${details}` : text);
  }
}
