import '../../test/dom.ts';
import type { InvoiceRecord, PaymentSetupRecord, SubscriptionRecord } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tokens } from '../../api/index.ts';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { useSessionStore } from '../../state/session.ts';
import { startApiServer, type ApiServer } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import { PaymentSetupNotice } from '../platform/PaymentSetupNotice.tsx';
import SubscriptionPage from './SubscriptionPage.tsx';

let server: ApiServer;

const subscription = (paymentsReady: boolean): SubscriptionRecord => ({
  companyId: 3,
  companyName: 'Empresa 1',
  email: 'ana@example.com',
  dueDate: '2093-03-14',
  recurrence: 'MENSAL',
  planName: 'Básico',
  planValue: 49.9,
  openInvoiceId: null,
  paymentsReady,
});

const invoice: InvoiceRecord = {
  id: 41,
  companyId: 3,
  companyName: 'Empresa 1',
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
  useSessionStore.getState().signedIn(sessionUser({ profile: 'admin' }));
  tokens.set('valid-token');
  server.requests.length = 0;
});
afterEach(cleanup);

function renderPage() {
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <AppToaster />
        <SubscriptionPage />
      </MemoryRouter>
    </FluentProvider>,
  );
}

describe('the subscription page', { timeout: 15_000 }, () => {
  it('opens checkout on the invoice the server makes for a company that has none open yet', async () => {
    server.routes = {
      'GET /subscription': { body: subscription(true) },
      'POST /subscription/invoice': { status: 201, body: { invoice, created: true } },
    };
    renderPage();
    const checkout = await screen.findByTestId('subscription-checkout');
    await waitFor(() => expect(checkout.hasAttribute('disabled')).toBe(false));
    fireEvent.click(checkout);
    expect(await screen.findByTestId('checkout-dialog')).toBeTruthy();
    expect(server.requests.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual(['/subscription/invoice']);
  });

  it('says payments are not set up on this platform, and whom to ask, instead of offering a checkout that cannot work', async () => {
    server.routes = { 'GET /subscription': { body: subscription(false) } };
    renderPage();
    expect(await screen.findByText(/Payments are not set up on this platform yet. Contact its administrator/)).toBeTruthy();
    expect(screen.getByTestId('subscription-checkout').hasAttribute('disabled')).toBe(true);
  });

  it('translates the server’s refusal apart from an unreachable provider', async () => {
    const { i18n } = await import('../../i18n/index.ts');
    expect(i18n.t('errors.ERR_PAYMENTS_NOT_CONFIGURED')).toMatch(/not set up on this platform/);
    expect(i18n.t('errors.ERR_PAYMENT_PROVIDER')).toMatch(/Try again later/);
  });
});

describe('the super user’s payment settings', { timeout: 15_000 }, () => {
  it('names the configuration the platform lacks', async () => {
    const setup: PaymentSetupRecord = { provider: 'static', ready: false, missing: ['PIX_KEY'] };
    server.routes = { 'GET /payments/setup': { body: setup } };
    render(
      <FluentProvider theme={webLightTheme}>
        <PaymentSetupNotice />
      </FluentProvider>,
    );
    expect((await screen.findByTestId('payment-setup-missing')).textContent).toMatch(/checkout refuses every payment.*PIX_KEY/);
  });
});
