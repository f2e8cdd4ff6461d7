import type { QuickMessageRecord } from '@balcao/shared';

/** Suggestions are previewed at this many characters. */
export const QUICK_REPLY_PREVIEW_CHARS = 35;

/** Text starting with a slash and longer than the slash asks for suggestions, matched by shortcode. */
export function matchQuickReplies(all: QuickMessageRecord[], text: string): QuickMessageRecord[] {
  if (!text.startsWith('/') || text.length <= 1) {
    return [];
  }
  const term = text.slice(1).toLowerCase();
  return all.filter((quick) => quick.shortcode.toLowerCase().includes(term));
}

/** What Enter takes from an open list: the reply whose shortcode is exactly what was typed, else the first offered. */
export function chosenQuickReply(suggestions: QuickMessageRecord[], text: string): QuickMessageRecord | null {
  const typed = text.slice(1).trim().toLowerCase();
  return suggestions.find((quick) => quick.shortcode.toLowerCase() === typed) ?? suggestions[0] ?? null;
}

export function previewQuickReply(message: string): string {
  return message.length > QUICK_REPLY_PREVIEW_CHARS ? `${message.slice(0, QUICK_REPLY_PREVIEW_CHARS)}…` : message;
}
