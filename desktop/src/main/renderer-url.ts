import { pathToFileURL } from 'node:url';

export type RendererUrlOptions = {
  /** `process.env.BALCAO_RENDERER_URL`: a Vite dev server, honoured only in unpackaged (dev) runs. */
  devUrl: string | undefined;
  isPackaged: boolean;
  /**
   * The Balcão server the attendant works with (`BALCAO_SERVER_URL`, or the `serverUrl` preference).
   * The server serves the same web build, so loading it from there keeps the API and the refresh
   * cookie same-origin.
   */
  serverUrl?: string | undefined;
  /** Absolute path of the built web renderer, `desktop/dist/web/index.html`. */
  webIndexPath: string;
};

export function isHttpUrl(url: string): boolean {
  const parsed = URL.parse(url);
  return parsed !== null && (parsed.protocol === 'http:' || parsed.protocol === 'https:');
}

/**
 * The URL the main window loads: the dev server (unpackaged runs), else the configured Balcão server,
 * else the bundled renderer as a file URL (it uses a hash router).
 */
export function resolveRendererUrl(options: RendererUrlOptions): string {
  const devUrl = options.devUrl?.trim();
  if (!options.isPackaged && devUrl && isHttpUrl(devUrl)) {
    return devUrl;
  }
  const serverUrl = options.serverUrl?.trim();
  if (serverUrl && isHttpUrl(serverUrl)) {
    return new URL('/', serverUrl).href;
  }
  return pathToFileURL(options.webIndexPath).href;
}

/**
 * Whether `candidate` is our own renderer: the same file (any hash route) for a file renderer,
 * the same origin for a dev server. Everything else is foreign content.
 */
export function isRendererUrl(candidate: string, rendererUrl: string): boolean {
  const target = URL.parse(candidate);
  const own = URL.parse(rendererUrl);
  if (!target || !own) {
    return false;
  }
  if (own.protocol === 'file:') {
    return target.protocol === 'file:' && target.host === own.host && target.pathname === own.pathname;
  }
  return target.origin === own.origin;
}
