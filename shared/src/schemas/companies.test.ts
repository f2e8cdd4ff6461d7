import { describe, expect, it } from 'vitest';
import { addMonths, dueTint, RECURRENCE_MONTHS } from './companies.ts';
import { formatReais } from './plans.ts';

describe('company due dates', () => {
  it('tints rows by whole days to the due date: 5 yellow, 4…−3 orange, −4 and older red, further or none untinted', () => {
    const today = '2026-03-10';
    const tints = ['2026-03-16', '2026-03-15', '2026-03-14', '2026-03-10', '2026-03-07', '2026-03-06', '2025-01-01'].map((due) =>
      dueTint(due, today),
    );
    expect(tints).toEqual(['none', 'yellow', 'orange', 'orange', 'orange', 'red', 'red']);
    expect(dueTint(null, today)).toBe('none');
  });

  it('renews by calendar months, keeping the day or the last day of a shorter month', () => {
    expect(Object.values(RECURRENCE_MONTHS)).toEqual([1, 2, 3, 6, 12]);
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-08-31', 12)).toBe('2027-08-31');
  });

  it('shows prices in reais, pt-BR format', () => {
    expect(formatReais(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
  });
});
