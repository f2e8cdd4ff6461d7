import type { DesktopBridge } from '../../common/bridge.ts';
import type { PreferenceKey as BridgePreferenceKey, PreferenceValue } from '../../common/ipc.ts';
import {
  PREFERENCE_KEYS,
  type ConnectServerResult,
  type NotificationRequest,
  type Platform,
  type Preferences,
  type PreferenceKey,
  type Todo,
} from './Platform.ts';

/** Every preference the renderer keeps must be one the main process accepts. */
const BRIDGE_KEYS: readonly BridgePreferenceKey[] = PREFERENCE_KEYS;

const BOOLEAN_KEYS: ReadonlySet<PreferenceKey> = new Set(['signOption', 'drawerOpen', 'startWithSystem', 'closeToTray']);

/** The main process validates types: the volume travels as a number, the switches as booleans, the rest as strings. */
function toBridgeValue(key: PreferenceKey, value: string): PreferenceValue {
  if (key === 'volume') {
    return Number(value);
  }
  return BOOLEAN_KEYS.has(key) ? value === 'true' : value;
}

/** Everything goes through the typed preload bridge; the renderer never sees ipcRenderer. */
export class ElectronPlatform implements Platform {
  readonly kind = 'electron' as const;
  readonly choosesServer = true;
  readonly #bridge: DesktopBridge;
  readonly #pageProtocol: string;

  /** `pageProtocol`: `file:` for the bundled pages, `http(s):` once the window loads a server's. */
  constructor(bridge: DesktopBridge, pageProtocol = window.location.protocol) {
    this.#bridge = bridge;
    this.#pageProtocol = pageProtocol;
  }

  needsServerAddress(): boolean {
    return this.#pageProtocol === 'file:';
  }

  async loadPreferences(): Promise<Preferences> {
    const values = await Promise.all(BRIDGE_KEYS.map((key) => this.#bridge.getPreference(key)));
    const preferences: Preferences = {};
    PREFERENCE_KEYS.forEach((key, index) => {
      const value = values[index];
      if (typeof value === 'string') {
        preferences[key] = value;
      } else if (typeof value === 'number' || typeof value === 'boolean') {
        preferences[key] = String(value);
      }
    });
    return preferences;
  }

  setPreference(key: PreferenceKey, value: string): Promise<void> {
    return this.#bridge.setPreference(key, toBridgeValue(key, value));
  }

  requestNotificationPermission(): Promise<void> {
    return Promise.resolve();
  }

  showNotification(request: NotificationRequest): Promise<void> {
    return this.#bridge.showNotification(request);
  }

  onNotificationClick(listener: (tag: string) => void): () => void {
    return this.#bridge.onNotificationClick(listener);
  }

  setUnreadCount(count: number): Promise<void> {
    return this.#bridge.setUnreadCount(count);
  }

  appVersion(): Promise<string> {
    return this.#bridge.getAppVersion();
  }

  connectServer(url: string | null): Promise<ConnectServerResult> {
    return this.#bridge.connectServer(url);
  }

  loadTodos(): Promise<Todo[]> {
    return this.#bridge.loadTodos();
  }

  saveTodos(todos: readonly Todo[]): Promise<void> {
    return this.#bridge.saveTodos(todos);
  }

  loadDraft(key: string): Promise<string> {
    return this.#bridge.loadDraft(key);
  }

  saveDraft(key: string, text: string): Promise<void> {
    return this.#bridge.saveDraft(key, text);
  }

  takeDeepLink(): Promise<string | null> {
    return this.#bridge.takeDeepLink();
  }

  onDeepLink(listener: () => void): () => void {
    return this.#bridge.onDeepLink(listener);
  }
}
