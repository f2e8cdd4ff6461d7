/**
 * The personal to-do list kept on this machine (never sent to the server): the shape of a task and
 * how a stored list is read back, shared by the main process and the web build.
 */
import { z } from 'zod';

export const TODO_TEXT_MAX = 2000;
export const TODO_LIMIT = 1000;

export const todoSchema = z.strictObject({
  id: z.string().min(1).max(64),
  /** Never blank: the page ignores empty text. */
  text: z.string().max(TODO_TEXT_MAX).regex(/\S/),
  done: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Todo = z.infer<typeof todoSchema>;

export const todoListSchema = z.array(todoSchema).max(TODO_LIMIT);

/** A stored list read back: a hand-edited or outdated task is dropped alone, the others are kept. */
export function readTodos(raw: unknown): Todo[] {
  if (!Array.isArray(raw)) {
    return [];
  }
  return raw
    .flatMap((item: unknown) => {
      const parsed = todoSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    })
    .slice(0, TODO_LIMIT);
}
