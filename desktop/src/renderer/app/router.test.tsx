import '../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../components/toast.tsx';
import { initI18n } from '../i18n/index.ts';
import { getDefaultPreferences, usePreferencesStore } from '../state/preferences.ts';
import { useSessionStore } from '../state/session.ts';
import { sessionUser } from '../test/fixtures.ts';
import { announceNoPermission } from '../api/noPermission.ts';
import { announceSubscriptionExpired } from '../api/subscriptionExpired.ts';
import { appRoutes } from './router.tsx';

/** Pages are lazily loaded chunks: on a busy machine the first import of one takes seconds. */
const LAZY_PAGE = { timeout: 10_000 };

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <RouterProvider router={router} />
    </FluentProvider>,
  );
  return router;
}

beforeAll(async () => {
  await initI18n('en');
});
// Each test is a first visit: nothing saved, in storage or in the preferences slice.
beforeEach(() => {
  localStorage.clear();
  usePreferencesStore.setState(getDefaultPreferences());
});
afterEach(cleanup);

describe('routes', { timeout: 20_000 }, () => {
  it('sends an anonymous visitor of a private page to /login', async () => {
    useSessionStore.getState().signedOut();
    const router = renderAt('/tickets');
    expect(await screen.findByTestId('page-login', {}, LAZY_PAGE)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('brings a visitor who followed a link back to it once signed in', async () => {
    useSessionStore.getState().signedOut();
    const router = renderAt('/tickets/6a1f');
    expect(await screen.findByTestId('page-login', {}, LAZY_PAGE)).toBeTruthy();
    act(() => useSessionStore.getState().signedIn(sessionUser(), 'login'));
    expect(await screen.findByTestId('page-tickets', {}, LAZY_PAGE)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tickets/6a1f');
  });

  it('renders the public pages with translated text', async () => {
    useSessionStore.getState().signedOut();
    renderAt('/signup?companyId=2');
    expect((await screen.findByTestId('page-signup', {}, LAZY_PAGE)).textContent).toContain('Create your account');
    cleanup();
    renderAt('/forgetpsw');
    expect((await screen.findByTestId('page-forgetpsw', {}, LAZY_PAGE)).textContent).toContain('Reset your password');
  });

  it('opens an allowed page inside the shell, with an optional parameter', async () => {
    useSessionStore.getState().signedIn(sessionUser());
    renderAt('/tickets/6a1f');
    expect(await screen.findByTestId('page-tickets', {}, LAZY_PAGE)).toBeTruthy();
    // jsdom's window is 1024 px wide: the drawer starts closed and the toggle opens it.
    expect(screen.queryByTestId('menu-item-tickets')).toBeNull();
    fireEvent.click(screen.getByTestId('drawer-toggle'));
    expect(await screen.findByTestId('menu-item-tickets')).toBeTruthy();
  });

  it('refuses a page the profile may not open: a toast, then home after a second', async () => {
    useSessionStore.getState().signedIn(sessionUser());
    renderAt('/users');
    // Whether the address still reads /users when the toast is found depends on how long the toast took
    // to render on a loaded machine: only the toast and the arrival home are asserted.
    expect(await screen.findByText('You are not allowed to access this page.')).toBeTruthy();
    // `/` is the admin dashboard; a plain user continues to /tickets.
    expect(await screen.findByTestId('page-tickets', {}, LAZY_PAGE)).toBeTruthy();
  });

  it('sends anyone but a super user away from /announcements with the info toast, home after a second', async () => {
    useSessionStore.getState().signedIn(sessionUser({ profile: 'admin' }));
    renderAt('/announcements');
    expect((await screen.findByTestId('toast-info')).textContent).toContain('Only platform administrators manage announcements.');
    expect(await screen.findByTestId('page-dashboard', {}, LAZY_PAGE)).toBeTruthy();
  });

  it('refuses a page the plan does not include', async () => {
    useSessionStore.getState().signedIn(sessionUser({ profile: 'admin' }));
    renderAt('/kanban');
    expect(await screen.findByText('You are not allowed to access this page.')).toBeTruthy();
    expect(await screen.findByTestId('page-dashboard', {}, LAZY_PAGE)).toBeTruthy();
  });

  it('leaves a plan page the server refuses (ERR_NO_PERMISSION) though the session still has the flag', async () => {
    useSessionStore.getState().signedIn(sessionUser({ profile: 'admin', plan: { useKanban: true } }));
    const router = renderAt('/kanban');
    expect(await screen.findByTestId('page-kanban', {}, LAZY_PAGE)).toBeTruthy();
    act(() => announceNoPermission());
    expect(await screen.findByText('You are not allowed to access this page.')).toBeTruthy();
    expect(await screen.findByTestId('page-dashboard', {}, LAZY_PAGE)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('takes an admin to the invoices page with the reason when a call answers 402 ERR_SUBSCRIPTION_EXPIRED', async () => {
    useSessionStore.getState().signedIn(sessionUser({ profile: 'admin' }));
    const router = renderAt('/tickets');
    expect(await screen.findByTestId('page-tickets', {}, LAZY_PAGE)).toBeTruthy();
    act(() => {
      // A screen's calls fail together: one message.
      announceSubscriptionExpired();
      announceSubscriptionExpired();
    });
    expect(await screen.findByTestId('page-invoices', {}, LAZY_PAGE)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/financeiro');
    const toasts = await screen.findAllByTestId('toast-subscription-expired');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.textContent).toContain('Your subscription has expired. Pay the open invoice under Finance to go on.');
  });

  it('tells a user who may not pay to ask an administrator, and stays', async () => {
    useSessionStore.getState().signedIn(sessionUser());
    const router = renderAt('/tickets');
    expect(await screen.findByTestId('page-tickets', {}, LAZY_PAGE)).toBeTruthy();
    act(() => announceSubscriptionExpired());
    expect((await screen.findByTestId('toast-subscription-expired')).textContent).toContain(
      'Ask an administrator to pay the open invoice.',
    );
    expect(router.state.location.pathname).toBe('/tickets');
  });

  it('treats campaign pages as missing without cshow, and opens them with it', async () => {
    const admin = sessionUser({ profile: 'admin', plan: { useCampaigns: true } });
    useSessionStore.getState().signedIn(admin);
    const router = renderAt('/campaigns');
    expect(await screen.findByTestId('page-dashboard', {}, LAZY_PAGE)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    cleanup();
    localStorage.setItem('cshow', '');
    renderAt('/campaign/4/report');
    expect(await screen.findByTestId('page-campaign-report', {}, LAZY_PAGE)).toBeTruthy();
  });

  it('sends a signed-in user away from the public pages', async () => {
    useSessionStore.getState().signedIn(sessionUser({ profile: 'admin' }));
    const router = renderAt('/login');
    expect(await screen.findByTestId('page-dashboard', {}, LAZY_PAGE)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
