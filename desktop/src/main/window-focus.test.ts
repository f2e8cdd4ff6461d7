import { describe, expect, it } from 'vitest';
import { focusWindow } from './window-focus.ts';
import type { FocusableWindow } from './window-focus.ts';

/** A stand-in for a BrowserWindow's visibility state. */
class FakeWindow implements FocusableWindow {
  minimized: boolean;
  destroyed: boolean;
  visible = false;
  focused = false;
  constructor(state: { minimized?: boolean; destroyed?: boolean } = {}) {
    this.minimized = state.minimized ?? false;
    this.destroyed = state.destroyed ?? false;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  restore(): void {
    this.minimized = false;
  }
  show(): void {
    this.visible = true;
  }
  focus(): void {
    this.focused = true;
  }
}

describe('focusWindow', () => {
  it('restores a minimized window and brings it to the front', () => {
    const window = new FakeWindow({ minimized: true });
    expect(focusWindow(window)).toBe(true);
    expect(window).toMatchObject({ minimized: false, visible: true, focused: true });
  });

  it('reports that there is no window to focus', () => {
    expect(focusWindow(null)).toBe(false);
    expect(focusWindow(new FakeWindow({ destroyed: true }))).toBe(false);
  });
});
