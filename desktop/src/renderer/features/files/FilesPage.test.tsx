import '../../test/dom.ts';
import type { FileListRecord, FileOptionRecord } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { dispatchEvent } from '../../realtime/dispatcher.ts';
import { useFileListsStore } from '../../state/fileLists.ts';
import { useSessionStore } from '../../state/session.ts';
import { startApiServer, type ApiServer, type RecordedRequest } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import FilesPage from './FilesPage.tsx';

let server: ApiServer;
let seq = 0;

function option(overrides: Partial<FileOptionRecord> = {}): FileOptionRecord {
  return {
    id: 11,
    name: 'Prices',
    message: '',
    value: '',
    mediaType: 'document',
    mediaPath: '/media/a',
    mediaName: 'prices.pdf',
    ...overrides,
  };
}

function list(overrides: Partial<FileListRecord> = {}): FileListRecord {
  return {
    id: 1,
    name: 'Catalogue',
    message: 'Our catalogue',
    options: [option()],
    createdAt: '2026-03-05T14:07:00.000Z',
    updatedAt: '2026-03-05T14:07:00.000Z',
    ...overrides,
  };
}

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  useFileListsStore.getState().reset();
  useSessionStore.getState().signedIn(sessionUser({ profile: 'admin' }));
  server.requests.length = 0;
  server.routes = {
    'GET /files': { body: { files: [list()], count: 1, hasMore: false } },
    'GET /files/1': { body: list() },
    'POST /files': {
      status: 201,
      body: list({
        id: 5,
        name: 'Menus',
        options: [
          option({ id: 21, name: 'Lunch', mediaPath: null, mediaName: null, mediaType: null }),
          option({ id: 22, name: 'Dinner', mediaPath: null, mediaName: null, mediaType: null }),
        ],
      }),
    },
    'POST /files/uploadList/5': {
      body: list({
        id: 5,
        name: 'Menus',
        options: [
          option({ id: 21, name: 'Lunch', mediaName: 'lunch.pdf' }),
          option({ id: 22, name: 'Dinner', mediaName: 'dinner.png', mediaType: 'image' }),
        ],
      }),
    },
    'PUT /files/1': ({ body }: RecordedRequest) => ({ body: list({ ...(body as object), options: [option()] }) }),
    'DELETE /files/1': { status: 204 },
  };
});
afterEach(cleanup);

function renderPage() {
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <FilesPage />
    </FluentProvider>,
  );
}

describe('File lists page', { timeout: 15_000 }, () => {
  it('lists each file list with how many files it holds', async () => {
    renderPage();
    expect((await screen.findByTestId('file-list-files-Catalogue')).textContent).toBe('1 file · prices.pdf');
  });

  it('asks for a name on every file before calling the server', async () => {
    renderPage();
    await screen.findByTestId('file-list-row-Catalogue');
    fireEvent.click(screen.getByTestId('files-add'));
    fireEvent.change(await screen.findByTestId('file-list-name'), { target: { value: 'Menus' } });
    fireEvent.click(screen.getByTestId('file-list-add-option'));
    fireEvent.click(screen.getByTestId('file-list-save'));
    await waitFor(() => expect(screen.getByTestId('file-option-0').textContent).toMatch(/required|at least/i));
    expect(server.requests.some(({ method }) => method === 'POST')).toBe(false);
  });

  it('creates a list with two files: the list first, then both files in one upload, each to its option', async () => {
    renderPage();
    await screen.findByTestId('file-list-row-Catalogue');
    fireEvent.click(screen.getByTestId('files-add'));
    fireEvent.change(await screen.findByTestId('file-list-name'), { target: { value: 'Menus' } });
    for (const [index, name, file] of [
      [0, 'Lunch', new File(['%PDF'], 'lunch.pdf', { type: 'application/pdf' })],
      [1, 'Dinner', new File(['PNG'], 'dinner.png', { type: 'image/png' })],
    ] as const) {
      fireEvent.click(screen.getByTestId('file-list-add-option'));
      fireEvent.change(screen.getByTestId(`file-option-name-${index}`), { target: { value: name } });
      fireEvent.change(screen.getByTestId(`file-option-file-${index}`), { target: { files: [file] } });
      expect(screen.getByTestId(`file-option-file-name-${index}`).textContent).toBe(file.name);
    }
    fireEvent.click(screen.getByTestId('file-list-save'));

    await waitFor(() => expect(screen.getByTestId('file-list-files-Menus').textContent).toBe('2 files · lunch.pdf, dinner.png'));
    const created = server.requests.find(({ method, path }) => method === 'POST' && path === '/files');
    expect(created?.body).toEqual({
      name: 'Menus',
      message: '',
      options: [
        { name: 'Lunch', message: '', value: '' },
        { name: 'Dinner', message: '', value: '' },
      ],
    });
    expect(server.requests.some(({ path }) => path === '/files/uploadList/5')).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('file-list-modal')).toBeNull());
  });

  it('edits a list keeping its saved file, and deletes one after confirmation', async () => {
    renderPage();
    await screen.findByTestId('file-list-row-Catalogue');
    fireEvent.click(screen.getByTestId('file-list-edit-Catalogue'));
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('file-list-name').value).toBe('Catalogue'));
    expect(screen.getByTestId('file-option-file-name-0').textContent).toBe('prices.pdf');
    fireEvent.change(screen.getByTestId('file-list-name'), { target: { value: 'Catalogue 2026' } });
    fireEvent.click(screen.getByTestId('file-list-save'));
    expect(await screen.findByTestId('file-list-row-Catalogue 2026')).toBeTruthy();
    expect(server.requests.find(({ method }) => method === 'PUT')?.body).toMatchObject({ options: [{ id: 11, name: 'Prices' }] });
    expect(server.requests.some(({ path }) => path.startsWith('/files/uploadList'))).toBe(false);

    fireEvent.click(screen.getByTestId('file-list-delete-Catalogue 2026'));
    fireEvent.click(await screen.findByTestId('file-list-delete-confirm-confirm'));
    await waitFor(() => expect(screen.queryByTestId('file-list-row-Catalogue 2026')).toBeNull());
  });

  it('follows live file events', async () => {
    renderPage();
    await screen.findByTestId('file-list-row-Catalogue');
    act(() => {
      dispatchEvent(
        'company-3-file',
        { action: 'create', file: list({ id: 7, name: 'Brochures', options: [] }), seq: ++seq, companyId: 3 },
        { userId: 7, companyId: 3 },
      );
    });
    expect(await screen.findByTestId('file-list-row-Brochures')).toBeTruthy();
    act(() => {
      dispatchEvent('company-3-file', { action: 'delete', fileId: 1, seq: ++seq, companyId: 3 }, { userId: 7, companyId: 3 });
    });
    await waitFor(() => expect(screen.queryByTestId('file-list-row-Catalogue')).toBeNull());
  });
});
