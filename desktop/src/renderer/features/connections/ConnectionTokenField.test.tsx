import '../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { useConnectionsStore } from '../../state/connections.ts';
import { useSessionStore } from '../../state/session.ts';
import { startApiServer, type ApiServer } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import { connectionRecord, queueRecord } from '../../test/records.ts';
import ConnectionsPage from './ConnectionsPage.tsx';

const OLD = 'old-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const NEW = 'new-token-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';

let server: ApiServer;

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  useConnectionsStore.getState().reset();
  server.requests.length = 0;
  const record = connectionRecord({ id: 3, name: 'Main', token: OLD });
  server.routes = {
    'GET /whatsapp/': { body: [record] },
    'GET /whatsapp/3': { body: record },
    'GET /whatsapp/providers': { body: { providers: ['beta'] } },
    'GET /queue': { body: [queueRecord()] },
    'POST /whatsapp/3/token': { body: { token: NEW } },
  };
});
afterEach(cleanup);

async function openEdit(): Promise<HTMLInputElement> {
  useSessionStore.getState().signedIn(sessionUser({ profile: 'admin' }));
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <ConnectionsPage />
    </FluentProvider>,
  );
  fireEvent.click(await screen.findByTestId('connection-edit-Main'));
  const field = await screen.findByTestId<HTMLInputElement>('connection-token');
  await waitFor(() => expect(field.value).toBe(OLD));
  return field;
}

const renewals = () => server.requests.filter(({ method, path }) => method === 'POST' && path === '/whatsapp/3/token');

describe('the API token in the connection dialog', { timeout: 15_000 }, () => {
  it('is masked until shown', async () => {
    const field = await openEdit();
    expect(field.type).toBe('password');
    const toggle = screen.getByTestId('connection-token-toggle');
    expect(toggle.getAttribute('aria-label')).toBe('Show token');
    fireEvent.click(toggle);
    expect([field.type, toggle.getAttribute('aria-label')]).toEqual(['text', 'Hide token']);
    fireEvent.click(toggle);
    expect(field.type).toBe('password');
  });

  it('is renewed only after the warning is confirmed, and then shows the new token', async () => {
    const field = await openEdit();
    fireEvent.click(screen.getByTestId('connection-token-renew'));
    const confirm = await screen.findByTestId('connection-token-confirm');
    expect(confirm.textContent).toContain('The current token stops working at once');
    // The surface stays aria-hidden while the dialog above it hands over focus, for as long as a loaded
    // machine takes: the button is found whether or not the accessibility tree shows it yet.
    fireEvent.click(await within(confirm).findByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByTestId('connection-token-confirm')).toBeNull());
    expect(renewals()).toHaveLength(0);

    fireEvent.click(screen.getByTestId('connection-token-renew'));
    fireEvent.click(await screen.findByTestId('connection-token-confirm-confirm'));
    await waitFor(() => expect(field.value).toBe(NEW));
    expect(renewals()).toHaveLength(1);
    expect(await screen.findByText('New token generated. The old one no longer works.')).toBeTruthy();
  });
});
