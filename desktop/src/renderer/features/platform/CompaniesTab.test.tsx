import '../../test/dom.ts';
import type { CompanyRecord, InvoiceRecord } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tokens } from '../../api/index.ts';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { useSessionStore } from '../../state/session.ts';
import { startApiServer, type ApiServer } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import { CompaniesTab } from './CompaniesTab.tsx';

let server: ApiServer;

const company: CompanyRecord = {
  id: 5,
  name: 'Padaria Nova',
  email: 'padaria@example.test',
  phone: null,
  planId: 2,
  plan: { id: 2, name: 'Básico', value: 49.9 },
  status: true,
  dueDate: '2093-03-14',
  recurrence: 'MENSAL',
  billingName: null,
  billingDocument: null,
  billingAddress: null,
  billingCity: null,
  billingState: null,
  billingZipcode: null,
  billingCountry: null,
  referrerCompanyId: null,
  createdAt: '2093-03-11T10:00:00.000Z',
  updatedAt: '2093-03-11T10:00:00.000Z',
};

const invoice: InvoiceRecord = {
  id: 77,
  companyId: 5,
  companyName: 'Padaria Nova',
  detail: 'Básico',
  value: 49.9,
  dueDate: '2093-03-14',
  status: 'open',
  paidAt: null,
  createdAt: '2093-03-11T10:00:00.000Z',
};

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  useSessionStore.getState().signedIn(sessionUser({ profile: 'admin', super: true }));
  tokens.set('valid-token');
  server.requests.length = 0;
});
afterEach(cleanup);

function renderTab(created: boolean) {
  server.routes = {
    'GET /companies': { body: { records: [company], count: 1, hasMore: false } },
    'GET /companies/deletions': { body: [] },
    'POST /companies/5/invoices': { status: created ? 201 : 200, body: { invoice, created } },
  };
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <CompaniesTab />
    </FluentProvider>,
  );
}

describe('Settings › Companies: an invoice on demand', { timeout: 15_000 }, () => {
  it('makes a company’s invoice from its row and says when it is due', async () => {
    renderTab(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Create an invoice for Padaria Nova' }));
    expect(await screen.findByText('Invoice for Padaria Nova created: due on 14/03/2093.')).toBeTruthy();
    expect(server.requests.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual(['/companies/5/invoices']);
  });

  it('says so when the company already has an open invoice', async () => {
    renderTab(false);
    fireEvent.click(await screen.findByTestId('company-invoice-Padaria Nova'));
    expect(await screen.findByText('Padaria Nova already has an open invoice, due on 14/03/2093.')).toBeTruthy();
  });
});
