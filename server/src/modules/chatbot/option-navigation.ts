import { optionsMenu } from './menus.ts';

export type OptionNode = { id: number; parentId?: number | null | undefined; option: string; title: string; message: string };

const parentOf = (option: OptionNode): number | null => option.parentId ?? null;

/** Where a ticket is in its queue's options: `current` is the option whose children are offered (null = top). */
export type OptionPosition = { current: number | null; chatbot: boolean };

export type NavigationStep =
  /** `#`: back to the main (queue) menu. */
  { kind: 'mainMenu' } | { kind: 'reply'; position: OptionPosition; reply: string };

/** The text offered at a level: the queue greeting at the top, the chosen option's message below. */
export function levelMenu(queueGreeting: string, options: readonly OptionNode[], current: number | null): string {
  const node = current === null ? null : options.find((option) => option.id === current);
  const children = options.filter((option) => parentOf(option) === (node?.id ?? null));
  return optionsMenu(node ? node.message : queueGreeting, children, { nested: node !== null && node !== undefined });
}

/**
 * One reply of the contact inside a queue's options: `#` goes to the main menu, `0` to the parent level,
 * a matching option of the current level opens it (an option without children ends the bot), anything
 * else repeats the current level.
 */
export function navigateOptions(
  input: string,
  queueGreeting: string,
  options: readonly OptionNode[],
  current: number | null,
): NavigationStep {
  const text = input.trim();
  const node = current === null ? undefined : options.find((option) => option.id === current);
  const level = node?.id ?? null;
  if (text === '#') {
    return { kind: 'mainMenu' };
  }
  if (text === '0' && node) {
    return {
      kind: 'reply',
      position: { current: parentOf(node), chatbot: true },
      reply: levelMenu(queueGreeting, options, parentOf(node)),
    };
  }
  const chosen = options.find((option) => parentOf(option) === level && option.option === text);
  if (!chosen) {
    return { kind: 'reply', position: { current: level, chatbot: true }, reply: levelMenu(queueGreeting, options, level) };
  }
  if (options.some((option) => parentOf(option) === chosen.id)) {
    return { kind: 'reply', position: { current: chosen.id, chatbot: true }, reply: levelMenu(queueGreeting, options, chosen.id) };
  }
  return { kind: 'reply', position: { current: chosen.id, chatbot: false }, reply: chosen.message };
}
