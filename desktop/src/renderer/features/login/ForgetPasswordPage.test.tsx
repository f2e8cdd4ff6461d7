import '../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { startApiServer, type ApiServer } from '../../test/apiServer.ts';
import ForgetPasswordPage from './ForgetPasswordPage.tsx';

let server: ApiServer;

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.routes = {
    'POST /forgetpassword/ana%40example.test': { body: { status: 'sent' } },
    'POST /resetpasswords/ana%40example.test/123456': { body: { status: 'updated' } },
    'POST /resetpasswords/ana%40example.test/999999': {
      status: 400,
      body: { error: 'ERR_INVALID_RESET_CODE', message: 'wrong', fields: [{ path: 'params.token', message: 'Invalid or expired code' }] },
    },
  };
});
afterEach(cleanup);

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/forgetpsw', element: <ForgetPasswordPage /> },
      { path: '/login', element: <div data-testid="page-login" /> },
    ],
    { initialEntries: ['/forgetpsw'] },
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <RouterProvider router={router} />
    </FluentProvider>,
  );
  return router;
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

async function askCode() {
  type('forgetpsw-email', 'Ana@Example.test');
  fireEvent.click(screen.getByTestId('forgetpsw-submit'));
  expect((await screen.findByTestId('forgetpsw-sent')).textContent).toContain('ana@example.test');
}

describe('Password reset page', { timeout: 15_000 }, () => {
  it('asks for a code, then sets the new password with it, sending the password in the body, and goes to sign-in', async () => {
    const router = renderPage();
    await askCode();
    type('forgetpsw-code', '123456');
    type('forgetpsw-password', 'Brand-New-Pass1');
    type('forgetpsw-confirm', 'Brand-New-Pass1');
    fireEvent.click(screen.getByTestId('forgetpsw-reset'));
    expect(await screen.findByTestId('page-login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect((await screen.findByTestId('toast-password-updated')).textContent).toContain('Password updated');
    const reset = server.requests.find((request) => request.path.startsWith('/resetpasswords'));
    expect(reset?.path).toBe('/resetpasswords/ana%40example.test/123456');
    expect(reset?.body).toEqual({ password: 'Brand-New-Pass1' });
  });

  it('says what is wrong before sending: a bad e-mail, a short code, a weak or unrepeated password', async () => {
    renderPage();
    type('forgetpsw-email', 'not an e-mail');
    fireEvent.click(screen.getByTestId('forgetpsw-submit'));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    await askCode();
    type('forgetpsw-code', '12');
    type('forgetpsw-password', 'weakpass');
    fireEvent.click(screen.getByTestId('forgetpsw-reset'));
    expect(await screen.findByText('Enter the 6 digits from the e-mail')).toBeTruthy();
    expect(screen.getAllByText('At least 8 characters, with upper and lower case letters and a digit').length).toBe(2);
    type('forgetpsw-password', 'Brand-New-Pass1');
    type('forgetpsw-confirm', 'Brand-New-Pass2');
    fireEvent.click(screen.getByTestId('forgetpsw-reset'));
    expect(await screen.findByText('The two passwords differ')).toBeTruthy();
    expect(server.requests.filter((request) => request.path.startsWith('/resetpasswords'))).toEqual([]);
  });

  it('shows a refused code under the field and in a toast, and stays on the page', async () => {
    renderPage();
    await askCode();
    type('forgetpsw-code', '999999');
    type('forgetpsw-password', 'Brand-New-Pass1');
    type('forgetpsw-confirm', 'Brand-New-Pass1');
    fireEvent.click(screen.getByTestId('forgetpsw-reset'));
    expect((await screen.findByTestId('toast-error')).textContent).toContain('already used or has expired');
    // The toast and the message under the code field.
    await waitFor(() => expect(screen.getAllByText(/already used or has expired/).length).toBe(2));
    expect(screen.getByTestId('page-forgetpsw')).toBeTruthy();
  });
});
