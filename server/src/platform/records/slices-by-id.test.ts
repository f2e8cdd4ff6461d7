import { describe, expect, it } from 'vitest';
import { slicesById } from './slices-by-id.ts';

/** A table of `size` rows with ids 1…size, and the `after` of every read it was asked. */
function table(size: number) {
  const rows = Array.from({ length: size }, (_, index) => ({ id: index + 1 }));
  const asked: (number | undefined)[] = [];
  const read = (after: number | undefined, limit: number) => {
    asked.push(after);
    return Promise.resolve(rows.filter((row) => after === undefined || row.id > after).slice(0, limit));
  };
  return { read, asked };
}

async function collect<T>(slices: AsyncIterable<T[]>): Promise<T[][]> {
  const seen: T[][] = [];
  for await (const slice of slices) {
    seen.push(slice);
  }
  return seen;
}

describe('slicesById', () => {
  it('gives every row once, in id order, a slice at a time, each read starting after the last id seen', async () => {
    const { read, asked } = table(7);
    const slices = await collect(slicesById(3, read));
    expect(slices.map((slice) => slice.map((row) => row.id))).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(asked).toEqual([undefined, 3, 6]);
  });

  it('stops after an exactly full last slice at the empty read that follows', async () => {
    const { read, asked } = table(6);
    const slices = await collect(slicesById(3, read));
    expect(slices.flat().map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(asked).toEqual([undefined, 3, 6]);
  });

  it('yields nothing for an empty table', async () => {
    const { read } = table(0);
    expect(await collect(slicesById(3, read))).toEqual([]);
  });

  it('pages text ids too', async () => {
    const rows = ['a', 'b', 'c'].map((id) => ({ id }));
    const read = (after: string | undefined, limit: number) =>
      Promise.resolve(rows.filter((row) => after === undefined || row.id > after).slice(0, limit));
    const slices = await collect(slicesById(2, read));
    expect(slices.flat().map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });
});
