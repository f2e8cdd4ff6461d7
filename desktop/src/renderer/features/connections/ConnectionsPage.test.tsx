import '../../test/dom.ts';
import { CONNECTION_STATUSES, type ConnectionStatus } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { dispatchEvent } from '../../realtime/dispatcher.ts';
import { useConnectionsStore } from '../../state/connections.ts';
import { useSessionStore } from '../../state/session.ts';
import { startApiServer, type ApiServer } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import { connectionRecord } from '../../test/records.ts';
import ConnectionsPage from './ConnectionsPage.tsx';

let server: ApiServer;
let seq = 0;

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

function renderPage(profile: 'admin' | 'user') {
  useSessionStore.getState().signedIn(sessionUser({ profile }));
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <ConnectionsPage />
    </FluentProvider>,
  );
}

function liveSession(session: { id: number; status: ConnectionStatus; qrcode: string }) {
  act(() => {
    dispatchEvent(
      'company-3-whatsappSession',
      { action: 'update', session: { retries: 0, updatedAt: '2026-03-06T10:00:00.000Z', ...session }, seq: ++seq, companyId: 3 },
      { userId: 7, companyId: 3 },
    );
  });
}

const EXPECTED: Record<ConnectionStatus, string[]> = {
  qrcode: ['QR code'],
  DISCONNECTED: ['Try again', 'New QR'],
  CONNECTED: ['Disconnect'],
  PAIRING: ['Disconnect'],
  TIMEOUT: ['Disconnect'],
  OPENING: ['Connecting'],
};

describe('Connections page', { timeout: 15_000 }, () => {
  it('offers admins the session actions of each status, and a plain user none', async () => {
    const connections = CONNECTION_STATUSES.map((status, index) => connectionRecord({ id: index + 1, name: `c-${status}`, status }));
    server.routes = { 'GET /whatsapp/': { body: connections } };
    renderPage('admin');
    expect(await screen.findByTestId('connection-row-c-CONNECTED')).toBeTruthy();
    expect(screen.getByTestId('connection-status-c-CONNECTED').textContent).toBe('Online');
    expect(screen.getByTestId('connection-row-c-CONNECTED').textContent).toContain('05/03/26');
    for (const status of CONNECTION_STATUSES) {
      const buttons = within(screen.getByTestId(`connection-row-c-${status}`)).getAllByRole('button');
      const labels = buttons.map((button) => button.textContent).filter((text) => text);
      expect(labels, status).toEqual(EXPECTED[status]);
    }
    expect(screen.getByTestId<HTMLButtonElement>('connection-connecting-c-OPENING').disabled).toBe(true);
    expect(screen.getByTestId('connections-add')).toBeTruthy();
    expect(screen.getByTestId('connection-edit-c-qrcode')).toBeTruthy();

    cleanup();
    renderPage('user');
    expect(await screen.findByTestId('connection-row-c-CONNECTED')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByTestId('connections-add')).toBeNull();
  });

  it('calls the session routes for try again, new QR and disconnect', async () => {
    server.routes = {
      'GET /whatsapp/': { body: [connectionRecord({ id: 4, name: 'Down', status: 'DISCONNECTED' })] },
      'POST /whatsappsession/4': { body: {} },
      'PUT /whatsappsession/4': { body: {} },
    };
    renderPage('admin');
    fireEvent.click(await screen.findByTestId('connection-retry-Down'));
    fireEvent.click(screen.getByTestId('connection-newQr-Down'));
    await waitFor(() =>
      expect(
        server.requests
          .filter(({ path }) => path === '/whatsappsession/4')
          .map(({ method }) => method)
          .sort(),
      ).toEqual(['POST', 'PUT']),
    );
  });

  it('shows the QR code, and closes the dialog when a live update brings an empty QR', async () => {
    const waiting = connectionRecord({ id: 5, name: 'Phone', status: 'qrcode', provider: 'sandbox' });
    server.routes = {
      'GET /whatsapp/': { body: [waiting] },
      'GET /whatsapp/5': { body: { ...waiting, qrcode: '2@first-qr' } },
      'POST /sandbox/5/scan': { body: {} },
    };
    renderPage('admin');
    fireEvent.click(await screen.findByTestId('connection-qr-Phone'));
    const image = await screen.findByTestId('qr-image');
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(image.getAttribute('width')).toBe('256');

    // A new QR code replaces the old one without closing.
    liveSession({ id: 5, status: 'qrcode', qrcode: '2@second-qr' });
    await waitFor(() => expect(screen.getByTestId('qr-image').getAttribute('src')).not.toBe(image.getAttribute('src')));

    fireEvent.click(screen.getByTestId('sandbox-scan'));
    await waitFor(() => expect(server.requests.some(({ method, path }) => method === 'POST' && path === '/sandbox/5/scan')).toBe(true));

    liveSession({ id: 5, status: 'CONNECTED', qrcode: '' });
    await waitFor(() => expect(screen.queryByTestId('qr-dialog')).toBeNull());
    expect(screen.getByTestId('connection-status-Phone').getAttribute('data-status')).toBe('CONNECTED');
    expect(await screen.findByText('Phone: Online')).toBeTruthy();
  });

  it('offers the simulated scan only for a sandbox connection', async () => {
    const waiting = connectionRecord({ id: 6, name: 'Real', status: 'qrcode', provider: 'beta' });
    server.routes = { 'GET /whatsapp/': { body: [waiting] }, 'GET /whatsapp/6': { body: { ...waiting, qrcode: '2@qr' } } };
    renderPage('admin');
    fireEvent.click(await screen.findByTestId('connection-qr-Real'));
    expect(await screen.findByTestId('qr-image')).toBeTruthy();
    expect(screen.queryByTestId('sandbox-scan')).toBeNull();
  });

  it('deletes a connection only after confirmation', async () => {
    server.routes = { 'GET /whatsapp/': { body: [connectionRecord({ id: 8, name: 'Old' })] }, 'DELETE /whatsapp/8': { status: 204 } };
    renderPage('admin');
    fireEvent.click(await screen.findByTestId('connection-delete-Old'));
    expect(await screen.findByTestId('connection-delete-confirm')).toBeTruthy();
    expect(server.requests.some(({ method }) => method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByTestId('connection-delete-confirm-confirm'));
    await waitFor(() => expect(screen.queryByTestId('connection-row-Old')).toBeNull());
    expect(server.requests.some(({ method, path }) => method === 'DELETE' && path === '/whatsapp/8')).toBe(true);
  });
});
