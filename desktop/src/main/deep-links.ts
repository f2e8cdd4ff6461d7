/** The scheme the packaged app registers with the OS (electron-builder.yml `protocols`). */
export const DEEP_LINK_SCHEME = 'balcao';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The renderer route a link points to, or null when it is not one of ours: `balcao://ticket/{uuid}`
 * → `/tickets/{uuid}`. Anything else (another scheme, another host, a path that is not a uuid, extra
 * segments) is refused, so a crafted link cannot steer the window to an arbitrary route.
 */
export function routeFromDeepLink(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:` || url.hostname.toLowerCase() !== 'ticket') {
    return null;
  }
  const uuid = url.pathname.replace(/^\/+|\/+$/g, '');
  return UUID.test(uuid) ? `/tickets/${uuid.toLowerCase()}` : null;
}

/** A ticket notification's tag is the ticket's uuid: its click opens `/tickets/{uuid}`; other tags → null. */
export function routeFromNotificationTag(tag: string): string | null {
  return UUID.test(tag) ? `/tickets/${tag.toLowerCase()}` : null;
}

/** Windows and Linux start the app (or a second instance) with the link among its arguments. */
export function deepLinkInArgv(argv: readonly string[]): string | null {
  for (const argument of argv) {
    if (argument.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}://`) && routeFromDeepLink(argument)) {
      return argument;
    }
  }
  return null;
}

/** The part of Electron's `app` that registers the scheme. */
export type ProtocolApp = {
  setAsDefaultProtocolClient(protocol: string, path?: string, args?: string[]): boolean;
};

/**
 * Makes this app the handler of balcao:// links. An unpackaged run (`electron desktop`) must name
 * the app folder, or the OS would start a bare Electron (Electron's deep-link tutorial).
 */
export function registerDeepLinkScheme(
  app: ProtocolApp,
  process: { defaultApp?: boolean; execPath: string; argv: readonly string[] },
): boolean {
  const appPath = process.argv[1];
  if (process.defaultApp && appPath !== undefined) {
    return app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [appPath]);
  }
  return app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
}

export type DeepLinkServiceOptions = {
  /** Shows and focuses the main window, opening one when there is none. */
  showWindow(): void;
  /** Tells the renderer a route waits (`deeplink:ready`); it then takes it. */
  notifyRenderer(): void;
};

export type DeepLinkService = {
  /** A link from the OS (argv, second instance, macOS `open-url`) or a notification; false when refused. */
  open(link: string): boolean;
  /** A route to open right away (a notification click): same path as a link. */
  openRoute(route: string): void;
  /** The route waiting for the renderer, handed out once (`deeplink:take`). */
  take(): string | null;
};

/**
 * Holds the last route a link asked for until the renderer takes it. Pull rather than push: at a cold
 * start the page is not loaded (or the user not signed in) when the link arrives, and a pushed event
 * would be lost; the renderer takes the route once it can show it, and again on each `deeplink:ready`.
 */
export function createDeepLinkService(options: DeepLinkServiceOptions): DeepLinkService {
  let pending: string | null = null;
  const openRoute = (route: string): void => {
    pending = route;
    options.showWindow();
    options.notifyRenderer();
  };
  return {
    open(link) {
      const route = routeFromDeepLink(link);
      if (route === null) {
        return false;
      }
      openRoute(route);
      return true;
    },
    openRoute,
    take() {
      const route = pending;
      pending = null;
      return route;
    },
  };
}
