import type { DesktopBridge, NotificationRequest } from '../common/bridge.ts';
import {
  eventChannels,
  invokeChannels,
  isEventChannel,
  isInvokeChannel,
  parseOrThrow,
  parseStoredPreference,
  preferenceKeySchema,
} from '../common/ipc.ts';
import type { EventChannel, InvokeChannel, InvokeReply } from '../common/ipc.ts';
import type { Todo } from '../common/todos.ts';

type IpcListener = (event: unknown, ...args: unknown[]) => void;

/** The part of Electron's `ipcRenderer` the bridge needs; tests pass a fake. */
export type IpcRendererLike = {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: IpcListener): unknown;
  removeListener(channel: string, listener: IpcListener): unknown;
};

/**
 * Builds `window.balcaoDesktop`. Only channels named in `common/ipc.ts` are reachable; each request
 * is checked before it is sent (so the renderer gets a clear error early) and each reply from main
 * is parsed with its schema before the renderer sees it.
 */
export function createBridge(ipc: IpcRendererLike): DesktopBridge {
  async function call<C extends InvokeChannel>(channel: C, request: unknown): Promise<InvokeReply<C>> {
    if (!isInvokeChannel(channel)) {
      throw new Error(`Unknown IPC channel: ${String(channel)}`);
    }
    const schemas = invokeChannels[channel];
    const checked = parseOrThrow(schemas.request, request, `${channel} request`);
    const reply = await (checked === undefined ? ipc.invoke(channel) : ipc.invoke(channel, checked));
    return parseOrThrow(schemas.reply, reply, `${channel} reply`) as InvokeReply<C>;
  }

  function subscribe(channel: EventChannel, listener: (payload: string) => void): () => void {
    if (!isEventChannel(channel)) {
      throw new Error(`Unknown IPC event: ${String(channel)}`);
    }
    const wrapped: IpcListener = (_event, payload) => {
      const result = eventChannels[channel].safeParse(payload);
      if (result.success) {
        listener(result.data);
      }
    };
    ipc.on(channel, wrapped);
    return () => {
      ipc.removeListener(channel, wrapped);
    };
  }

  return Object.freeze({
    kind: 'electron' as const,
    getAppVersion: () => call('app:getVersion', undefined),
    async getPreference(key: string): Promise<unknown> {
      const checkedKey = parseOrThrow(preferenceKeySchema, key, 'preference key');
      const value = await call('prefs:get', { key: checkedKey });
      return value === null ? null : parseStoredPreference(checkedKey, value);
    },
    async setPreference(key: string, value: unknown): Promise<void> {
      await call('prefs:set', { key, value });
    },
    async showNotification(request: NotificationRequest): Promise<void> {
      await call('notify:show', request);
    },
    async setUnreadCount(count: number): Promise<void> {
      await call('badge:setUnread', count);
    },
    onNotificationClick: (listener: (tag: string) => void) => subscribe('notify:clicked', listener),
    connectServer: (url: string | null) => call('app:connectServer', { url }),
    loadTodos: () => call('todos:get', undefined),
    async saveTodos(todos: readonly Todo[]): Promise<void> {
      await call('todos:set', todos);
    },
    loadDraft: (key: string) => call('drafts:get', { key }),
    async saveDraft(key: string, text: string): Promise<void> {
      await call('drafts:set', { key, text });
    },
    takeDeepLink: () => call('deeplink:take', undefined),
    onDeepLink: (listener: () => void) =>
      subscribe('deeplink:ready', () => {
        listener();
      }),
  });
}
