import { APP_VERSION, type SessionResponse, type SessionUser, type TwoFactorChallengeResponse } from '@balcao/shared';
import { api, isApiError, tokens } from '../api/index.ts';
import { selectLanguage } from '../i18n/index.ts';
import { useSessionStore } from '../state/session.ts';

/** The browser flag that shows the campaign pages (set from the company's campaignsEnabled setting). */
export const CAMPAIGNS_FLAG_KEY = 'cshow';

export function hasCampaignsFlag(): boolean {
  try {
    return localStorage.getItem(CAMPAIGNS_FLAG_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberCampaignsFlag(user: SessionUser): void {
  const setting = user.company.settings.find(({ key }) => key === 'campaignsEnabled');
  if (setting && (setting.value === 'true' || setting.value === 'enabled')) {
    localStorage.setItem(CAMPAIGNS_FLAG_KEY, 'true');
  }
}

/** Starts the session a sign-in answered (after the password, or after its second step). */
export function begin(session: SessionResponse): SessionUser {
  tokens.set(session.token);
  rememberCampaignsFlag(session.user);
  // The language kept on the account wins over this device's at sign-in.
  if (session.user.language) {
    selectLanguage(session.user.language);
  }
  useSessionStore.getState().signedIn(session.user, 'login');
  return session.user;
}

/**
 * POST /auth/login; rejects with the ApiError to show (invalid credentials, expired subscription, …).
 * When the account needs a second step (two-factor), answers its challenge and no session starts yet.
 */
export async function login(email: string, password: string): Promise<SessionUser | TwoFactorChallengeResponse> {
  const answer = await api.post<SessionResponse | TwoFactorChallengeResponse>('/auth/login', { email, password }, { anonymous: true });
  return 'challenge' in answer ? answer : begin(answer);
}

/** Ends the session on the server (best effort) and here. */
export async function logout(): Promise<void> {
  try {
    await api.delete('/auth/logout');
  } catch {
    // The local session ends anyway.
  }
  tokens.set(null);
  useSessionStore.getState().signedOut();
}

/** At boot: resumes a stored session through /auth/me (the client refreshes an expired token). */
export async function restoreSession(): Promise<void> {
  const store = useSessionStore.getState();
  if (tokens.get() === null) {
    store.signedOut();
    return;
  }
  try {
    const user = await api.get<SessionUser>('/auth/me');
    rememberCampaignsFlag(user);
    store.signedIn(user);
  } catch (error) {
    if (isApiError(error) && error.status === 0) {
      // Server unreachable: keep the token for the next attempt but show the login page.
      useSessionStore.getState().signedOut();
      return;
    }
    tokens.set(null);
    useSessionStore.getState().signedOut();
  }
}

/** GET /version, falling back to the version this build was made with. */
export async function fetchServerVersion(): Promise<string> {
  try {
    const { version } = await api.get<{ version: string }>('/version', { anonymous: true });
    return typeof version === 'string' && version ? version : APP_VERSION;
  } catch {
    return APP_VERSION;
  }
}
