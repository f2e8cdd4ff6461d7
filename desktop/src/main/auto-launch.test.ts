import { describe, expect, it } from 'vitest';
import { createAutoLaunch, STARTED_AT_LOGIN_ARG } from './auto-launch.ts';

/** A stand-in for Electron's app: remembers the login item as the OS would. */
function fakeApp() {
  const calls: { openAtLogin: boolean; args?: string[] }[] = [];
  let openAtLogin = false;
  return {
    calls,
    setLoginItemSettings(settings: { openAtLogin: boolean; args?: string[] }) {
      calls.push(settings);
      openAtLogin = settings.openAtLogin;
    },
    getLoginItemSettings: () => ({ openAtLogin }),
  };
}

describe('start with the system', () => {
  it('the packaged app registers itself as a login item, marked as started by the system, and can take it back', () => {
    const app = fakeApp();
    const autoLaunch = createAutoLaunch(app, { isPackaged: true });
    expect(autoLaunch.apply(true)).toBe(true);
    expect(autoLaunch.isEnabled()).toBe(true);
    expect(app.calls).toEqual([{ openAtLogin: true, args: [STARTED_AT_LOGIN_ARG] }]);

    autoLaunch.apply(false);
    expect(autoLaunch.isEnabled()).toBe(false);
  });

  it('an unpackaged run never registers the bare Electron binary', () => {
    const app = fakeApp();
    expect(createAutoLaunch(app, { isPackaged: false }).apply(true)).toBe(false);
    expect(app.calls).toEqual([]);
  });
});
