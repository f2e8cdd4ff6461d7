import { describe, expect, it } from 'vitest';
import { isWithinHours } from './business-hours.ts';

const at = (iso: string) => new Date(iso); // local time: no offset in the string

describe('isWithinHours', () => {
  // 2025-03-07 is a Friday, 2025-03-09 a Sunday.
  const week = [
    { weekdayEn: 'friday', startTime: '08:00', endTime: '18:00' },
    { weekdayEn: 'sunday', startTime: '00:00', endTime: '00:00' },
  ];

  it('is open between start and end of the day, closed outside, on 00:00-00:00 and on days not listed', () => {
    expect(isWithinHours(week, at('2025-03-07T08:00'))).toBe(true);
    expect(isWithinHours(week, at('2025-03-07T18:01'))).toBe(false);
    expect(isWithinHours(week, at('2025-03-09T12:00'))).toBe(false);
    expect(isWithinHours(week, at('2025-03-08T12:00'))).toBe(false);
  });

  it('treats no hours at all as always open, and an end of 00:00 as midnight', () => {
    expect(isWithinHours([], at('2025-03-09T03:00'))).toBe(true);
    expect(isWithinHours([{ weekdayEn: 'friday', startTime: '18:00', endTime: '00:00' }], at('2025-03-07T23:30'))).toBe(true);
  });
});
