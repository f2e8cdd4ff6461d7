import type { DeepStrings } from './types.ts';
import type { listsEn } from './lists.ts';

export const listsPt: DeepStrings<typeof listsEn> = {
  noMatch: 'Nada corresponde a “{{search}}”.',
};
