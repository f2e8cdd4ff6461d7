import type { KeyValueStore } from '../common/key-value-store.ts';
import { parseOrThrow } from '../common/ipc.ts';
import { readTodos, todoListSchema, type Todo } from '../common/todos.ts';

const TASKS_KEY = 'tasks';

export type TodoService = {
  /** The saved tasks; one that no longer reads as a task is left out, the others kept. */
  list(): Todo[];
  /** Replaces the saved list (the renderer owns it and saves it whole). */
  save(todos: readonly Todo[]): void;
};

/** The personal to-do list, kept in its own store file on this machine. */
export function createTodoService(store: KeyValueStore): TodoService {
  return {
    list: () => readTodos(store.get(TASKS_KEY)),
    save(todos) {
      store.set(TASKS_KEY, parseOrThrow(todoListSchema, todos, 'to-do list'));
    },
  };
}
