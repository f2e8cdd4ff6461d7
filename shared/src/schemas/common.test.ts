import { describe, expect, it } from 'vitest';
import { calendarDay, idSchema, instant, MAX_ID } from './common.ts';

describe('ids and dates, checked before anything reaches SQL', () => {
  it("takes ids up to PostgreSQL's integer and nothing past it", () => {
    expect(idSchema.parse(String(MAX_ID))).toBe(2_147_483_647);
    for (const bad of ['2147483648', '0', '-1', '1.5', 'abc', '99999999999999999999']) {
      expect(idSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('takes only days that exist', () => {
    for (const day of ['2026-11-27', '2024-02-29', '0001-01-01']) {
      expect(calendarDay.safeParse(day).success, day).toBe(true);
    }
    for (const bad of ['0000-00-00', '0000-01-01', '2026-13-45', '2026-02-30', '2025-02-29', '2026-1-1', '27/11/2026']) {
      expect(calendarDay.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('takes moments with an offset, from year 1', () => {
    expect(instant.parse('2026-11-27T10:00:00-03:00')).toEqual(new Date('2026-11-27T13:00:00Z'));
    for (const bad of ['0000-01-01T00:00:00Z', '2026-02-30T10:00:00Z', '2026-11-27T10:00:00', 'tomorrow']) {
      expect(instant.safeParse(bad).success, bad).toBe(false);
    }
  });
});
