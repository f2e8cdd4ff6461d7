import { describe, expect, it } from 'vitest';
import { KeyCache } from './key-cache.ts';

describe('the key cache of a session', () => {
  it('answers from memory for five minutes, then reads through again', () => {
    let now = 0;
    const cache = new KeyCache(() => now);
    cache.set('session.5511987654321.0', Buffer.from([1]));
    now = 5 * 60 * 1000 - 1;
    expect(cache.get('session.5511987654321.0')).toEqual(Buffer.from([1]));
    now += 1;
    expect(cache.get('session.5511987654321.0')).toBeUndefined();
  });

  it('forgets deleted and flushed keys', () => {
    const cache = new KeyCache();
    cache.set('a', 1);
    cache.set('b', 2);
    cache.del('a');
    expect(cache.get('a')).toBeUndefined();
    cache.flushAll();
    expect(cache.get('b')).toBeUndefined();
  });
});
