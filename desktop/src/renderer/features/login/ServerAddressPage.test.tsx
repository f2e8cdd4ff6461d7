import '../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectServerResult, DesktopBridge } from '../../../common/bridge.ts';
import { appRoutes } from '../../app/router.tsx';
import { initI18n } from '../../i18n/index.ts';
import { ElectronPlatform } from '../../platform/ElectronPlatform.ts';
import { installPlatform } from '../../platform/index.ts';
import { WebPlatform } from '../../platform/WebPlatform.ts';
import { useSessionStore } from '../../state/session.ts';

/** The preload bridge as main would answer it: each server address gets the given result. */
function desktopBridge(answer: (url: string | null) => ConnectServerResult) {
  const asked: (string | null)[] = [];
  const bridge: DesktopBridge = {
    kind: 'electron',
    getAppVersion: () => Promise.resolve('6.0.0'),
    getPreference: () => Promise.resolve(null),
    setPreference: () => Promise.resolve(),
    showNotification: () => Promise.resolve(),
    setUnreadCount: () => Promise.resolve(),
    onNotificationClick: () => () => undefined,
    connectServer: (url) => {
      asked.push(url);
      return Promise.resolve(answer(url));
    },
    loadTodos: () => Promise.resolve([]),
    saveTodos: () => Promise.resolve(),
    loadDraft: () => Promise.resolve(''),
    saveDraft: () => Promise.resolve(),
    takeDeepLink: () => Promise.resolve(null),
    onDeepLink: () => () => undefined,
  };
  return { bridge, asked };
}

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  render(
    <FluentProvider theme={webLightTheme}>
      <RouterProvider router={router} />
    </FluentProvider>,
  );
  return router;
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  installPlatform(new WebPlatform());
});

describe('the desktop app without a server', () => {
  it('asks for the server address before the sign-in, and tells why an address was refused', async () => {
    const { bridge, asked } = desktopBridge((url) =>
      url === 'http://wrong.example' ? { ok: false, reason: 'not-balcao' } : { ok: false, reason: 'unreachable' },
    );
    installPlatform(new ElectronPlatform(bridge, 'file:'));
    useSessionStore.getState().signedOut();
    const router = renderAt('/login');

    const field = await screen.findByLabelText('Server address');
    expect(router.state.location.pathname).toBe('/server');

    fireEvent.change(field, { target: { value: 'ftp://files.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Enter an address that starts with http:// or https://')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'http://wrong.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('This address answered, but it is not a Balcão server.')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'https://down.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(/Nothing answered at this address/)).toBeTruthy();
    expect(asked).toEqual(['http://wrong.example', 'https://down.example']);
  });

  it('offers to change the server on the sign-in page once the window shows a server', async () => {
    const { bridge, asked } = desktopBridge(() => ({ ok: true }));
    installPlatform(new ElectronPlatform(bridge, 'https:'));
    useSessionStore.getState().signedOut();
    const router = renderAt('/server');

    fireEvent.click(await screen.findByRole('button', { name: 'Change server' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(asked).toEqual([null]);
  });

  it('never shows the address screen or the change link in the browser', async () => {
    useSessionStore.getState().signedOut();
    const router = renderAt('/server');
    expect(await screen.findByTestId('page-login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Change server' })).toBeNull();
  });
});
