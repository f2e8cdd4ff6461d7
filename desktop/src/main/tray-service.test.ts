import { describe, expect, it } from 'vitest';
import { shellLabels } from './shell-labels.ts';
import { TrayService } from './tray-service.ts';
import type { MenuItem, TrayLike } from './tray-service.ts';

type FakeMenu = { items: MenuItem[] };

/** A stand-in for Electron's Tray that remembers what the user would see. */
class FakeTray implements TrayLike<string, FakeMenu> {
  toolTip = '';
  image: string;
  menu: FakeMenu | null = null;
  clickListener: (() => void) | null = null;
  destroyed = false;
  constructor(image: string) {
    this.image = image;
  }
  setToolTip(toolTip: string): void {
    this.toolTip = toolTip;
  }
  setImage(image: string): void {
    this.image = image;
  }
  setContextMenu(menu: FakeMenu | null): void {
    this.menu = menu;
  }
  on(_event: 'click', listener: () => void): void {
    this.clickListener = listener;
  }
  destroy(): void {
    this.destroyed = true;
  }
}

function setUp(language: 'pt' | 'en' = 'en') {
  const trays: FakeTray[] = [];
  const events: string[] = [];
  const service = new TrayService<string, FakeMenu>({
    createTray: (image) => {
      const tray = new FakeTray(image);
      trays.push(tray);
      return tray;
    },
    buildMenu: (items) => ({ items }),
    icons: { normal: 'icon', unread: 'icon-with-dot' },
    productName: 'Balcão',
    labels: shellLabels(language),
    showWindow: () => events.push('show-window'),
    quit: () => events.push('quit'),
  });
  service.create();
  const tray = trays[0];
  if (!tray) {
    throw new Error('tray not created');
  }
  return { service, tray, trays, events };
}

describe('tray service', () => {
  it('starts with the product name and the plain icon', () => {
    const { tray } = setUp();
    expect(tray.toolTip).toBe('Balcão');
    expect(tray.image).toBe('icon');
  });

  it('shows the unread count in the tooltip and marks the icon', () => {
    const { service, tray } = setUp();
    service.setUnreadCount(1);
    expect(tray.toolTip).toBe('Balcão (1 unread message)');
    service.setUnreadCount(27);
    expect(tray.toolTip).toBe('Balcão (27 unread messages)');
    expect(tray.image).toBe('icon-with-dot');
    service.setUnreadCount(0);
    expect(tray.toolTip).toBe('Balcão');
    expect(tray.image).toBe('icon');
  });

  it('speaks the user’s language', () => {
    const { service, tray } = setUp('pt');
    service.setUnreadCount(2);
    expect(tray.toolTip).toBe('Balcão (2 mensagens não lidas)');
    expect(tray.menu?.items.map((item) => item.label)).toEqual(['Abrir Balcão', 'Sair']);
  });

  it('does not touch the tray when the count did not change', () => {
    const { service, tray } = setUp();
    service.setUnreadCount(3);
    tray.toolTip = 'sentinel';
    service.setUnreadCount(3);
    expect(tray.toolTip).toBe('sentinel');
  });

  it('shows the window on click and from the menu, and quits from the menu', () => {
    const { tray, events } = setUp();
    tray.clickListener?.();
    tray.menu?.items[0]?.click();
    tray.menu?.items[1]?.click();
    expect(events).toEqual(['show-window', 'show-window', 'quit']);
  });

  it('creates a single tray and removes it on destroy', () => {
    const { service, trays, tray } = setUp();
    service.create();
    expect(trays).toHaveLength(1);
    service.destroy();
    expect(tray.destroyed).toBe(true);
  });
});
