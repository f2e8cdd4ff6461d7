import '../../test/dom.ts';
import type { ContactRecord, ContactUploadRow } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { dispatchEvent } from '../../realtime/dispatcher.ts';
import { useContactsStore } from '../../state/contacts.ts';
import { useSessionStore } from '../../state/session.ts';
import { startApiServer, type ApiServer, type RecordedRequest } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import ContactsPage from './ContactsPage.tsx';

let server: ApiServer;
let seq = 0;

function contact(overrides: Partial<ContactRecord> = {}): ContactRecord {
  return {
    id: 1,
    uuid: '7d3f8a52-1c4e-4b7a-9f0e-2a6b5c8d9e10',
    name: 'Ana Souza',
    number: '5511987654321',
    whatsappId: null,
    whatsapp: null,
    email: 'ana@example.com',
    profilePicUrl: '',
    isGroup: false,
    extraInfo: [],
    createdAt: '2026-03-05T14:07:00.000Z',
    updatedAt: '2026-03-05T14:07:00.000Z',
    ...overrides,
  };
}

function page(contacts: ContactRecord[], hasMore = false) {
  return { body: { contacts, count: contacts.length, hasMore } };
}

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  useContactsStore.getState().reset();
  useSessionStore.getState().signedIn(sessionUser({ profile: 'admin' }));
  server.requests.length = 0;
  server.routes = {
    'GET /contacts': ({ query }: RecordedRequest) =>
      query.get('searchParam') === 'bruno'
        ? page([contact({ id: 2, name: 'Bruno Lima', number: '5521911112222', email: '' })])
        : page([contact(), contact({ id: 2, name: 'Bruno Lima', number: '5521911112222', email: '' })]),
    'GET /contacts/1': { body: contact({ extraInfo: [{ id: 4, name: 'CPF', value: '123' }] }) },
    'PUT /contacts/1': ({ body }: RecordedRequest) => ({ body: contact({ ...(body as object), id: 1, extraInfo: [] }) }),
    'DELETE /contacts/2': { status: 204 },
    'GET /tickets': ({ query }: RecordedRequest) => ({
      body: {
        tickets:
          query.get('searchParam') === '5511987654321' ? [{ id: 9, uuid: 'b5c0c3a4-0000-4000-8000-000000000009', contactId: 1 }] : [],
        count: 0,
        hasMore: false,
      },
    }),
    'POST /contacts/upload': ({ body }: RecordedRequest) => {
      const rows = body as ContactUploadRow[];
      return {
        body: {
          newContacts: rows
            .filter((row) => row.name !== 'X')
            .map((row, index) => contact({ id: 10 + index, name: row.name, number: row.number })),
          errorBag: rows.flatMap((row, index) =>
            row.name === 'X'
              ? [
                  {
                    index,
                    name: 'X',
                    number: row.number,
                    error: 'ERR_VALIDATION',
                    message: 'Some fields are invalid',
                    fields: [{ path: 'name', message: 'Too short' }],
                  },
                ]
              : [],
          ),
        },
      };
    },
  };
});
afterEach(cleanup);

function renderPage() {
  render(
    <MemoryRouter>
      <FluentProvider theme={webLightTheme}>
        <AppToaster />
        <Routes>
          <Route path="/" element={<ContactsPage />} />
          <Route path="/tickets/:uuid" element={<p data-testid="ticket-opened" />} />
        </Routes>
      </FluentProvider>
    </MemoryRouter>,
  );
}

function emit(payload: Record<string, unknown>) {
  act(() => {
    dispatchEvent('company-3-contact', { ...payload, seq: ++seq, companyId: 3 }, { userId: 7, companyId: 3 });
  });
}

async function spreadsheet(rows: string[][]): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Contacts');
  rows.forEach((row) => sheet.addRow(row));
  const bytes = await workbook.xlsx.writeBuffer();
  return new File([bytes], 'contacts.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

describe('Contacts page', { timeout: 20_000 }, () => {
  it('lists name, number and e-mail, and searches on the server', async () => {
    renderPage();
    const row = await screen.findByTestId('contact-row-5511987654321');
    expect(row.textContent).toContain('Ana Souza');
    expect(row.textContent).toContain('ana@example.com');
    fireEvent.change(screen.getByTestId('contacts-search'), { target: { value: 'bruno' } });
    await waitFor(() => expect(screen.queryByTestId('contact-row-5511987654321')).toBeNull(), { timeout: 3_000 });
    expect(screen.getByTestId('contact-row-5521911112222')).toBeTruthy();
  });

  it('edits a contact with its extra information', async () => {
    renderPage();
    await screen.findByTestId('contact-row-5511987654321');
    fireEvent.click(screen.getByTestId('contact-edit-5511987654321'));
    const modal = await screen.findByTestId('contact-modal');
    const name = await within(modal).findByDisplayValue('Ana Souza');
    expect(within(modal).getByDisplayValue('CPF')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Ana S. Lima' } });
    fireEvent.click(within(modal).getByText('Save'));
    await waitFor(() => expect(screen.getByTestId('contact-row-5511987654321').textContent).toContain('Ana S. Lima'));
    const sent = server.requests.find(({ method }) => method === 'PUT')?.body as { name: string; extraInfo: unknown[] };
    expect(sent.name).toBe('Ana S. Lima');
    expect(sent.extraInfo).toEqual([{ id: 4, name: 'CPF', value: '123' }]);
  });

  it('adds a contact: the rules show under the fields, then a number another contact holds is refused under the number', async () => {
    server.routes['POST /contacts'] = {
      status: 409,
      body: {
        error: 'ERR_DUPLICATED_CONTACT',
        message: 'Another contact of this company has this number',
        fields: [{ path: 'body.number', message: 'Already used by another contact' }],
      },
    };
    renderPage();
    await screen.findByTestId('contact-row-5511987654321');
    fireEvent.click(screen.getByTestId('contacts-add'));
    const modal = await screen.findByTestId('contact-modal');
    fireEvent.click(within(modal).getByTestId('contact-save'));
    expect(await within(modal).findAllByText('Required')).toHaveLength(2);
    const [name, number] = within(modal).getAllByRole('textbox');
    fireEvent.change(name as HTMLElement, { target: { value: 'Carla Dias' } });
    fireEvent.change(number as HTMLElement, { target: { value: '+55 (11) 98765-4321' } });
    fireEvent.click(within(modal).getByTestId('contact-save'));
    expect(await within(modal).findByText('Already used by another contact')).toBeTruthy();
    const sent = server.requests.find(({ method, path }) => method === 'POST' && path === '/contacts')?.body as { number: string };
    expect(sent.number).toBe('5511987654321');
  });

  it('message opens the contact’s open ticket, or the new-ticket dialog with the contact picked', async () => {
    renderPage();
    await screen.findByTestId('contact-row-5521911112222');
    fireEvent.click(screen.getByTestId('contact-message-5521911112222'));
    const modal = await screen.findByTestId('new-ticket-modal');
    expect(within(modal).getByDisplayValue('Bruno Lima')).toBeTruthy();
    const asked = server.requests.find(({ path }) => path === '/tickets');
    expect([asked?.query.get('status'), asked?.query.get('showAll')]).toEqual(['open', 'true']);
    cleanup();
    renderPage();
    fireEvent.click(await screen.findByTestId('contact-message-5511987654321'));
    expect(await screen.findByTestId('ticket-opened')).toBeTruthy();
  });

  it('deletes after confirmation; a user without the permission sees no delete button', async () => {
    renderPage();
    await screen.findByTestId('contact-row-5521911112222');
    fireEvent.click(screen.getByTestId('contact-delete-5521911112222'));
    fireEvent.click(await screen.findByTestId('contact-delete-confirm-confirm'));
    await waitFor(() => expect(screen.queryByTestId('contact-row-5521911112222')).toBeNull());
    cleanup();
    useSessionStore.getState().signedIn(sessionUser({ profile: 'user' }));
    renderPage();
    await screen.findByTestId('contact-row-5511987654321');
    expect(screen.queryByTestId('contact-delete-5511987654321')).toBeNull();
    expect(screen.getByTestId('contact-edit-5511987654321')).toBeTruthy();
  });

  it('imports a spreadsheet: sends its rows and lists the rows refused, by line', async () => {
    renderPage();
    await screen.findByTestId('contact-row-5511987654321');
    const file = await spreadsheet([
      ['Nome', 'Número', 'E-mail'],
      ['Carla', '5531900000001', ''],
      ['X', '5531900000002', ''],
      ['Davi', '5531900000003', 'davi@example.com'],
    ]);
    fireEvent.change(screen.getByTestId('contacts-import-file'), { target: { files: [file] } });
    const created = await screen.findByTestId('contacts-import-created', {}, { timeout: 10_000 });
    expect(created.textContent).toBe('2 contacts created.');
    expect(screen.getByTestId('contacts-import-errors').textContent).toContain('Row 3: X · 5531900000002 — invalid Name');
    const sent = server.requests.find(({ path }) => path === '/contacts/upload')?.body;
    expect(sent).toEqual([
      { name: 'Carla', number: '5531900000001', email: '' },
      { name: 'X', number: '5531900000002', email: '' },
      { name: 'Davi', number: '5531900000003', email: 'davi@example.com' },
    ]);
  });

  it('follows live events: created, renamed, deleted, and a reload after a bulk import', async () => {
    renderPage();
    await screen.findByTestId('contact-row-5511987654321');
    emit({ action: 'create', contact: contact({ id: 3, name: 'Caio', number: '5541900000000' }) });
    expect(await screen.findByTestId('contact-row-5541900000000')).toBeTruthy();
    emit({ action: 'update', contact: contact({ id: 1, name: 'Ana Maria' }) });
    await waitFor(() => expect(screen.getByTestId('contact-row-5511987654321').textContent).toContain('Ana Maria'));
    emit({ action: 'delete', contactId: 3 });
    await waitFor(() => expect(screen.queryByTestId('contact-row-5541900000000')).toBeNull());
    const before = server.requests.filter(({ path }) => path === '/contacts').length;
    emit({ action: 'reload' });
    await waitFor(() => expect(server.requests.filter(({ path }) => path === '/contacts').length).toBe(before + 1));
  });
});
