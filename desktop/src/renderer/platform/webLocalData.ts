/**
 * The web build's to-do list and drafts in localStorage. Loaded on first use, so the sign-in page
 * does not download their schemas.
 */
import { draftText, readDrafts, withDraft } from '../../common/drafts.ts';
import { readTodos, todoListSchema, type Todo } from '../../common/todos.ts';
import { readJson, writeJson } from './localJson.ts';

/** localStorage keys of the to-do list and of the drafts. */
export const TODOS_STORAGE_KEY = 'balcao.todos';
export const DRAFTS_STORAGE_KEY = 'balcao.drafts';

export function loadTodos(): Todo[] {
  return readTodos(readJson(TODOS_STORAGE_KEY));
}

export function saveTodos(todos: readonly Todo[]): Promise<void> {
  return writeJson(TODOS_STORAGE_KEY, () => todoListSchema.parse(todos));
}

export function loadDraft(key: string): string {
  return draftText(readDrafts(readJson(DRAFTS_STORAGE_KEY)), key);
}

export function saveDraft(key: string, text: string): Promise<void> {
  return writeJson(DRAFTS_STORAGE_KEY, () => withDraft(readDrafts(readJson(DRAFTS_STORAGE_KEY)), key, text, Date.now()));
}
