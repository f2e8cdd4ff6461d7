import { describe, expect, it } from 'vitest';
import { containing, nulMatchesNothing } from './page-query.ts';

describe('nulMatchesNothing', () => {
  it('makes a condition asking for a text with a NUL one that matches nothing, inside $or and $and alike', () => {
    const search = containing('Ana\u0000');
    expect(
      nulMatchesNothing<{ name: string; email: string; id: number }>({
        $and: [{ id: { $gt: 3 } }, { $or: [{ name: { $ilike: search } }, { email: 'a\u0000b' }] }],
      }),
    ).toEqual({ $and: [{ id: { $gt: 3 } }, { $or: [{ name: { $in: [] } }, { email: { $in: [] } }] }] });
  });

  it('leaves every other condition as it was, dates and searches without a NUL included', () => {
    const since = new Date('2026-11-26T00:00:00Z');
    const where = { $or: [{ name: { $ilike: containing('100%') } }, { createdAt: { $gte: since } }], status: 'open' };
    const rewritten = nulMatchesNothing<{ name: string; createdAt: Date; status: string }>(where) as typeof where;
    expect(rewritten).toEqual(where);
    expect((rewritten.$or[1] as { createdAt: { $gte: Date } }).createdAt.$gte).toBe(since);
  });
});
