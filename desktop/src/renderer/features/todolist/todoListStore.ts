import { create } from 'zustand';
import { showToast } from '../../components/toast.tsx';
import { i18n } from '../../i18n/index.ts';
import { getPlatform, type Todo } from '../../platform/index.ts';

export type TodoListState = {
  todos: Todo[];
  /** False until the saved list was read (the page shows nothing meanwhile). */
  loaded: boolean;
};

export type TodoListActions = {
  load: () => Promise<void>;
  /** Ignores blank text. */
  add: (text: string) => void;
  /** Ignores blank text: the task keeps what it said. */
  edit: (id: string, text: string) => void;
  setDone: (id: string, done: boolean) => void;
  remove: (id: string) => void;
};

export function getEmptyTodoListState(): TodoListState {
  return { todos: [], loaded: false };
}

function save(todos: Todo[]): void {
  getPlatform()
    .saveTodos(todos)
    .catch(() => showToast(i18n.t('todolist.notSaved'), 'error'));
}

export const useTodoListStore = create<TodoListState & TodoListActions>()((set, get) => {
  const change = (todos: Todo[]) => {
    set({ todos });
    save(todos);
  };
  const update = (id: string, patch: Partial<Pick<Todo, 'text' | 'done'>>) =>
    change(get().todos.map((todo) => (todo.id === id ? { ...todo, ...patch, updatedAt: new Date().toISOString() } : todo)));

  return {
    ...getEmptyTodoListState(),
    load: async () => {
      const todos = await getPlatform()
        .loadTodos()
        .catch(() => []);
      set({ todos, loaded: true });
    },
    add: (text) => {
      const trimmed = text.trim();
      if (trimmed === '') {
        return;
      }
      const now = new Date().toISOString();
      change([...get().todos, { id: crypto.randomUUID(), text: trimmed, done: false, createdAt: now, updatedAt: now }]);
    },
    edit: (id, text) => {
      const trimmed = text.trim();
      if (trimmed !== '') {
        update(id, { text: trimmed });
      }
    },
    setDone: (id, done) => update(id, { done }),
    remove: (id) => change(get().todos.filter((todo) => todo.id !== id)),
  };
});
