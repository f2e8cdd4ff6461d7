import { describe, expect, it } from 'vitest';
import type { DesktopBridge } from '../../common/bridge.ts';
import { preferencesFrom } from '../state/preferences.ts';
import { ElectronPlatform } from './ElectronPlatform.ts';

/** The preload bridge as main answers it, over a plain map of saved values. */
function desktopBridge(saved: Record<string, unknown>) {
  const bridge: DesktopBridge = {
    kind: 'electron',
    getAppVersion: () => Promise.resolve('6.0.0'),
    getPreference: (key) => Promise.resolve(Object.hasOwn(saved, key) ? saved[key] : null),
    setPreference: (key, value) => {
      saved[key] = value;
      return Promise.resolve();
    },
    showNotification: () => Promise.resolve(),
    setUnreadCount: () => Promise.resolve(),
    onNotificationClick: () => () => undefined,
    connectServer: () => Promise.resolve({ ok: true }),
    loadTodos: () => Promise.resolve([]),
    saveTodos: () => Promise.resolve(),
    loadDraft: () => Promise.resolve(''),
    saveDraft: () => Promise.resolve(),
    takeDeepLink: () => Promise.resolve(null),
    onDeepLink: () => () => undefined,
  };
  return bridge;
}

describe('preferences in the desktop app', () => {
  it('saves each preference with the type main accepts and reads them back after a restart', async () => {
    const saved: Record<string, unknown> = {};
    const platform = new ElectronPlatform(desktopBridge(saved), 'https:');
    await platform.setPreference('theme', 'dark');
    await platform.setPreference('volume', '0.3');
    await platform.setPreference('signOption', 'false');
    await platform.setPreference('drawerOpen', 'true');
    await platform.setPreference('closeToTray', 'true');
    expect(saved).toEqual({ theme: 'dark', volume: 0.3, signOption: false, drawerOpen: true, closeToTray: true });

    const restarted = new ElectronPlatform(desktopBridge(saved), 'https:');
    expect(preferencesFrom(await restarted.loadPreferences())).toEqual({
      theme: 'dark',
      volume: 0.3,
      language: 'en',
      signOption: false,
      drawerOpen: true,
      startWithSystem: false,
      closeToTray: true,
    });
  });
});
