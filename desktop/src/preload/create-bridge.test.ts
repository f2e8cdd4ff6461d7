import { describe, expect, it } from 'vitest';
import { createBridge } from './create-bridge.ts';
import type { IpcRendererLike } from './create-bridge.ts';

type Listener = (event: unknown, ...args: unknown[]) => void;

/** A stand-in for Electron's ipcRenderer: records invokes, answers from a table, can push events. */
function fakeIpcRenderer(replies: Record<string, unknown> = {}) {
  const invokes: { channel: string; args: unknown[] }[] = [];
  const listeners = new Map<string, Set<Listener>>();
  const ipc: IpcRendererLike = {
    invoke(channel, ...args) {
      invokes.push({ channel, args });
      return Promise.resolve(replies[channel]);
    },
    on(channel, listener) {
      listeners.set(channel, (listeners.get(channel) ?? new Set()).add(listener));
    },
    removeListener(channel, listener) {
      listeners.get(channel)?.delete(listener);
    },
  };
  const push = (channel: string, payload: unknown): void => {
    for (const listener of listeners.get(channel) ?? []) {
      listener({}, payload);
    }
  };
  return { ipc, invokes, push };
}

describe('createBridge', () => {
  it('identifies itself as the Electron platform and cannot be modified by the page', () => {
    const bridge = createBridge(fakeIpcRenderer().ipc);
    expect(bridge.kind).toBe('electron');
    expect(Object.isFrozen(bridge)).toBe(true);
    expect(Object.keys(bridge)).not.toContain('invoke');
  });

  it('returns the app version from main', async () => {
    const { ipc, invokes } = fakeIpcRenderer({ 'app:getVersion': '6.0.0' });
    await expect(createBridge(ipc).getAppVersion()).resolves.toBe('6.0.0');
    expect(invokes).toEqual([{ channel: 'app:getVersion', args: [] }]);
  });

  it('rejects a malformed reply from main instead of handing it to the renderer', async () => {
    const { ipc } = fakeIpcRenderer({ 'app:getVersion': { version: 6 } });
    await expect(createBridge(ipc).getAppVersion()).rejects.toThrow(/app:getVersion reply/);
  });

  it('reads a preference, and reports an unset one as null', async () => {
    const stored = fakeIpcRenderer({ 'prefs:get': 'dark' });
    await expect(createBridge(stored.ipc).getPreference('theme')).resolves.toBe('dark');
    expect(stored.invokes).toEqual([{ channel: 'prefs:get', args: [{ key: 'theme' }] }]);

    const unset = fakeIpcRenderer({ 'prefs:get': null });
    await expect(createBridge(unset.ipc).getPreference('volume')).resolves.toBeNull();
  });

  it('treats a reply of the wrong type for that key as unset', async () => {
    const { ipc } = fakeIpcRenderer({ 'prefs:get': 0.4 });
    await expect(createBridge(ipc).getPreference('theme')).resolves.toBeNull();
  });

  it('never sends an unknown preference key or an invalid value to main', async () => {
    const { ipc, invokes } = fakeIpcRenderer();
    const bridge = createBridge(ipc);
    await expect(bridge.getPreference('authToken')).rejects.toThrow(/preference key/);
    await expect(bridge.setPreference('volume', 7)).rejects.toThrow(/value/);
    await expect(bridge.setPreference('authToken', 'x')).rejects.toThrow(/key/);
    expect(invokes).toEqual([]);
  });

  it('saves a valid preference', async () => {
    const { ipc, invokes } = fakeIpcRenderer();
    await createBridge(ipc).setPreference('drawerOpen', false);
    expect(invokes).toEqual([{ channel: 'prefs:set', args: [{ key: 'drawerOpen', value: false }] }]);
  });

  it('sends notifications and unread counts, refusing invalid ones', async () => {
    const { ipc, invokes } = fakeIpcRenderer();
    const bridge = createBridge(ipc);
    await bridge.showNotification({ title: 'Maria', body: 'Olá!', tag: 'ticket-42' });
    await bridge.setUnreadCount(3);
    await expect(bridge.setUnreadCount(1.5)).rejects.toThrow();
    await expect(bridge.showNotification({ title: '', body: 'x' })).rejects.toThrow(/title/);
    expect(invokes).toEqual([
      { channel: 'notify:show', args: [{ title: 'Maria', body: 'Olá!', tag: 'ticket-42' }] },
      { channel: 'badge:setUnread', args: [3] },
    ]);
  });

  it('asks main to connect to an http(s) server or to forget it, and passes on why a server was refused', async () => {
    const { ipc, invokes } = fakeIpcRenderer({ 'app:connectServer': { ok: false, reason: 'not-balcao' } });
    const bridge = createBridge(ipc);
    await expect(bridge.connectServer('https://atendimento.example.com')).resolves.toEqual({ ok: false, reason: 'not-balcao' });
    await expect(bridge.connectServer(null)).resolves.toEqual({ ok: false, reason: 'not-balcao' });
    await expect(bridge.connectServer('file:///etc/passwd')).rejects.toThrow(/url/);
    expect(invokes).toEqual([
      { channel: 'app:connectServer', args: [{ url: 'https://atendimento.example.com' }] },
      { channel: 'app:connectServer', args: [{ url: null }] },
    ]);
  });

  it('delivers notification clicks with their tag until unsubscribed', () => {
    const { ipc, push } = fakeIpcRenderer();
    const clicked: string[] = [];
    const unsubscribe = createBridge(ipc).onNotificationClick((tag) => clicked.push(tag));
    push('notify:clicked', 'ticket-42');
    push('notify:clicked', { not: 'a tag' });
    unsubscribe();
    push('notify:clicked', 'ticket-43');
    expect(clicked).toEqual(['ticket-42']);
  });

  it('loads and saves the to-do list, refusing a task without text', async () => {
    const task = {
      id: 'a',
      text: 'Ligar para a Carla',
      done: false,
      createdAt: '2026-11-25T09:00:00.000Z',
      updatedAt: '2026-11-25T09:00:00.000Z',
    };
    const { ipc, invokes } = fakeIpcRenderer({ 'todos:get': [task] });
    const bridge = createBridge(ipc);
    await expect(bridge.loadTodos()).resolves.toEqual([task]);
    await bridge.saveTodos([{ ...task, done: true }]);
    await expect(bridge.saveTodos([{ ...task, text: '' }])).rejects.toThrow(/todos:set/);
    expect(invokes).toEqual([
      { channel: 'todos:get', args: [] },
      { channel: 'todos:set', args: [[{ ...task, done: true }]] },
    ]);
  });

  it('loads and saves a conversation draft under its key', async () => {
    const { ipc, invokes } = fakeIpcRenderer({ 'drafts:get': 'Bom dia!' });
    const bridge = createBridge(ipc);
    await expect(bridge.loadDraft('h/u7/ticket/42')).resolves.toBe('Bom dia!');
    await bridge.saveDraft('h/u7/ticket/42', '');
    await expect(bridge.saveDraft('not a key', 'x')).rejects.toThrow(/key/);
    expect(invokes).toEqual([
      { channel: 'drafts:get', args: [{ key: 'h/u7/ticket/42' }] },
      { channel: 'drafts:set', args: [{ key: 'h/u7/ticket/42', text: '' }] },
    ]);
  });

  it('takes the route a deep link waits with, refusing one that is not a ticket, and hears when one waits', async () => {
    const route = '/tickets/6f1c2f7e-8d4b-4a57-9b0e-0d8c9b6a1e2f';
    await expect(createBridge(fakeIpcRenderer({ 'deeplink:take': route }).ipc).takeDeepLink()).resolves.toBe(route);
    await expect(createBridge(fakeIpcRenderer({ 'deeplink:take': null }).ipc).takeDeepLink()).resolves.toBeNull();
    await expect(createBridge(fakeIpcRenderer({ 'deeplink:take': '/settings' }).ipc).takeDeepLink()).rejects.toThrow(/deeplink:take/);

    const { ipc, push } = fakeIpcRenderer();
    let heard = 0;
    const unsubscribe = createBridge(ipc).onDeepLink(() => (heard += 1));
    push('deeplink:ready', '');
    unsubscribe();
    push('deeplink:ready', '');
    expect(heard).toBe(1);
  });
});
