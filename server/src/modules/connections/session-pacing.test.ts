import { describe, expect, it } from 'vitest';
import { StartPacer, type PacerClock } from './session-pacing.ts';

/** A clock that moves only when the test lets the earliest sleeper wake. */
function virtualClock() {
  let time = 0;
  const sleepers: { at: number; wake: () => void }[] = [];
  const clock: PacerClock = {
    now: () => time,
    sleep: (ms) => new Promise<void>((wake) => sleepers.push({ at: time + ms, wake })),
  };
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    clock,
    /** Moves the clock from sleeper to sleeper until nobody waits. */
    runAll: async (): Promise<void> => {
      await settle();
      while (sleepers.length > 0) {
        sleepers.sort((a, b) => a.at - b.at);
        const next = sleepers.shift();
        if (next) {
          time = next.at;
          next.wake();
        }
        await settle();
      }
    },
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('the pacing of session starts', () => {
  it('gives turns in the order asked, the first at once and each next one an interval later', async () => {
    const { clock, runAll } = virtualClock();
    const pacer = new StartPacer(5, clock);
    const started: { index: number; at: number }[] = [];
    const all = Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        await pacer.turn();
        started.push({ index, at: clock.now() });
      }),
    );
    await runAll();
    await all;
    expect(started.map(({ index }) => index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // 5 a second: one every 200 ms of the pacer's clock, never two in the same instant.
    expect(started.map(({ at }) => at)).toEqual([0, 200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800]);
  });

  it('lets a start through at once after a pause, then spaces the following ones again', async () => {
    const { clock, runAll, advance } = virtualClock();
    const pacer = new StartPacer(10, clock);
    await pacer.turn();
    advance(5_000);
    const times: number[] = [];
    const all = Promise.all([1, 2, 3].map(async () => pacer.turn().then(() => times.push(clock.now()))));
    await runAll();
    await all;
    expect(times).toEqual([5_000, 5_100, 5_200]);
  });

  it('refuses a rate that is not positive', () => {
    expect(() => new StartPacer(0)).toThrow();
  });
});
