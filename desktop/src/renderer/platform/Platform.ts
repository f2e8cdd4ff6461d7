import type { ConnectServerResult, NotificationRequest } from '../../common/bridge.ts';
import type { Todo } from '../../common/todos.ts';

/**
 * Preferences the renderer keeps between runs (localStorage on the web, the settings store in
 * Electron), as text: state/preferences.ts reads each one back on its own and falls back to its
 * default when it is not readable. (The window's place is kept by the main process alone.)
 */
export const PREFERENCE_KEYS = [
  'theme',
  'volume',
  'language',
  'serverUrl',
  'signOption',
  'drawerOpen',
  'startWithSystem',
  'closeToTray',
] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];
export type Preferences = Partial<Record<PreferenceKey, string>>;

export type { ConnectServerResult, NotificationRequest, Todo };

/** What differs between the browser and the Electron shell; chosen once at boot. */
export type Platform = {
  readonly kind: 'web' | 'electron';
  /** Reads every known preference at once (the boot needs them before the first render). */
  loadPreferences(): Promise<Preferences>;
  setPreference(key: PreferenceKey, value: string): Promise<void>;
  /** Asks once for the right to show notifications where the platform needs it (the browser). */
  requestNotificationPermission(): Promise<void>;
  showNotification(request: NotificationRequest): Promise<void>;
  /** Returns an unsubscribe function. */
  onNotificationClick(listener: (tag: string) => void): () => void;
  setUnreadCount(count: number): Promise<void>;
  appVersion(): Promise<string>;
  /**
   * Whether the attendant chooses the server (the desktop app); the web build always works with the
   * server that served it.
   */
  readonly choosesServer: boolean;
  /** True while the desktop app shows its bundled pages, before a server was chosen. */
  needsServerAddress(): boolean;
  /** Checks and saves the server, after which the window loads it; `null` forgets it. */
  connectServer(url: string | null): Promise<ConnectServerResult>;
  /** The personal to-do list, kept on this machine only (never sent to the server). */
  loadTodos(): Promise<Todo[]>;
  saveTodos(todos: readonly Todo[]): Promise<void>;
  /** What was typed in a conversation and not sent yet ('' when nothing), kept on this machine. */
  loadDraft(key: string): Promise<string>;
  /** '' forgets the draft (it was sent, or erased). */
  saveDraft(key: string, text: string): Promise<void>;
  /**
   * The route a balcao:// link or a notification click asked for (`/tickets/{uuid}`), handed out
   * once; null when none waits (always on the web, where the link is the address itself).
   */
  takeDeepLink(): Promise<string | null>;
  /** Called when a deep link waits; returns an unsubscribe function. */
  onDeepLink(listener: () => void): () => void;
};
