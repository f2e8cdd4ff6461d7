import { APP_VERSION } from '@balcao/shared';
import {
  PREFERENCE_KEYS,
  type ConnectServerResult,
  type NotificationRequest,
  type Platform,
  type Preferences,
  type PreferenceKey,
  type Todo,
} from './Platform.ts';
import type * as WebLocalDataModule from './webLocalData.ts';

/** Unread count prefix in the tab title: `(3) Balcão`. */
const UNREAD_PREFIX = /^\(\d+\)\s/;

type WebLocalData = typeof WebLocalDataModule;
let loadedLocalData: WebLocalData | undefined;

async function webLocalData(): Promise<WebLocalData> {
  loadedLocalData ??= await import('./webLocalData.ts');
  return loadedLocalData;
}

/** Writes at once when the module is already loaded: a draft flushed as the page unloads must not wait. */
function withWebLocalData(write: (data: WebLocalData) => Promise<void>): Promise<void> {
  return loadedLocalData ? write(loadedLocalData) : webLocalData().then(write);
}

export class WebPlatform implements Platform {
  readonly kind = 'web' as const;
  readonly choosesServer = false;

  needsServerAddress(): boolean {
    return false;
  }
  readonly #clickListeners = new Set<(tag: string) => void>();

  loadPreferences(): Promise<Preferences> {
    const preferences: Preferences = {};
    for (const key of PREFERENCE_KEYS) {
      const value = localStorage.getItem(key);
      if (value !== null) {
        preferences[key] = value;
      }
    }
    return Promise.resolve(preferences);
  }

  setPreference(key: PreferenceKey, value: string): Promise<void> {
    localStorage.setItem(key, value);
    return Promise.resolve();
  }

  async requestNotificationPermission(): Promise<void> {
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
      await Notification.requestPermission().catch(() => undefined);
    }
  }

  showNotification({ title, body, tag }: NotificationRequest): Promise<void> {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') {
      return Promise.resolve();
    }
    const notification = new Notification(title, { body, ...(tag === undefined ? {} : { tag }) });
    notification.onclick = () => {
      window.focus();
      for (const listener of this.#clickListeners) {
        listener(tag ?? '');
      }
    };
    return Promise.resolve();
  }

  onNotificationClick(listener: (tag: string) => void): () => void {
    this.#clickListeners.add(listener);
    return () => {
      this.#clickListeners.delete(listener);
    };
  }

  setUnreadCount(count: number): Promise<void> {
    const base = document.title.replace(UNREAD_PREFIX, '');
    document.title = count > 0 ? `(${count}) ${base}` : base;
    return Promise.resolve();
  }

  appVersion(): Promise<string> {
    return Promise.resolve(APP_VERSION);
  }

  /** The page's own origin is the server; there is nothing to choose. */
  connectServer(): Promise<ConnectServerResult> {
    return Promise.resolve({ ok: false, reason: 'unreachable' });
  }

  async loadTodos(): Promise<Todo[]> {
    return (await webLocalData()).loadTodos();
  }

  saveTodos(todos: readonly Todo[]): Promise<void> {
    return withWebLocalData((data) => data.saveTodos(todos));
  }

  async loadDraft(key: string): Promise<string> {
    return (await webLocalData()).loadDraft(key);
  }

  saveDraft(key: string, text: string): Promise<void> {
    return withWebLocalData((data) => data.saveDraft(key, text));
  }

  /** A web link is the page's own address (`#/tickets/{uuid}`): the router opens it. */
  takeDeepLink(): Promise<string | null> {
    return Promise.resolve(null);
  }

  onDeepLink(): () => void {
    return () => undefined;
  }
}
