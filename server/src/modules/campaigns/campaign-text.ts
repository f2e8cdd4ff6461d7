import type { CampaignVariable } from '@balcao/shared';

/** One of the non-empty variants, chosen at random (each contact of a campaign gets one). */
export function pickVariant(variants: readonly string[], random: () => number = Math.random): string {
  const written = variants.filter((text) => text.trim() !== '');
  return written[Math.floor(random() * written.length)] ?? '';
}

export type Recipient = { name: string; number: string; email: string };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Fills `{nome}`, `{email}`, `{numero}` with the recipient's, then each custom `{key}` of the campaign settings. */
export function fillCampaignText(text: string, recipient: Recipient, variables: readonly CampaignVariable[]): string {
  const values = new Map<string, string>([
    ['nome', recipient.name],
    ['email', recipient.email],
    ['numero', recipient.number],
  ]);
  for (const variable of variables) {
    if (!values.has(variable.key)) {
      values.set(variable.key, variable.value);
    }
  }
  const pattern = new RegExp(`\\{(${[...values.keys()].map(escapeRegExp).join('|')})\\}`, 'g');
  return text.replace(pattern, (_whole, key: string) => values.get(key) ?? '');
}

/** An answer is a stop word when it is one, case, accents and surrounding spaces and punctuation aside. */
export function isStopWord(body: string, stopWords: readonly string[]): boolean {
  const normal = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '')
      .toUpperCase();
  const answer = normal(body);
  return answer !== '' && stopWords.some((word) => normal(word) === answer);
}
