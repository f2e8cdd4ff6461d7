import type { ConnectServerResult } from '../common/bridge.ts';
import type { PreferencesService } from './preferences-service.ts';

/** `fetch`'s shape as far as the check needs it (Electron's `net.fetch` in the app, Node's in tests). */
export type FetchLike = (
  url: string,
  init: { signal: AbortSignal; redirect: 'error' },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

export type ServerConnectorOptions = {
  fetch: FetchLike;
  preferences: Pick<PreferencesService, 'set' | 'clear'>;
  /** Loads the renderer from that server (an origin URL), or the bundled one for `null`. */
  useServer(serverUrl: string | null): void;
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 8_000;

function isBalcaoVersion(body: unknown): boolean {
  return typeof body === 'object' && body !== null && typeof (body as { version?: unknown }).version === 'string';
}

/**
 * Chooses the Balcão server the desktop app works with. An address is saved only once the server
 * answered `GET /version` like a Balcão server, so a typo never locks the attendant out of the
 * app: they stay on the address screen with the reason.
 */
export function createServerConnector(options: ServerConnectorOptions) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function check(origin: string): Promise<ConnectServerResult> {
    try {
      const response = await options.fetch(new URL('/version', origin).href, {
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      if (!response.ok) {
        return { ok: false, reason: 'not-balcao' };
      }
      return isBalcaoVersion(await response.json().catch(() => null)) ? { ok: true } : { ok: false, reason: 'not-balcao' };
    } catch {
      return { ok: false, reason: 'unreachable' };
    }
  }

  return {
    async connect(url: string | null): Promise<ConnectServerResult> {
      if (url === null) {
        options.preferences.clear('serverUrl');
        options.useServer(null);
        return { ok: true };
      }
      const origin = new URL(url).origin;
      const result = await check(origin);
      if (result.ok) {
        options.preferences.set({ key: 'serverUrl', value: origin });
        options.useServer(origin);
      }
      return result;
    },
  };
}
