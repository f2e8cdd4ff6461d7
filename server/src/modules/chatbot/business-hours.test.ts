import { describe, expect, it } from 'vitest';
import { isWithinHours } from './business-hours.ts';

const at = (iso: string) => new Date(iso);

describe('isWithinHours', () => {
  // 2025-03-07 is a Friday, 2025-03-09 a Sunday.
  const week = [
    { weekdayEn: 'friday', startTime: '08:00', endTime: '18:00' },
    { weekdayEn: 'sunday', startTime: '00:00', endTime: '00:00' },
  ];

  it('is open between start and end of the day, closed outside, on 00:00-00:00 and on days not listed', () => {
    expect(isWithinHours(week, at('2025-03-07T08:00Z'), 'UTC')).toBe(true);
    expect(isWithinHours(week, at('2025-03-07T18:01Z'), 'UTC')).toBe(false);
    expect(isWithinHours(week, at('2025-03-09T12:00Z'), 'UTC')).toBe(false);
    expect(isWithinHours(week, at('2025-03-08T12:00Z'), 'UTC')).toBe(false);
  });

  it('treats no hours at all as always open, and an end of 00:00 as midnight', () => {
    expect(isWithinHours([], at('2025-03-09T03:00Z'), 'UTC')).toBe(true);
    expect(isWithinHours([{ weekdayEn: 'friday', startTime: '18:00', endTime: '00:00' }], at('2025-03-07T23:30Z'), 'UTC')).toBe(true);
  });

  it("reads the hours on the company's clock, not the server's", () => {
    const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((weekdayEn) => ({
      weekdayEn,
      startTime: '08:00',
      endTime: '18:00',
    }));
    // 2026-11-23 is a Monday; São Paulo is three hours behind UTC.
    expect(isWithinHours(weekdays, at('2026-11-23T11:30Z'), 'America/Sao_Paulo')).toBe(true); // 08:30 there
    expect(isWithinHours(weekdays, at('2026-11-23T22:00Z'), 'America/Sao_Paulo')).toBe(false); // 19:00 there
    expect(isWithinHours(weekdays, at('2026-11-23T22:00Z'), 'UTC')).toBe(false);
    expect(isWithinHours(weekdays, at('2026-11-23T20:30Z'), 'America/Sao_Paulo')).toBe(true); // 17:30 there
    expect(isWithinHours(weekdays, at('2026-11-23T20:30Z'), 'UTC')).toBe(false);
    // 01:00 UTC on Tuesday is still Monday 22:00 in São Paulo: Monday's hours apply.
    expect(
      isWithinHours([{ weekdayEn: 'monday', startTime: '20:00', endTime: '23:00' }], at('2026-11-24T01:00Z'), 'America/Sao_Paulo'),
    ).toBe(true);
  });
});
