/** Text of the chatbot menus (`chatBotType` text: the only kind current WhatsApp renders). */

type NamedQueue = { name: string };
type MenuOption = { option: string; title: string };

const joinBlocks = (...blocks: string[]): string =>
  blocks
    .map((block) => block.trim())
    .filter(Boolean)
    .join('\n\n');

/** The connection's greeting followed by `*[ 1 ]* - Sales` lines. */
export function queueMenu(greeting: string, queues: readonly NamedQueue[]): string {
  return joinBlocks(greeting, queues.map((queue, index) => `*[ ${index + 1} ]* - ${queue.name}`).join('\n'));
}

/** Options in the order a person expects: "1", "2", …, "10" rather than "1", "10", "2". */
export function sortOptions<T extends MenuOption>(options: readonly T[]): T[] {
  return [...options].sort((a, b) => a.option.localeCompare(b.option, undefined, { numeric: true }));
}

/** A level of a queue's options: its header, `[ 1 ] - title` lines, then the way back. */
export function optionsMenu(header: string, options: readonly MenuOption[], { nested }: { nested: boolean }): string {
  const lines = sortOptions(options).map((option) => `[ ${option.option} ] - ${option.title}`);
  const back = nested ? ['[ 0 ] Menu anterior', '[ # ] Menu inicial'] : ['[ # ] Menu inicial'];
  return joinBlocks(header, [...lines, ...back].join('\n'));
}
