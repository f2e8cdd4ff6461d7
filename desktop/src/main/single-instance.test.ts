import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { claimSingleInstance } from './single-instance.ts';

/** A stand-in for Electron's app with a controllable single-instance lock. */
class FakeApp extends EventEmitter {
  quitCalled = false;
  readonly lockAvailable: boolean;
  constructor(lockAvailable: boolean) {
    super();
    this.lockAvailable = lockAvailable;
  }
  requestSingleInstanceLock(): boolean {
    return this.lockAvailable;
  }
  quit(): void {
    this.quitCalled = true;
  }
}

describe('single instance', () => {
  it('a second launch quits and the first instance comes to the front', () => {
    const first = new FakeApp(true);
    let focused = 0;
    expect(claimSingleInstance(first, () => (focused += 1))).toBe(true);
    expect(first.quitCalled).toBe(false);

    const second = new FakeApp(false);
    expect(claimSingleInstance(second, () => (focused += 100))).toBe(false);
    expect(second.quitCalled).toBe(true);

    first.emit('second-instance');
    expect(focused).toBe(1);
  });
});
