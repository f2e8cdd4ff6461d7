import { describe, expect, it } from 'vitest';
import { CONTACT_TOTAL_TTL_MS, ContactTotals } from './contact-totals.ts';

describe('the contact list total', () => {
  it('is counted once per company for a while, again after it, and at once after a change', async () => {
    let now = 1_000;
    let counted = 0;
    const totals = new ContactTotals(() => now);
    const count = (value: number) => () => Promise.resolve(((counted += 1), value));
    expect(await totals.of(1, count(200_000))).toBe(200_000);
    expect(await totals.of(1, count(200_001))).toBe(200_000);
    expect(await totals.of(2, count(7))).toBe(7);
    expect(counted).toBe(2);
    now += CONTACT_TOTAL_TTL_MS;
    expect(await totals.of(1, count(200_002))).toBe(200_002);
    totals.forget(1);
    expect(await totals.of(1, count(200_003))).toBe(200_003);
    expect(counted).toBe(4);
  });
});
