/**
 * The typed surface the preload script exposes to the renderer as `window.balcaoDesktop`.
 * The renderer never touches ipcRenderer; it only calls these named methods.
 */
import type { Todo } from './todos.ts';

export type NotificationRequest = { title: string; body: string; tag?: string };

/** The server check's answer (see `app:connectServer` in ipc.ts). */
export type ConnectServerResult = { ok: true } | { ok: false; reason: 'unreachable' | 'not-balcao' };

export type DesktopBridge = {
  readonly kind: 'electron';
  getAppVersion(): Promise<string>;
  getPreference(key: string): Promise<unknown>;
  setPreference(key: string, value: unknown): Promise<void>;
  showNotification(request: NotificationRequest): Promise<void>;
  setUnreadCount(count: number): Promise<void>;
  /** Called with the notification's tag when the user clicks it; returns an unsubscribe function. */
  onNotificationClick(listener: (tag: string) => void): () => void;
  /** Checks and saves the Balcão server to work with, then the window loads it; `null` forgets it. */
  connectServer(url: string | null): Promise<ConnectServerResult>;
  loadTodos(): Promise<Todo[]>;
  saveTodos(todos: readonly Todo[]): Promise<void>;
  /** What was typed in a conversation and not sent ('' when nothing). */
  loadDraft(key: string): Promise<string>;
  /** '' forgets the draft. */
  saveDraft(key: string, text: string): Promise<void>;
  /** The route a balcao:// link or a notification click asked for, once; null when none waits. */
  takeDeepLink(): Promise<string | null>;
  /** Called when a deep link waits (then take it); returns an unsubscribe function. */
  onDeepLink(listener: () => void): () => void;
};

export const BRIDGE_GLOBAL = 'balcaoDesktop';
