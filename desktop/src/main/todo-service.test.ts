import { readFileSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Todo } from '../common/todos.ts';
import { jsonFileStore, removeStoreFiles, storeFile } from './test-support/json-file-store.ts';
import { createTodoService } from './todo-service.ts';

afterEach(removeStoreFiles);

function task(id: string, text: string, done = false): Todo {
  return { id, text, done, createdAt: '2026-11-25T09:00:00.000Z', updatedAt: '2026-11-25T09:30:00.000Z' };
}

describe('to-do service', () => {
  it('keeps the tasks across restarts of the app', () => {
    const file = storeFile('todos');
    createTodoService(jsonFileStore(file)).save([task('a', 'Ligar para a Carla'), task('b', 'Conferir pedidos', true)]);

    expect(createTodoService(jsonFileStore(file)).list()).toEqual([task('a', 'Ligar para a Carla'), task('b', 'Conferir pedidos', true)]);
  });

  it('starts empty on a new machine', () => {
    expect(createTodoService(jsonFileStore(storeFile('todos'))).list()).toEqual([]);
  });

  it('drops a hand-edited task alone and keeps the others', () => {
    const file = storeFile('todos');
    writeFileSync(file, JSON.stringify({ tasks: [task('a', 'Keep me'), { id: 'b', text: 42 }, task('c', '   '), task('d', 'Me too')] }));

    expect(
      createTodoService(jsonFileStore(file))
        .list()
        .map(({ text }) => text),
    ).toEqual(['Keep me', 'Me too']);
  });

  it('starts empty when the file is not JSON any more', () => {
    const file = storeFile('todos');
    writeFileSync(file, '{"tasks": [');

    expect(createTodoService(jsonFileStore(file)).list()).toEqual([]);
  });

  it('refuses a list holding an invalid task, leaving the file untouched', () => {
    const file = storeFile('todos');
    const todos = createTodoService(jsonFileStore(file));
    todos.save([task('a', 'Ligar para a Carla')]);
    const before = readFileSync(file, 'utf8');

    expect(() => todos.save([task('a', 'Ligar para a Carla'), task('b', '')])).toThrow(/to-do list/);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});
