import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { installCloseToTray } from './close-to-tray.ts';

/** Plays the user closing a window: true when the window really closed. */
class FakeWindow extends EventEmitter {
  hidden = false;
  hide(): void {
    this.hidden = true;
  }
  close(): boolean {
    let prevented = false;
    this.emit('close', { preventDefault: () => (prevented = true) });
    return !prevented;
  }
}

describe('close to tray', () => {
  it('with the option on, closing hides the window and the app keeps running', () => {
    const window = new FakeWindow();
    installCloseToTray(window, { closeToTray: () => true, isQuitting: () => false });
    expect(window.close()).toBe(false);
    expect(window.hidden).toBe(true);
  });

  it('with the option off, closing closes', () => {
    const window = new FakeWindow();
    installCloseToTray(window, { closeToTray: () => false, isQuitting: () => false });
    expect(window.close()).toBe(true);
    expect(window.hidden).toBe(false);
  });

  it('Quit closes the window even with the option on', () => {
    const window = new FakeWindow();
    let quitting = false;
    installCloseToTray(window, { closeToTray: () => true, isQuitting: () => quitting });
    quitting = true;
    expect(window.close()).toBe(true);
  });

  it('the option is read at each close, so a change applies at once', () => {
    const window = new FakeWindow();
    let option = false;
    installCloseToTray(window, { closeToTray: () => option, isQuitting: () => false });
    expect(window.close()).toBe(true);
    option = true;
    expect(window.close()).toBe(false);
  });
});
