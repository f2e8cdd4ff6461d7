/** What every list screen says the same way (English: the reference). */
export const listsEn = {
  noMatch: 'Nothing matches “{{search}}”.',
};
