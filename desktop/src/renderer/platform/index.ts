import { BRIDGE_GLOBAL, type DesktopBridge } from '../../common/bridge.ts';
import { ElectronPlatform } from './ElectronPlatform.ts';
import type { Platform } from './Platform.ts';
import { WebPlatform } from './WebPlatform.ts';

export type { Platform, PreferenceKey, Preferences, Todo } from './Platform.ts';

declare global {
  interface Window {
    [BRIDGE_GLOBAL]?: DesktopBridge;
  }
}

let current: Platform | undefined;

/** Electron when the preload exposed its bridge, the browser otherwise. */
export function detectPlatform(): Platform {
  const bridge = window[BRIDGE_GLOBAL];
  return bridge?.kind === 'electron' ? new ElectronPlatform(bridge) : new WebPlatform();
}

export function installPlatform(platform: Platform): Platform {
  current = platform;
  return platform;
}

/** The platform picked at boot (the web one until then, which is what tests get). */
export function getPlatform(): Platform {
  current ??= new WebPlatform();
  return current;
}
