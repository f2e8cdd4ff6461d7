import { useSessionStore } from '../state/session.ts';
import { ApiClient } from './client.ts';
import { createTokenStore } from './token.ts';
import { announceNoPermission } from './noPermission.ts';
import { announceSubscriptionExpired } from './subscriptionExpired.ts';

export { ApiError, isApiError } from './ApiError.ts';
export type { QueryValue, RequestOptions } from './client.ts';

/** Used under file:// (Electron) when no server address was saved yet. */
export const DEFAULT_SERVER_URL = 'http://localhost:8080';

let savedServerUrl: string | undefined;

/** The Electron `serverUrl` preference, read at boot. */
export function configureServerUrl(url: string | undefined): void {
  const trimmed = url?.trim();
  savedServerUrl = trimmed ? trimmed : undefined;
}

/** VITE_BACKEND_URL, else the saved server (Electron), else the page's own origin. */
export function apiBaseUrl(): string {
  const fromBuild: unknown = import.meta.env.VITE_BACKEND_URL;
  if (typeof fromBuild === 'string' && fromBuild.length > 0) {
    return fromBuild;
  }
  if (savedServerUrl) {
    return savedServerUrl;
  }
  const { origin, protocol } = window.location;
  return protocol === 'http:' || protocol === 'https:' ? origin : DEFAULT_SERVER_URL;
}

export const tokens = createTokenStore();

export const api = new ApiClient({
  baseUrl: apiBaseUrl,
  tokens,
  onRefreshed: ({ user }) => useSessionStore.getState().userChanged(user),
  onSessionLost: () => useSessionStore.getState().signedOut(),
  onNoPermission: announceNoPermission,
  onSubscriptionExpired: announceSubscriptionExpired,
});
