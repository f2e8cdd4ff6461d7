import type { ShellLabels } from './shell-labels.ts';

/** The part of Electron's Tray used here; `Image` and `Menu` stay opaque so tests can use plain values. */
export type TrayLike<Image, Menu> = {
  setToolTip(toolTip: string): void;
  setImage(image: Image): void;
  setContextMenu(menu: Menu | null): void;
  on(event: 'click', listener: () => void): unknown;
  destroy(): void;
};

export type MenuItem = { label: string; click(): void };

export type TrayServiceOptions<Image, Menu> = {
  /** `(image) => new Tray(image)`, injected so the service runs without Electron. */
  createTray: (image: Image) => TrayLike<Image, Menu>;
  /** `Menu.buildFromTemplate`. */
  buildMenu: (items: MenuItem[]) => Menu;
  icons: { normal: Image; unread: Image };
  productName: string;
  labels: ShellLabels;
  showWindow: () => void;
  quit: () => void;
};

/**
 * Owns the tray icon (after Signal's SystemTrayService): the tooltip and icon reflect the unread
 * count, a click shows the window, and the menu offers Open and Quit (some Linux trays ignore clicks).
 */
export class TrayService<Image, Menu> {
  readonly #options: TrayServiceOptions<Image, Menu>;
  #tray: TrayLike<Image, Menu> | null = null;
  #unreadCount = 0;
  #toolTip = '';

  constructor(options: TrayServiceOptions<Image, Menu>) {
    this.#options = options;
  }

  create(): void {
    if (this.#tray) {
      return;
    }
    const { createTray, buildMenu, icons, labels, showWindow, quit } = this.#options;
    this.#tray = createTray(icons.normal);
    this.#tray.on('click', showWindow);
    this.#tray.setContextMenu(
      buildMenu([
        { label: labels.open, click: showWindow },
        { label: labels.quit, click: quit },
      ]),
    );
    this.#render();
  }

  /** Returns early when the count did not change, so frequent calls from the renderer are cheap. */
  setUnreadCount(count: number): void {
    if (count === this.#unreadCount) {
      return;
    }
    this.#unreadCount = count;
    this.#render();
  }

  /** What the tray's tooltip says now ('' before `create`). */
  get toolTip(): string {
    return this.#toolTip;
  }

  destroy(): void {
    this.#tray?.destroy();
    this.#tray = null;
  }

  #render(): void {
    if (!this.#tray) {
      return;
    }
    const { icons, productName, labels } = this.#options;
    const count = this.#unreadCount;
    this.#toolTip = count > 0 ? `${productName} (${labels.unread(count)})` : productName;
    this.#tray.setToolTip(this.#toolTip);
    this.#tray.setImage(count > 0 ? icons.unread : icons.normal);
  }
}
