/**
 * Every path prefix the API answers at. The renderer is hash-routed, yet several screens share a first
 * segment with the API (`/tickets`, `/contacts`…), so the prefix alone never decides: see `isPageRequest`.
 */
export const API_PREFIXES = [
  '/auth',
  '/version',
  '/companies',
  '/plans',
  '/settings',
  '/users',
  '/whatsapp',
  '/whatsappsession',
  '/tickets',
  '/ticket',
  '/ticket-notes',
  '/ticket-tags',
  '/messages',
  '/contacts',
  '/contact-lists',
  '/contact-list-items',
  '/queue',
  '/queue-options',
  '/queueIntegration',
  '/tags',
  '/quick-messages',
  '/media',
  '/sandbox',
  '/schedules',
  '/helps',
  '/invoices',
  '/subscription',
  '/dashboard',
  '/announcements',
  '/chats',
  '/prompt',
  '/files',
  '/campaigns',
  '/campaign-settings',
  '/forgetpassword',
  '/resetpasswords',
  '/public',
  '/api',
] as const;

/** Prefixes that are never a screen: a browser opening them (a file, the external API) wants the API's answer. */
const NEVER_A_PAGE = ['/api', '/public', '/media', '/socket.io', '/version', '/auth'] as const;

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export type PageRequest = { method: string; path: string; accept: string };

/**
 * Whether a request is a browser opening a screen by its plain address (`/tickets/42`, a shared link):
 * a GET that asks for HTML, not for a file of the build (a dot in the last segment) and not under a
 * prefix that is never a screen. The API's own clients ask for JSON, so they never match.
 */
export function isPageRequest({ method, path, accept }: PageRequest): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || !accept.includes('text/html')) {
    return false;
  }
  const last = path.slice(path.lastIndexOf('/') + 1);
  return path !== '/' && !last.includes('.') && !NEVER_A_PAGE.some((prefix) => under(path, prefix));
}
