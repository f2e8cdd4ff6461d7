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
    const received: (readonly string[])[] = [];
    expect(
      claimSingleInstance(first, (argv) => {
        focused += 1;
        received.push(argv);
      }),
    ).toBe(true);
    expect(first.quitCalled).toBe(false);

    const second = new FakeApp(false);
    expect(claimSingleInstance(second, () => (focused += 100))).toBe(false);
    expect(second.quitCalled).toBe(true);

    first.emit('second-instance', {}, ['/opt/balcao/balcao', 'balcao://ticket/6f1c2f7e-8d4b-4a57-9b0e-0d8c9b6a1e2f']);
    expect(focused).toBe(1);
    // The second launch's arguments reach the first instance: they may carry a deep link.
    expect(received).toEqual([['/opt/balcao/balcao', 'balcao://ticket/6f1c2f7e-8d4b-4a57-9b0e-0d8c9b6a1e2f']]);
  });
});
