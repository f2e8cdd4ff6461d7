import '../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { startApiServer, type ApiServer } from '../../test/apiServer.ts';
import { getEmptyTodoListState, useTodoListStore } from './todoListStore.ts';
import TodoListPage from './TodoListPage.tsx';

let server: ApiServer;

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  server.requests.length = 0;
});
afterEach(cleanup);

/** What opening the page after a (re)load does: a fresh slice, then the page reads the saved list. */
async function openPage() {
  cleanup();
  useTodoListStore.setState(getEmptyTodoListState());
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <TodoListPage />
    </FluentProvider>,
  );
  await waitFor(() => expect(useTodoListStore.getState().loaded).toBe(true));
}

function addTask(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'New task' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
}

const taskTexts = () =>
  within(screen.getByRole('list', { name: 'Tasks' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('to-do list', () => {
  it('adds tasks, ignores blank ones, and still has them after a reload', async () => {
    await openPage();
    expect(screen.getByText('No tasks yet. They stay on this computer only.')).toBeTruthy();

    addTask('  Ligar para a Carla  ');
    addTask('   ');
    addTask('Conferir pedidos de ontem');
    expect(screen.getByRole('textbox', { name: 'New task' })).toHaveProperty('value', '');

    await openPage();
    expect(screen.getByRole('listitem', { name: 'Ligar para a Carla' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Conferir pedidos de ontem' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('No tasks yet. They stay on this computer only.')).toBeNull();
  });

  it('marks a task done, edits one and deletes one, and a reload shows the same', async () => {
    await openPage();
    addTask('Ligar para a Carla');
    addTask('Conferir pedidos');
    addTask('Responder o e-mail do fornecedor');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Done: Ligar para a Carla' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit: Conferir pedidos' }));
    const editor = screen.getByRole('textbox', { name: 'New text for: Conferir pedidos' });
    fireEvent.change(editor, { target: { value: 'Conferir pedidos de ontem' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Responder o e-mail do fornecedor' }));

    await openPage();
    expect(taskTexts().map((text) => text?.replace(/(Created|Changed) .*$/, ''))).toEqual([
      'Ligar para a Carla',
      'Conferir pedidos de ontem',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Done: Ligar para a Carla' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Done: Conferir pedidos de ontem' })).toHaveProperty('checked', false);
  });

  it('keeps the old text when an edit is emptied or cancelled', async () => {
    await openPage();
    addTask('Ligar para a Carla');

    fireEvent.click(screen.getByRole('button', { name: 'Edit: Ligar para a Carla' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'New text for: Ligar para a Carla' }), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the task' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit: Ligar para a Carla' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'New text for: Ligar para a Carla' }), { target: { value: 'Something else' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel editing' }));

    await openPage();
    expect(screen.getByRole('listitem', { name: 'Ligar para a Carla' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('never asks the server for anything', async () => {
    await openPage();
    addTask('Ligar para a Carla');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Done: Ligar para a Carla' }));
    await openPage();
    expect(server.requests).toEqual([]);
  });

  it('shows the tasks that still read as tasks when the saved list was edited by hand', async () => {
    const task = {
      id: 'a',
      text: 'Ligar para a Carla',
      done: false,
      createdAt: '2026-11-25T09:00:00.000Z',
      updatedAt: '2026-11-25T09:00:00.000Z',
    };
    localStorage.setItem(
      'balcao.todos',
      JSON.stringify([task, { ...task, id: 'b', text: null }, { ...task, id: 'c', text: 'Conferir pedidos' }]),
    );

    await openPage();
    expect(taskTexts()).toHaveLength(2);
    expect(screen.getByRole('listitem', { name: 'Conferir pedidos' })).toBeTruthy();
  });
});
