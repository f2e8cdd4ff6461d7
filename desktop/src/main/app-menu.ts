import type { MenuItemConstructorOptions } from 'electron';
import type { MenuLabels } from './shell-labels.ts';
import type { ZoomDirection } from './zoom.ts';

export type AppMenuActions = {
  zoom(direction: ZoomDirection): void;
  showAbout(): void;
  checkForUpdates(): void;
  quit(): void;
};

export type AppMenuOptions = {
  platform: NodeJS.Platform;
  productName: string;
  labels: MenuLabels & { quit: string };
  actions: AppMenuActions;
};

/**
 * The application menu: the usual roles (so the OS shortcuts for editing, full screen and closing
 * work) with labels in the interface language, zoom through our own items (the roles' accelerators
 * miss Ctrl+= and the numeric keypad on several layouts), and About with the version.
 */
export function appMenuTemplate({ platform, productName, labels, actions }: AppMenuOptions): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const zoomItems: MenuItemConstructorOptions[] = [
    { label: labels.resetZoom, accelerator: 'CmdOrCtrl+0', click: () => actions.zoom('reset') },
    { label: labels.zoomIn, accelerator: 'CmdOrCtrl+Plus', click: () => actions.zoom('in') },
    { label: labels.zoomOut, accelerator: 'CmdOrCtrl+-', click: () => actions.zoom('out') },
    // Same actions on the keys people actually press (Ctrl+= without Shift, the keypad); hidden.
    { label: labels.zoomIn, accelerator: 'CmdOrCtrl+=', visible: false, acceleratorWorksWhenHidden: true, click: () => actions.zoom('in') },
    {
      label: labels.zoomIn,
      accelerator: 'CmdOrCtrl+numadd',
      visible: false,
      acceleratorWorksWhenHidden: true,
      click: () => actions.zoom('in'),
    },
    {
      label: labels.zoomOut,
      accelerator: 'CmdOrCtrl+numsub',
      visible: false,
      acceleratorWorksWhenHidden: true,
      click: () => actions.zoom('out'),
    },
    {
      label: labels.resetZoom,
      accelerator: 'CmdOrCtrl+num0',
      visible: false,
      acceleratorWorksWhenHidden: true,
      click: () => actions.zoom('reset'),
    },
  ];
  const about: MenuItemConstructorOptions = { label: labels.about, click: () => actions.showAbout() };
  const updates: MenuItemConstructorOptions = { label: labels.checkForUpdates, click: () => actions.checkForUpdates() };
  const quit: MenuItemConstructorOptions = { label: labels.quit, accelerator: 'CmdOrCtrl+Q', click: () => actions.quit() };

  return [
    ...(mac
      ? [
          {
            label: productName,
            submenu: [
              about,
              updates,
              { type: 'separator' },
              { role: 'hide' },
              { role: 'hideOthers' },
              { role: 'unhide' },
              { type: 'separator' },
              quit,
            ],
          } satisfies MenuItemConstructorOptions,
        ]
      : [{ label: labels.file, submenu: [quit] } satisfies MenuItemConstructorOptions]),
    {
      label: labels.edit,
      submenu: [
        { role: 'undo', label: labels.undo },
        { role: 'redo', label: labels.redo },
        { type: 'separator' },
        { role: 'cut', label: labels.cut },
        { role: 'copy', label: labels.copy },
        { role: 'paste', label: labels.paste },
        { role: 'selectAll', label: labels.selectAll },
      ],
    },
    {
      label: labels.view,
      submenu: [
        { role: 'reload', label: labels.reload },
        { type: 'separator' },
        ...zoomItems,
        { type: 'separator' },
        { role: 'togglefullscreen', label: labels.fullScreen },
      ],
    },
    {
      label: labels.window,
      submenu: [
        { role: 'minimize', label: labels.minimize },
        { role: 'close', label: labels.close },
      ],
    },
    ...(mac ? [] : [{ label: labels.help, submenu: [about, updates] } satisfies MenuItemConstructorOptions]),
  ];
}

/** The part of Electron's `app` the About panel needs. */
export type AboutApp = {
  getVersion(): string;
  setAboutPanelOptions(options: {
    applicationName?: string;
    applicationVersion?: string;
    version?: string;
    copyright?: string;
    website?: string;
  }): void;
};

/** Fills the OS About panel (macOS, Linux, Windows) with the name, version and licence. */
export function configureAboutPanel(app: AboutApp, productName: string, versions: { electron: string; chrome: string }): void {
  app.setAboutPanelOptions({
    applicationName: productName,
    applicationVersion: app.getVersion(),
    version: `Electron ${versions.electron} · Chromium ${versions.chrome}`,
    copyright: 'Balcão contributors · AGPL-3.0-or-later',
  });
}
