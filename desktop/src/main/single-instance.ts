/** The part of Electron's `app` used here. */
export type SingleInstanceApp = {
  requestSingleInstanceLock(): boolean;
  on(event: 'second-instance', listener: () => void): unknown;
  quit(): void;
};

/**
 * Keeps one Balcão per profile: a second launch quits at once and the first instance brings its
 * window to the front instead. Returns false in the instance that must quit.
 */
export function claimSingleInstance(app: SingleInstanceApp, onSecondInstance: () => void): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', onSecondInstance);
  return true;
}
