import '../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { useConnectionsStore } from '../../state/connections.ts';
import { useSessionStore } from '../../state/session.ts';
import { startApiServer, type ApiServer, type RecordedRequest } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import { connectionRecord, queueRecord } from '../../test/records.ts';
import ConnectionsPage from './ConnectionsPage.tsx';

let server: ApiServer;

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  useConnectionsStore.getState().reset();
  server.requests.length = 0;
});
afterEach(cleanup);

function serve(providers: string[], save: (request: RecordedRequest) => { status?: number; body?: unknown }) {
  server.routes = {
    'GET /whatsapp/': { body: [] },
    'GET /whatsapp/providers': { body: { providers } },
    'GET /queue': { body: [queueRecord()] },
    'POST /whatsapp': save,
  };
}

async function openModal() {
  useSessionStore.getState().signedIn(sessionUser({ profile: 'admin' }));
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <ConnectionsPage />
    </FluentProvider>,
  );
  fireEvent.click(await screen.findByTestId('connections-add'));
  return screen.findByTestId('connection-modal');
}

const optionLabels = (select: HTMLElement) => [...select.querySelectorAll('option')].map((option) => option.textContent);
const posts = () => server.requests.filter(({ method, path }) => method === 'POST' && path === '/whatsapp');

describe('connection modal', { timeout: 15_000 }, () => {
  it('offers the sandbox only when the server lists it, and sends the parsed body', async () => {
    serve(['beta', 'sandbox'], ({ body }) => ({ status: 201, body: connectionRecord({ ...(body as object), id: 9, status: 'qrcode' }) }));
    await openModal();
    const provider = () => screen.getByTestId('connection-provider');
    await waitFor(() => expect(optionLabels(provider())).toContain('Sandbox (simulated phone)'));
    fireEvent.change(provider(), { target: { value: 'sandbox' } });
    fireEvent.change(screen.getByTestId('connection-name'), { target: { value: '  Phone sim ' } });
    fireEvent.change(screen.getByTestId('connection-expiresTicket'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('connection-save'));
    await waitFor(() => expect(screen.queryByTestId('connection-modal')).toBeNull());
    expect(posts()[0]?.body).toMatchObject({ name: 'Phone sim', provider: 'sandbox', expiresTicket: 30, maxUseBotQueues: 3, queueIds: [] });
    expect(await screen.findByTestId('connection-row-Phone sim')).toBeTruthy();
  });

  it('hides the sandbox when the server does not offer it', async () => {
    serve(['beta'], () => ({ status: 500 }));
    await openModal();
    await waitFor(() => expect(server.requests.some(({ path }) => path === '/whatsapp/providers')).toBe(true));
    expect(optionLabels(screen.getByTestId('connection-provider'))).toEqual(['WhatsApp (Baileys)']);
  });

  it('validates with the shared schema, then shows the fields the server refuses', async () => {
    serve(['beta'], () => ({
      status: 409,
      body: { error: 'ERR_WAPP_NAME_ALREADY_EXISTS', message: 'Name in use', fields: [{ path: 'body.name', message: 'Name in use' }] },
    }));
    await openModal();
    fireEvent.change(screen.getByTestId('connection-name'), { target: { value: 'A' } });
    fireEvent.click(screen.getByTestId('connection-save'));
    expect(await screen.findByText('Too short: at least 2 characters')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.change(screen.getByTestId('connection-name'), { target: { value: 'Main' } });
    fireEvent.click(screen.getByTestId('connection-save'));
    expect(await screen.findByText('Name in use')).toBeTruthy();
    expect(await screen.findByText('A connection with this name already exists; choose another name.')).toBeTruthy();
    expect(screen.getByTestId('connection-modal')).toBeTruthy();
  });
});
