import { SESSION_ENDED_CODES, type SessionResponse } from '@balcao/shared';
import { ApiError, apiErrorFrom, networkError } from './ApiError.ts';
import type { TokenStore } from './token.ts';

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  query?: Record<string, QueryValue>;
  /** JSON-encoded unless it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** A public call (login, refresh, version, sign-up): no bearer token and no session handling. */
  anonymous?: boolean;
  /** 'blob' reads the answer as bytes (media), 'json' (the default) parses it. */
  responseType?: 'json' | 'blob';
};

export type ApiClientOptions = {
  baseUrl: () => string;
  tokens: TokenStore;
  /** Receives the session a token refresh returned (the user may have changed). */
  onRefreshed?: (session: SessionResponse) => void;
  /** The session is over: a 401 naming an ended session, a failed refresh or a second expiry after the retry. */
  onSessionLost?: (error: ApiError) => void;
  /** The server refused a call with 403 ERR_NO_PERMISSION (the profile or the company's plan does not allow it). */
  onNoPermission?: (error: ApiError) => void;
  /** The server refused a call with 402 ERR_SUBSCRIPTION_EXPIRED (the company is past its due date). */
  onSubscriptionExpired?: (error: ApiError) => void;
  fetch?: typeof fetch;
};

type RefreshOutcome = { token: string } | { error: ApiError };

const REFRESH_PATH = '/auth/refresh_token';

function isExpired(error: ApiError): boolean {
  return error.status === 403 && error.code === 'ERR_SESSION_EXPIRED';
}

/**
 * The server says the session is over (no token, or one revoked). Any other refusal (a wrong
 * password or two-factor code typed by a signed-in user, whatever its status) is only an error
 * the screen shows: the user stays signed in.
 */
function isSessionEnded(error: ApiError): boolean {
  return error.status === 401 && (SESSION_ENDED_CODES as readonly string[]).includes(error.code);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * fetch with the bearer token and the refresh cookie. An expired access token (403
 * ERR_SESSION_EXPIRED) triggers one refresh, shared by every call that fails meanwhile, and
 * the call is retried once with the new token.
 */
export class ApiClient {
  readonly #options: ApiClientOptions;
  #refreshing: Promise<RefreshOutcome> | null = null;

  constructor(options: ApiClientOptions) {
    this.#options = options;
  }

  get<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('POST', path, { ...options, body });
  }

  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('PUT', path, { ...options, body });
  }

  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('PATCH', path, { ...options, body });
  }

  delete<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('DELETE', path, options);
  }

  /** Bytes behind an API path (media), fetched with the bearer token like any other call. */
  blob(path: string, options?: RequestOptions): Promise<Blob> {
    return this.request<Blob>('GET', path, { ...options, responseType: 'blob' });
  }

  /** Absolute URL of an API path (also used by the socket client and media links). */
  url(path: string, query?: Record<string, QueryValue>): string {
    const base = this.#options.baseUrl().replace(/\/+$/, '');
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) {
        search.append(key, String(value));
      }
    }
    const suffix = search.size > 0 ? `?${search.toString()}` : '';
    return `${base}${path.startsWith('/') ? path : `/${path}`}${suffix}`;
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    if (options.anonymous) {
      return this.#parse<T>(await this.#send(method, path, options, null), options);
    }
    if (this.#refreshing) {
      // Calls made while a refresh is running wait for its token instead of failing first.
      await this.#refreshing;
    }
    const sentToken = this.#options.tokens.get();
    try {
      return await this.#parse<T>(await this.#send(method, path, options, sentToken), options);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        throw error;
      }
      if (isSessionEnded(error)) {
        this.#lose(error);
        throw error;
      }
      if (error.status === 403 && error.code === 'ERR_NO_PERMISSION') {
        this.#options.onNoPermission?.(error);
      }
      if (error.status === 402 && error.code === 'ERR_SUBSCRIPTION_EXPIRED') {
        this.#options.onSubscriptionExpired?.(error);
      }
      if (!isExpired(error)) {
        throw error;
      }
    }
    const current = this.#options.tokens.get();
    // Another call may already have refreshed while this one was in flight.
    const outcome: RefreshOutcome = current !== null && current !== sentToken ? { token: current } : await this.refreshToken();
    if ('error' in outcome) {
      throw outcome.error;
    }
    try {
      return await this.#parse<T>(await this.#send(method, path, options, outcome.token), options);
    } catch (error) {
      if (error instanceof ApiError && (isSessionEnded(error) || isExpired(error))) {
        this.#lose(error);
      }
      throw error;
    }
  }

  /** Runs at most one refresh at a time; every caller gets the same outcome. */
  refreshToken(): Promise<RefreshOutcome> {
    this.#refreshing ??= this.#refresh().finally(() => {
      this.#refreshing = null;
    });
    return this.#refreshing;
  }

  async #refresh(): Promise<RefreshOutcome> {
    try {
      const session = await this.request<SessionResponse>('POST', REFRESH_PATH, { body: {}, anonymous: true });
      this.#options.tokens.set(session.token);
      this.#options.onRefreshed?.(session);
      return { token: session.token };
    } catch (error) {
      const failure = error instanceof ApiError ? error : networkError(error);
      // An unreachable server is not the end of the session; a refusal is.
      if (failure.status !== 0) {
        this.#lose(failure);
      }
      return { error: failure };
    }
  }

  #lose(error: ApiError): void {
    this.#options.tokens.set(null);
    this.#options.onSessionLost?.(error);
  }

  async #send(method: string, path: string, options: RequestOptions, token: string | null): Promise<Response> {
    const headers = new Headers({ Accept: 'application/json' });
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
    if (token !== null) {
      headers.set('Authorization', `Bearer ${token}`);
    }
    const fetchImpl = this.#options.fetch ?? fetch;
    try {
      return await fetchImpl(this.url(path, options.query), {
        method,
        headers,
        credentials: 'include',
        ...(body === undefined ? {} : { body }),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        throw error;
      }
      throw networkError(error);
    }
  }

  async #parse<T>(response: Response, options: RequestOptions): Promise<T> {
    if (response.ok && options.responseType === 'blob') {
      return (await response.blob()) as T;
    }
    const payload = await readBody(response);
    if (!response.ok) {
      throw apiErrorFrom(response.status, payload, response.statusText);
    }
    return payload as T;
  }
}
