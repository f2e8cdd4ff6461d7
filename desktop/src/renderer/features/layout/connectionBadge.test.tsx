import '../../test/dom.ts';
import type { ConnectionStatus } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { initI18n } from '../../i18n/index.ts';
import { dispatchEvent } from '../../realtime/dispatcher.ts';
import { getDefaultPreferences, usePreferencesStore } from '../../state/preferences.ts';
import { useSessionStore } from '../../state/session.ts';
import { startApiServer, type ApiServer } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import { connectionRecord } from '../../test/records.ts';

let server: ApiServer;
let seq = 0;

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
// Each test is a first visit: nothing saved, in storage or in the preferences slice.
beforeEach(() => {
  localStorage.clear();
  usePreferencesStore.setState(getDefaultPreferences());
});
afterEach(cleanup);

function renderShell() {
  useSessionStore.getState().signedIn(sessionUser({ profile: 'admin' }));
  const router = createMemoryRouter(appRoutes(), { initialEntries: ['/tickets'] });
  render(
    <FluentProvider theme={webLightTheme}>
      <RouterProvider router={router} />
    </FluentProvider>,
  );
}

function liveStatus(status: ConnectionStatus) {
  act(() => {
    dispatchEvent(
      'company-3-whatsappSession',
      {
        action: 'update',
        session: { id: 1, status, qrcode: '', retries: 0, updatedAt: '2026-03-06T10:00:00.000Z' },
        seq: ++seq,
        companyId: 3,
      },
      { userId: 7, companyId: 3 },
    );
  });
}

describe('connection warning badge', () => {
  it('checks the connections two seconds after the shell mounts', async () => {
    server.routes = { 'GET /whatsapp/': { body: [connectionRecord({ status: 'qrcode' })] } };
    renderShell();
    fireEvent.click(await screen.findByTestId('drawer-toggle'));
    expect(await screen.findByTestId('menu-item-connections')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(screen.queryByTestId('connection-warning')).toBeNull();
    expect(await screen.findByTestId('connection-warning', {}, { timeout: 3_000 })).toBeTruthy();
    expect(server.requests.find(({ path }) => path === '/whatsapp/')?.query.get('session')).toBe('0');
  }, 10_000);

  it('follows live session updates after the first check', async () => {
    server.routes = { 'GET /whatsapp/': { body: [connectionRecord({ status: 'CONNECTED' })] } };
    server.requests.length = 0;
    renderShell();
    fireEvent.click(await screen.findByTestId('drawer-toggle'));
    await waitFor(() => expect(server.requests.some(({ path }) => path === '/whatsapp/')).toBe(true), { timeout: 3_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('connection-warning')).toBeNull();

    liveStatus('DISCONNECTED');
    expect(await screen.findByTestId('connection-warning')).toBeTruthy();

    liveStatus('CONNECTED');
    await waitFor(() => expect(screen.queryByTestId('connection-warning')).toBeNull());
  }, 10_000);
});
