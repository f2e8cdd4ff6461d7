import type { SessionResponse } from '@balcao/shared';

export type JsonResponse<T = unknown> = { status: number; body: T; headers: Headers };

/** A small fetch wrapper that keeps the refresh cookie like a browser would. */
export class HttpClient {
  readonly baseUrl: string;
  cookie: string | undefined;
  token: string | undefined;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async request<T = Record<string, unknown>>(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse<T>> {
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const [pair] = setCookie.split(';');
      this.cookie = pair?.endsWith('=') ? undefined : pair;
    }
    const text = await response.text();
    // A file (CSV, ZIP, a page) comes back as its text.
    const json = /json/i.test(response.headers.get('content-type') ?? '');
    return { status: response.status, body: (text ? (json ? JSON.parse(text) : text) : undefined) as T, headers: response.headers };
  }

  async login(email: string, password: string): Promise<SessionResponse> {
    const response = await this.request<SessionResponse>('POST', '/auth/login', { email, password });
    if (response.status !== 200) {
      throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
    }
    this.token = response.body.token;
    return response.body;
  }
}
