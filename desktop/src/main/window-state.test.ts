import { writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonFileStore, removeStoreFiles, storeFile } from './test-support/json-file-store.ts';
import { createWindowOptions } from './window-factory.ts';
import { createWindowStateKeeper, type Bounds, type TrackedWindow } from './window-state.ts';

afterEach(removeStoreFiles);

const LAPTOP = { x: 0, y: 0, width: 1920, height: 1040 };

/** A window the user moved and resized (and maybe maximised); `close()` is the user closing it. */
function fakeWindow(bounds: Bounds, maximized: boolean): TrackedWindow & { close(): void } {
  const closeListeners: (() => void)[] = [];
  return {
    on: (_event, listener) => closeListeners.push(listener),
    getNormalBounds: () => bounds,
    isMaximized: () => maximized,
    close: () => closeListeners.forEach((listener) => listener()),
  };
}

describe('window state', () => {
  it('opens the window where and as large as it was closed, maximised again if it was', () => {
    const file = storeFile('preferences');
    const window = fakeWindow({ x: 100, y: 50, width: 1000, height: 700 }, true);
    createWindowStateKeeper(jsonFileStore(file), () => [LAPTOP]).track(window);
    window.close();

    const saved = createWindowStateKeeper(jsonFileStore(file), () => [LAPTOP]).restore();
    expect(saved).toEqual({ bounds: { x: 100, y: 50, width: 1000, height: 700 }, maximized: true });
    expect(createWindowOptions({ preloadPath: '/p.cjs', title: 'Balcão', bounds: saved.bounds })).toMatchObject({
      x: 100,
      y: 50,
      width: 1000,
      height: 700,
    });
  });

  it('uses the default size on the first start', () => {
    const saved = createWindowStateKeeper(jsonFileStore(storeFile('preferences')), () => [LAPTOP]).restore();
    expect(saved).toEqual({ bounds: null, maximized: false });
    expect(createWindowOptions({ preloadPath: '/p.cjs', title: 'Balcão', bounds: saved.bounds })).toMatchObject({
      width: 1280,
      height: 800,
    });
  });

  it('drops a place on a screen that is no longer connected, keeping the maximised state', () => {
    const file = storeFile('preferences');
    writeFileSync(file, JSON.stringify({ window: { bounds: { x: 2500, y: 100, width: 1000, height: 700 }, maximized: true } }));
    expect(createWindowStateKeeper(jsonFileStore(file), () => [LAPTOP]).restore()).toEqual({ bounds: null, maximized: true });
  });

  it('falls back field by field when the file was edited by hand, and leaves the other preferences alone', () => {
    const file = storeFile('preferences');
    writeFileSync(
      file,
      JSON.stringify({ theme: 'dark', window: { bounds: { x: 10, y: 10, width: 'wide', height: 700 }, maximized: true } }),
    );
    const store = jsonFileStore(file);
    expect(createWindowStateKeeper(store, () => [LAPTOP]).restore()).toEqual({ bounds: null, maximized: true });
    expect(store.get('theme')).toBe('dark');

    writeFileSync(file, JSON.stringify({ window: { bounds: { x: 10, y: 10, width: 900, height: 700 }, maximized: 'yes' } }));
    expect(createWindowStateKeeper(jsonFileStore(file), () => [LAPTOP]).restore()).toEqual({
      bounds: { x: 10, y: 10, width: 900, height: 700 },
      maximized: false,
    });
  });
});
