/**
 * The hash-router address for a screen opened by its plain path (`/tickets/42` → `/#/tickets/42`), or
 * null when there is nothing to move. The server answers such paths with the app and a `<base>` at the
 * app's root (which may be a proxy's sub-path), so the root is read from that base; without one (the
 * Vite dev server) the app sits at `/`.
 */
export function deepLinkAddress(href: string, baseUri: string | null): string | null {
  const url = new URL(href);
  const root = new URL(baseUri === null ? '/' : './', baseUri ?? href);
  if (!/^https?:$/.test(url.protocol) || url.hash || url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) {
    return null;
  }
  const rest = url.pathname.slice(root.pathname.length).replace(/\/+$/, '');
  if (rest === '' || rest === 'index.html') {
    return null;
  }
  return `${root.pathname}#/${rest}${url.search}`;
}

/** Moves a plain screen path into the hash, in place (no reload, no extra history entry). */
export function adoptDeepLink(): void {
  const address = deepLinkAddress(window.location.href, document.querySelector('base') ? document.baseURI : null);
  if (address) {
    window.history.replaceState(window.history.state, '', address);
  }
}
