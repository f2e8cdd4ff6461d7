import { describe, expect, it, vi } from 'vitest';
import { INVOKE_CHANNELS } from '../common/ipc.ts';
import type { InvokeChannel } from '../common/ipc.ts';
import { registerIpcHandlers } from './ipc-handlers.ts';
import type { InvokeEventLike, InvokeHandlers, IpcMainLike } from './ipc-handlers.ts';
import { createLineLogger } from './logger.ts';

const RENDERER = 'file:///opt/Balcao/resources/app.asar/dist/web/index.html';
type Listener = (event: InvokeEventLike, ...args: unknown[]) => unknown;

/** A stand-in for Electron's ipcMain: keeps the registered handlers so the test can invoke them. */
function fakeIpcMain() {
  const registered = new Map<string, Listener>();
  const ipcMain: IpcMainLike = {
    handle(channel, listener) {
      registered.set(channel, listener);
    },
    removeHandler(channel) {
      registered.delete(channel);
    },
  };
  return { ipcMain, registered };
}

function setUp() {
  const handlers = {
    'app:getVersion': vi.fn(() => '6.0.0'),
    'prefs:get': vi.fn(() => 'dark' as const),
    'prefs:set': vi.fn(() => undefined),
    'notify:show': vi.fn(() => undefined),
    'badge:setUnread': vi.fn(() => undefined),
    'app:connectServer': vi.fn(() => ({ ok: true as const })),
    'todos:get': vi.fn(() => []),
    'todos:set': vi.fn(() => undefined),
    'drafts:get': vi.fn(() => ''),
    'drafts:set': vi.fn(() => undefined),
    'deeplink:take': vi.fn(() => '/tickets/6f1c2f7e-8d4b-4a57-9b0e-0d8c9b6a1e2f'),
  } satisfies InvokeHandlers;
  const { ipcMain, registered } = fakeIpcMain();
  const logLines: string[] = [];
  const unregister = registerIpcHandlers(ipcMain, handlers, {
    isTrustedSender: (event) => event.senderFrame?.url.startsWith(RENDERER) ?? false,
    logger: createLineLogger((line) => logLines.push(line)),
  });
  const invokeFrom =
    (url: string | null) =>
    (channel: InvokeChannel, ...args: unknown[]) => {
      const listener = registered.get(channel);
      if (!listener) {
        throw new Error(`no handler for ${channel}`);
      }
      return Promise.resolve(listener({ senderFrame: url === null ? null : { url } }, ...args));
    };
  return { handlers, registered, unregister, logLines, invoke: invokeFrom(`${RENDERER}#/tickets`), invokeFrom };
}

describe('registerIpcHandlers', () => {
  it('registers every channel of the map', () => {
    const { registered } = setUp();
    expect([...registered.keys()]).toEqual(INVOKE_CHANNELS);
  });

  it('passes valid requests to the handlers and returns their replies', async () => {
    const { invoke, handlers } = setUp();
    await expect(invoke('app:getVersion')).resolves.toBe('6.0.0');
    await expect(invoke('prefs:get', { key: 'theme' })).resolves.toBe('dark');
    await invoke('prefs:set', { key: 'volume', value: 0.3 });
    await invoke('notify:show', { title: 'Maria', body: 'Olá', tag: 'ticket-1' });
    await invoke('badge:setUnread', 4);
    expect(handlers['prefs:set']).toHaveBeenCalledWith({ key: 'volume', value: 0.3 });
    expect(handlers['notify:show']).toHaveBeenCalledWith({ title: 'Maria', body: 'Olá', tag: 'ticket-1' });
    expect(handlers['badge:setUnread']).toHaveBeenCalledWith(4);
  });

  const badRequests: [InvokeChannel, unknown[]][] = [
    ['app:getVersion', ['unexpected']],
    ['app:getVersion', [undefined, 'extra']],
    ['prefs:get', []],
    ['prefs:get', ['theme']],
    ['prefs:get', [{ key: 'authToken' }]],
    ['prefs:get', [{ key: 'constructor' }]],
    ['prefs:get', [{ key: 'theme', extra: true }]],
    ['prefs:set', [{ key: 'theme' }]],
    ['prefs:set', [{ key: 'theme', value: 'neon' }]],
    ['prefs:set', [{ key: 'serverUrl', value: 'file:///etc/passwd' }]],
    ['prefs:set', [{ key: 'volume', value: -0.1 }]],
    ['prefs:set', [{ key: '__proto__', value: { polluted: true } }]],
    ['prefs:set', [{ key: 'theme', value: 'dark' }, 'extra']],
    ['notify:show', [{ title: 'x' }]],
    ['notify:show', [{ title: '', body: 'empty title' }]],
    ['notify:show', [{ title: 'x'.repeat(257), body: '' }]],
    ['notify:show', [{ title: 'x', body: 'y', icon: '/etc/passwd' }]],
    ['notify:show', [{ title: 'x', body: 'y', tag: 42 }]],
    ['badge:setUnread', []],
    ['badge:setUnread', [-1]],
    ['badge:setUnread', [2.5]],
    ['badge:setUnread', ['3']],
    ['badge:setUnread', [Number.NaN]],
    ['badge:setUnread', [1e12]],
    ['todos:get', ['everything']],
    ['todos:set', [{ tasks: [] }]],
    ['todos:set', [[{ id: 'a', text: '', done: false, createdAt: '2026-11-25T09:00:00.000Z', updatedAt: '2026-11-25T09:00:00.000Z' }]]],
    ['todos:set', [[{ id: 'a', text: 'x', done: 'yes', createdAt: '2026-11-25T09:00:00.000Z', updatedAt: '2026-11-25T09:00:00.000Z' }]]],
    ['drafts:get', [{ key: '' }]],
    ['drafts:get', [{ key: 'has spaces' }]],
    ['drafts:set', [{ key: 'h/u1/ticket/1' }]],
    ['drafts:set', [{ key: 'h/u1/ticket/1', text: 'x'.repeat(65_001) }]],
    ['deeplink:take', [{ route: '/settings' }]],
    ['prefs:set', [{ key: 'closeToTray', value: 'true' }]],
  ];

  it.each(badRequests)('rejects %s called with %j without running the handler', async (channel, args) => {
    const { invoke, handlers, logLines } = setUp();
    await expect(invoke(channel, ...args)).rejects.toThrow(new RegExp(channel));
    expect(handlers[channel]).not.toHaveBeenCalled();
    expect(logLines.join('')).toContain('IPC call rejected');
  });

  it.each([['https://evil.example/'], ['file:///tmp/downloaded.html'], [null]])(
    'rejects calls from a frame that is not the Balcão renderer (%s)',
    async (url) => {
      const { invokeFrom, handlers } = setUp();
      await expect(invokeFrom(url)('badge:setUnread', 1)).rejects.toThrow(/sender/);
      expect(handlers['badge:setUnread']).not.toHaveBeenCalled();
    },
  );

  it('passes handler failures back to the renderer', async () => {
    const { invoke, handlers } = setUp();
    handlers['prefs:set'].mockImplementation(() => {
      throw new Error('disk full');
    });
    await expect(invoke('prefs:set', { key: 'theme', value: 'dark' })).rejects.toThrow('disk full');
  });

  it('unregisters every channel', () => {
    const { registered, unregister } = setUp();
    unregister();
    expect(registered.size).toBe(0);
  });
});
