/** The part of Electron's `app` that manages the login item (macOS, Windows; no-op elsewhere). */
export type LoginItemApp = {
  setLoginItemSettings(settings: { openAtLogin: boolean; args?: string[] }): void;
  getLoginItemSettings(options?: { args?: string[] }): { openAtLogin: boolean };
};

/** Marks a start by the system, so the app may open in the tray instead of over the user's work. */
export const STARTED_AT_LOGIN_ARG = '--started-at-login';

export type AutoLaunch = {
  /** Turns "start with the system" on or off; false when it cannot apply (an unpackaged run). */
  apply(enabled: boolean): boolean;
  isEnabled(): boolean;
};

/**
 * "Start with the system" through `app.setLoginItemSettings`. Only the packaged app registers
 * itself: an unpackaged run would register the bare Electron binary. On Linux Electron has no login
 * items; the .deb/AppImage user adds Balcão to their desktop's autostart (docs/desktop.md).
 */
export function createAutoLaunch(app: LoginItemApp, options: { isPackaged: boolean }): AutoLaunch {
  const args = [STARTED_AT_LOGIN_ARG];
  return {
    apply(enabled) {
      if (!options.isPackaged) {
        return false;
      }
      app.setLoginItemSettings({ openAtLogin: enabled, args });
      return true;
    },
    isEnabled() {
      return app.getLoginItemSettings({ args }).openAtLogin;
    },
  };
}
