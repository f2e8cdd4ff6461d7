import { describe, expect, it } from 'vitest';
import { maskTime } from './timeMask.ts';

describe('HH:MM mask', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['08', '08'],
    ['083', '08:3'],
    ['0830', '08:30'],
    ['08:30', '08:30'],
    ['08:', '08'],
    ['083045', '08:30'],
    ['a1b2:c3d4', '12:34'],
  ])('%j shows %j', (typed, shown) => {
    expect(maskTime(typed)).toBe(shown);
  });
});
