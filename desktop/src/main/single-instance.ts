/** The part of Electron's `app` used here. */
export type SingleInstanceApp = {
  requestSingleInstanceLock(): boolean;
  on(event: 'second-instance', listener: (event: unknown, argv: string[]) => void): unknown;
  quit(): void;
};

/**
 * Keeps one Balcão per profile: a second launch quits at once and the first instance brings its
 * window to the front instead, receiving the second launch's arguments (a balcao:// link on Windows
 * and Linux). Returns false in the instance that must quit.
 */
export function claimSingleInstance(app: SingleInstanceApp, onSecondInstance: (argv: readonly string[]) => void): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', (_event, argv) => {
    onSecondInstance(Array.isArray(argv) ? argv : []);
  });
  return true;
}
