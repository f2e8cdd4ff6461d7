import type { DeepStrings } from './types.ts';
import type { listsEn } from './lists.ts';

export const listsEs: DeepStrings<typeof listsEn> = {
  noMatch: 'Nada coincide con «{{search}}».',
};
