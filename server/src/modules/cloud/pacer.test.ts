import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pacer } from './pacer.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('pacing a Cloud API number', () => {
  it('spaces sends under the messages-a-second limit, in the order they asked', async () => {
    vi.useFakeTimers();
    const start = Date.now();
    const pacer = new Pacer(4);
    const wentAt: number[] = [];
    const sends = [1, 2, 3, 4, 5].map(() => pacer.wait().then(() => wentAt.push(Date.now() - start)));
    await vi.advanceTimersByTimeAsync(2_000);
    await Promise.all(sends);
    expect(wentAt).toEqual([0, 250, 500, 750, 1000]);
  });

  it('lets a send go at once after a quiet spell', async () => {
    vi.useFakeTimers();
    const pacer = new Pacer(80);
    await pacer.wait();
    await vi.advanceTimersByTimeAsync(1_000);
    const before = Date.now();
    await pacer.wait();
    expect(Date.now()).toBe(before);
  });
});
