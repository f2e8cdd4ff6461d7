import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { appMenuTemplate, configureAboutPanel } from './app-menu.ts';
import { shellLabels } from './shell-labels.ts';
import type { ZoomDirection } from './zoom.ts';

function build(platform: NodeJS.Platform, language: 'pt' | 'en' | 'es' = 'en') {
  const calls: string[] = [];
  const labels = shellLabels(language);
  const template = appMenuTemplate({
    platform,
    productName: 'Balcão',
    labels: { ...labels.menu, quit: labels.quit },
    actions: {
      zoom: (direction: ZoomDirection) => calls.push(`zoom:${direction}`),
      showAbout: () => calls.push('about'),
      checkForUpdates: () => calls.push('updates'),
      quit: () => calls.push('quit'),
    },
  });
  return { template, calls };
}

/** Every item of the menu, submenus flattened. */
function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? items(item.submenu) : [])]);
}

const click = (item: MenuItemConstructorOptions | undefined) => (item?.click as (() => void) | undefined)?.();

describe('application menu', () => {
  it('offers the usual editing, window and full-screen roles', () => {
    const roles = items(build('linux').template).map((item) => item.role);
    expect(roles).toEqual(
      expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll', 'reload', 'togglefullscreen', 'minimize', 'close']),
    );
  });

  it('zooms with Ctrl/Cmd + Plus, = and the keypad, Minus, and 0', () => {
    const { template, calls } = build('win32');
    const byKey = (accelerator: string) => items(template).find((item) => item.accelerator === accelerator);
    for (const key of [
      'CmdOrCtrl+Plus',
      'CmdOrCtrl+=',
      'CmdOrCtrl+numadd',
      'CmdOrCtrl+-',
      'CmdOrCtrl+numsub',
      'CmdOrCtrl+0',
      'CmdOrCtrl+num0',
    ]) {
      click(byKey(key));
    }
    expect(calls).toEqual(['zoom:in', 'zoom:in', 'zoom:in', 'zoom:out', 'zoom:out', 'zoom:reset', 'zoom:reset']);
    // The alternative keys work without cluttering the menu.
    expect(byKey('CmdOrCtrl+=')).toMatchObject({ visible: false, acceleratorWorksWhenHidden: true });
  });

  it('About and Quit are under Help and File on Windows/Linux, under the app menu on macOS', () => {
    const linux = build('linux');
    expect(linux.template.map((item) => item.label)).toEqual(['File', 'Edit', 'View', 'Window', 'Help']);
    click(items(linux.template).find((item) => item.label === 'About Balcão'));
    click(items(linux.template).find((item) => item.label === 'Quit'));
    expect(linux.calls).toEqual(['about', 'quit']);

    const mac = build('darwin');
    expect(mac.template.map((item) => item.label)).toEqual(['Balcão', 'Edit', 'View', 'Window']);
    expect(items(mac.template).map((item) => item.role)).toEqual(expect.arrayContaining(['hide', 'hideOthers', 'unhide']));
  });

  it('speaks the interface language', () => {
    const labels = build('linux', 'pt').template.map((item) => item.label);
    expect(labels).toEqual(['Arquivo', 'Editar', 'Exibir', 'Janela', 'Ajuda']);
    expect(items(build('win32', 'es').template).map((item) => item.label)).toContain('Acerca de Balcão');
  });
});

describe('About panel', () => {
  it('shows the app version', () => {
    const options: unknown[] = [];
    configureAboutPanel({ getVersion: () => '6.0.0', setAboutPanelOptions: (value) => options.push(value) }, 'Balcão', {
      electron: '45.4.1',
      chrome: '142.0.0.0',
    });
    expect(options[0]).toMatchObject({
      applicationName: 'Balcão',
      applicationVersion: '6.0.0',
      version: expect.stringContaining('Electron 45.4.1') as string,
    });
  });
});
