import { MESSAGE_VARIABLES, type MessageVariable } from '@balcao/shared';

export type MenuVariable = Exclude<MessageVariable, 'ms'>;

/** What the variables menu offers (`ms` is only the reference's other name for `greeting`). */
export const MENU_VARIABLES: readonly MenuVariable[] = MESSAGE_VARIABLES.filter((name): name is MenuVariable => name !== 'ms');

/**
 * The text with `{{variable}}` put in place of the selection (or at the caret), and where the caret goes
 * afterwards: right after what was inserted.
 */
export function insertVariable(
  text: string,
  selection: { start: number; end: number },
  variable: MessageVariable,
): { text: string; caret: number } {
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  const token = `{{${variable}}}`;
  return { text: `${text.slice(0, start)}${token}${text.slice(end)}`, caret: start + token.length };
}
