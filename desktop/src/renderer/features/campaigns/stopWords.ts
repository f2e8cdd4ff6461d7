/** The words as typed, comma-separated: each trimmed, empty ones dropped, a repeat (case aside) kept once. */
export function parseStopWords(text: string): string[] {
  const words: string[] = [];
  for (const word of text.split(/[,;\n]/).map((part) => part.trim())) {
    if (word !== '' && !words.some((kept) => kept.toLocaleUpperCase() === word.toLocaleUpperCase())) {
      words.push(word);
    }
  }
  return words;
}
