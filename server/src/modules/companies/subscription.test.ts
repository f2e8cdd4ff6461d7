import { describe, expect, it } from 'vitest';
import { addRecurrence, hasActiveSubscription, setSubscriptionGraceDays, subscriptionGraceDays } from './subscription.ts';

describe('hasActiveSubscription', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('keeps a company working through the grace period after its due date, and stops it the day after', () => {
    const before = subscriptionGraceDays();
    setSubscriptionGraceDays(3);
    try {
      expect(hasActiveSubscription({ status: true, dueDate: '2026-03-10' }, now)).toBe(true);
      expect(hasActiveSubscription({ status: true, dueDate: '2026-03-07' }, now)).toBe(true);
      expect(hasActiveSubscription({ status: true, dueDate: '2026-03-06' }, now)).toBe(false);
      expect(hasActiveSubscription({ status: true, dueDate: null }, now)).toBe(true);
      expect(hasActiveSubscription({ status: false, dueDate: '2099-01-01' }, now)).toBe(false);
      setSubscriptionGraceDays(0);
      expect(hasActiveSubscription({ status: true, dueDate: '2026-03-09' }, now)).toBe(false);
    } finally {
      setSubscriptionGraceDays(before);
    }
  });
});

describe('addRecurrence', () => {
  it('moves the due date by 1, 2, 3, 6 or 12 months, ending on the last day of a shorter month', () => {
    expect(addRecurrence('2026-01-15', 'MENSAL')).toBe('2026-02-15');
    expect(addRecurrence('2026-01-31', 'MENSAL')).toBe('2026-02-28');
    expect(addRecurrence('2026-11-30', 'BIMESTRAL')).toBe('2027-01-30');
    expect(addRecurrence('2026-12-31', 'TRIMESTRAL')).toBe('2027-03-31');
    expect(addRecurrence('2026-08-31', 'SEMESTRAL')).toBe('2027-02-28');
    expect(addRecurrence('2028-02-29', 'ANUAL')).toBe('2029-02-28');
  });
});
