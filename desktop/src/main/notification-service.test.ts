import { EventEmitter } from 'node:events';
import type { NotificationConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { createNotificationService } from './notification-service.ts';
import type { NotificationLike } from './notification-service.ts';

/** A stand-in for Electron's Notification: records what is on screen; `click()` plays the user. */
function fakeNotificationClass({ supported = true } = {}) {
  const onScreen: FakeNotification[] = [];
  class FakeNotification extends EventEmitter implements NotificationLike {
    static isSupported(): boolean {
      return supported;
    }
    readonly options: NotificationConstructorOptions;
    constructor(options: NotificationConstructorOptions) {
      super();
      this.options = options;
    }
    show(): void {
      onScreen.push(this);
    }
    close(): void {
      onScreen.splice(onScreen.indexOf(this), 1);
      this.emit('close');
    }
    click(): void {
      onScreen.splice(onScreen.indexOf(this), 1);
      this.emit('click');
    }
  }
  return { FakeNotification, onScreen };
}

function setUp(options: { supported?: boolean } = {}) {
  const { FakeNotification, onScreen } = fakeNotificationClass(options);
  const events: string[] = [];
  const service = createNotificationService({
    Notification: FakeNotification,
    focusWindow: () => events.push('focus-window'),
    notifyClicked: (tag) => events.push(`clicked:${tag}`),
  });
  return { service, onScreen, events };
}

describe('notification service', () => {
  it('shows the title and body', () => {
    const { service, onScreen } = setUp();
    expect(service.show({ title: 'Maria Silva', body: 'Bom dia, preciso de ajuda' })).toBe(true);
    expect(onScreen.map((n) => [n.options.title, n.options.body])).toEqual([['Maria Silva', 'Bom dia, preciso de ajuda']]);
  });

  it('on click, focuses the window and tells the renderer which ticket to open', () => {
    const { service, onScreen, events } = setUp();
    service.show({ title: 'Maria', body: 'Olá', tag: 'ticket-42' });
    onScreen[0]?.click();
    expect(events).toEqual(['focus-window', 'clicked:ticket-42']);
    expect(service.openCount).toBe(0);
  });

  it('reports an untagged notification click with an empty tag', () => {
    const { service, onScreen, events } = setUp();
    service.show({ title: 'Balcão', body: 'Conexão restabelecida' });
    onScreen[0]?.click();
    expect(events).toEqual(['focus-window', 'clicked:']);
  });

  it('replaces an open notification with the same tag instead of stacking them', () => {
    const { service, onScreen } = setUp();
    service.show({ title: 'Maria', body: '1 nova mensagem', tag: 'ticket-42' });
    service.show({ title: 'João', body: 'Oi', tag: 'ticket-7' });
    service.show({ title: 'Maria', body: '2 novas mensagens', tag: 'ticket-42' });
    expect(onScreen.map((n) => n.options.body)).toEqual(['Oi', '2 novas mensagens']);
    expect(onScreen[1]?.options.id).toBe('ticket-42');
    expect(service.openCount).toBe(2);
  });

  it('keeps untagged notifications side by side and forgets closed ones', () => {
    const { service, onScreen } = setUp();
    service.show({ title: 'A', body: 'a' });
    service.show({ title: 'B', body: 'b' });
    expect(onScreen).toHaveLength(2);
    onScreen[0]?.close();
    expect(service.openCount).toBe(1);
  });

  it('does nothing where the OS has no notifications', () => {
    const { service, onScreen } = setUp({ supported: false });
    expect(service.show({ title: 'Maria', body: 'Olá' })).toBe(false);
    expect(onScreen).toEqual([]);
  });
});
