import type { DeepStrings } from './types.ts';

/** What every list screen says the same way (English: the reference). */
export const listsEn = {
  noMatch: 'Nothing matches “{{search}}”.',
};

export const listsPt: DeepStrings<typeof listsEn> = {
  noMatch: 'Nada corresponde a “{{search}}”.',
};

export const listsEs: DeepStrings<typeof listsEn> = {
  noMatch: 'Nada coincide con «{{search}}».',
};
