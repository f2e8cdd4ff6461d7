import '../../test/dom.ts';
import type { ContactListItemRecord, ContactListRecord } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { dispatchEvent } from '../../realtime/dispatcher.ts';
import { useContactListItemsStore, useContactListsStore } from '../../state/contactLists.ts';
import { useSessionStore } from '../../state/session.ts';
import { startApiServer, type ApiServer, type RecordedRequest } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import ContactListItemsPage from './ContactListItemsPage.tsx';
import ContactListsPage from './ContactListsPage.tsx';

let server: ApiServer;
let seq = 0;

function list(overrides: Partial<ContactListRecord> = {}): ContactListRecord {
  return {
    id: 1,
    name: 'Clients',
    contactsCount: 2,
    createdAt: '2026-03-05T14:07:00.000Z',
    updatedAt: '2026-03-05T14:07:00.000Z',
    ...overrides,
  };
}

function item(overrides: Partial<ContactListItemRecord> = {}): ContactListItemRecord {
  return {
    id: 11,
    name: 'Ana Souza',
    number: '5511988887777',
    email: 'ana@example.com',
    isWhatsappValid: true,
    companyId: 3,
    contactListId: 1,
    optedOut: false,
    ...overrides,
  };
}

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  useContactListsStore.getState().reset();
  useContactListItemsStore.getState().reset();
  useSessionStore.getState().signedIn(sessionUser({ profile: 'admin', plan: { useCampaigns: true } }));
  server.requests.length = 0;
  server.routes = {
    'GET /contact-lists': { body: { records: [list(), list({ id: 2, name: 'Leads', contactsCount: 0 })], count: 2, hasMore: false } },
    'GET /contact-lists/1': { body: list() },
    'POST /contact-lists': ({ body }: RecordedRequest) => ({ status: 201, body: list({ id: 5, contactsCount: 0, ...(body as object) }) }),
    'DELETE /contact-lists/2': { status: 204 },
    'GET /contact-list-items': {
      body: {
        contacts: [
          item(),
          item({ id: 12, name: 'Bruno Lima', number: '01234567890', email: '', isWhatsappValid: false }),
          item({ id: 13, name: 'Caio', number: '5511977776666', isWhatsappValid: null }),
        ],
        count: 3,
        hasMore: false,
      },
    },
    'POST /contact-list-items': ({ body }: RecordedRequest) => ({
      status: 201,
      body: item({ id: 14, isWhatsappValid: true, ...(body as object) }),
    }),
    'DELETE /contact-list-items/11': { status: 204 },
    'POST /contact-lists/1/upload': ({ body }: RecordedRequest) => {
      const rows = body as { name: string; number: string }[];
      return {
        body: {
          newContacts: rows
            .filter((row) => row.name.length >= 2)
            .map((row, index) => item({ id: 20 + index, ...row, isWhatsappValid: null })),
          errorBag: rows.flatMap((row, index) =>
            row.name.length >= 2
              ? []
              : [
                  {
                    index,
                    name: row.name,
                    number: row.number,
                    error: 'ERR_VALIDATION',
                    message: 'invalid',
                    fields: [{ path: 'name', message: 'Too short' }],
                  },
                ],
          ),
        },
      };
    },
  };
});
afterEach(cleanup);

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <FluentProvider theme={webLightTheme}>
        <AppToaster />
        <Routes>
          <Route path="/contact-lists" element={<ContactListsPage />} />
          <Route path="/contact-lists/:contactListId/contacts" element={<ContactListItemsPage />} />
        </Routes>
      </FluentProvider>
    </MemoryRouter>,
  );
}

function emit(channel: string, payload: Record<string, unknown>) {
  act(() => {
    dispatchEvent(`company-3-${channel}`, { ...payload, seq: ++seq, companyId: 3 }, { userId: 7, companyId: 3 });
  });
}

async function spreadsheet(rows: string[][]): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('List');
  rows.forEach((row) => sheet.addRow(row));
  const bytes = await workbook.xlsx.writeBuffer();
  return new File([bytes], 'list.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

describe('Contact lists page', { timeout: 20_000 }, () => {
  it('lists each list with its count, follows count changes live, and opens a list', async () => {
    renderAt('/contact-lists');
    expect((await screen.findByTestId('contact-list-count-Clients')).textContent).toBe('2');
    emit('contactList', { action: 'update', contactList: list({ contactsCount: 3 }) });
    await waitFor(() => expect(screen.getByTestId('contact-list-count-Clients').textContent).toBe('3'));
    fireEvent.click(screen.getByTestId('contact-list-open-Clients'));
    expect(await screen.findByTestId('contact-list-item-row-5511988887777')).toBeTruthy();
    expect(server.requests.find(({ path }) => path === '/contact-list-items')?.query.get('contactListId')).toBe('1');
  });

  it('creates a list after checking its name, and deletes one after confirming', async () => {
    renderAt('/contact-lists');
    await screen.findByTestId('contact-list-row-Leads');
    fireEvent.click(screen.getByTestId('contact-lists-add'));
    fireEvent.change(await screen.findByTestId('contact-list-name'), { target: { value: 'A' } });
    fireEvent.click(screen.getByTestId('contact-list-save'));
    await waitFor(() => expect(screen.getByTestId('contact-list-modal').textContent).toMatch(/at least|too small|2/i));
    expect(server.requests.some(({ method }) => method === 'POST')).toBe(false);
    fireEvent.change(screen.getByTestId('contact-list-name'), { target: { value: 'Black Friday' } });
    fireEvent.click(screen.getByTestId('contact-list-save'));
    expect(await screen.findByTestId('contact-list-row-Black Friday')).toBeTruthy();
    fireEvent.click(screen.getByTestId('contact-list-delete-Leads'));
    fireEvent.click(await screen.findByTestId('contact-list-delete-confirm-confirm'));
    await waitFor(() => expect(screen.queryByTestId('contact-list-row-Leads')).toBeNull());
  });
});

describe('Contacts of a list', { timeout: 20_000 }, () => {
  it("shows each number's validity on WhatsApp: valid, not on WhatsApp, not checked yet", async () => {
    renderAt('/contact-lists/1/contacts');
    await screen.findByTestId('contact-list-item-row-5511988887777');
    expect(screen.getByTestId('contact-list-item-valid-5511988887777').dataset.state).toBe('valid');
    expect(screen.getByTestId('contact-list-item-valid-01234567890').dataset.state).toBe('invalid');
    expect(screen.getByTestId('contact-list-item-valid-5511977776666').dataset.state).toBe('unknown');
    expect(screen.getByLabelText('Not on WhatsApp')).toBeTruthy();
    expect(await screen.findByText('Clients')).toBeTruthy();
  });

  it('says once that a list does not exist, and leads back to the lists', async () => {
    const missing = { status: 404, body: { error: 'ERR_NO_CONTACT_LIST_FOUND', message: 'No contact list found with this ID' } };
    server.routes['GET /contact-lists/99'] = missing;
    server.routes['GET /contact-list-items'] = missing;
    renderAt('/contact-lists/99/contacts');
    expect((await screen.findByTestId('toast-error')).textContent).toContain('No contact list found with this ID.');
    fireEvent.click(screen.getByTestId('contact-list-items-back'));
    expect(await screen.findByTestId('page-contact-lists')).toBeTruthy();
    expect(screen.getAllByTestId('toast-error')).toHaveLength(1);
  });

  it('offers delete only to profiles allowed contacts-page:deleteContact', async () => {
    useSessionStore.getState().signedIn(sessionUser({ profile: 'supervisor', plan: { useCampaigns: true } }));
    renderAt('/contact-lists/1/contacts');
    await screen.findByTestId('contact-list-item-row-5511988887777');
    expect(screen.getByTestId('contact-list-item-edit-5511988887777')).toBeTruthy();
    expect(screen.queryByTestId('contact-list-item-delete-5511988887777')).toBeNull();
  });

  it('adds a person after checking the number, and removes one after confirming', async () => {
    renderAt('/contact-lists/1/contacts');
    await screen.findByTestId('contact-list-item-row-5511988887777');
    fireEvent.click(screen.getByTestId('contact-list-items-add'));
    fireEvent.change(await screen.findByTestId('contact-list-item-name'), { target: { value: 'Dora Reis' } });
    fireEvent.change(screen.getByTestId('contact-list-item-number'), { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('contact-list-item-save'));
    await waitFor(() => expect(screen.getByTestId('contact-list-item-modal').textContent).toContain('Invalid value'));
    fireEvent.change(screen.getByTestId('contact-list-item-number'), { target: { value: '+55 31 90000-0001' } });
    fireEvent.click(screen.getByTestId('contact-list-item-save'));
    expect(await screen.findByTestId('contact-list-item-row-5531900000001')).toBeTruthy();
    expect(server.requests.find(({ method, path }) => method === 'POST' && path === '/contact-list-items')?.body).toEqual({
      name: 'Dora Reis',
      number: '5531900000001',
      email: '',
      contactListId: 1,
    });
    fireEvent.click(screen.getByTestId('contact-list-item-delete-5511988887777'));
    fireEvent.click(await screen.findByTestId('contact-list-item-delete-confirm-confirm'));
    await waitFor(() => expect(screen.queryByTestId('contact-list-item-row-5511988887777')).toBeNull());
  });

  it("keeps live events of this list only, and reloads on the list's reload", async () => {
    renderAt('/contact-lists/1/contacts');
    await screen.findByTestId('contact-list-item-row-5511988887777');
    emit('contactListItem', {
      action: 'create',
      contactListItem: item({ id: 30, name: 'Elsewhere', number: '5521900000000', contactListId: 2 }),
    });
    emit('contactListItem', { action: 'create', contactListItem: item({ id: 31, name: 'Here', number: '5521900000001' }) });
    expect(await screen.findByTestId('contact-list-item-row-5521900000001')).toBeTruthy();
    expect(screen.queryByTestId('contact-list-item-row-5521900000000')).toBeNull();
    emit('contactListItem', {
      action: 'update',
      contactListItem: item({ id: 13, name: 'Caio', number: '5511977776666', isWhatsappValid: true }),
    });
    await waitFor(() => expect(screen.getByTestId('contact-list-item-valid-5511977776666').dataset.state).toBe('valid'));
    const before = server.requests.filter(({ path }) => path === '/contact-list-items').length;
    emit('contactListItem', { action: 'reload' });
    await waitFor(() => expect(server.requests.filter(({ path }) => path === '/contact-list-items').length).toBe(before + 1));
  });

  it('imports a spreadsheet into the list: a progress bar, what was added, and each refused row by line', async () => {
    renderAt('/contact-lists/1/contacts');
    await screen.findByTestId('contact-list-item-row-5511988887777');
    const file = await spreadsheet([
      ['Name', 'Number', 'Email'],
      ['Fabio Ramos', '5531900000011', ''],
      ['G', '5531900000012', ''],
      ['Helena Dias', '5531900000013', 'helena@example.com'],
    ]);
    fireEvent.change(screen.getByTestId('contact-list-items-import-file'), { target: { files: [file] } });
    const created = await screen.findByTestId('contact-list-import-created', {}, { timeout: 10_000 });
    expect(created.textContent).toBe('2 contacts created.');
    expect(screen.getByTestId('contact-list-import-progress')).toBeTruthy();
    expect(screen.getByTestId('contact-list-import-errors').textContent).toContain('Row 3: G · 5531900000012 — invalid Name');
    expect(server.requests.find(({ path }) => path === '/contact-lists/1/upload')?.body).toEqual([
      { name: 'Fabio Ramos', number: '5531900000011', email: '' },
      { name: 'G', number: '5531900000012', email: '' },
      { name: 'Helena Dias', number: '5531900000013', email: 'helena@example.com' },
    ]);
  });
});
