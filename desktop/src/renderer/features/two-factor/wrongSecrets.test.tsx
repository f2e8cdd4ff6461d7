import '../../test/dom.ts';
import type { TwoFactorStatus } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tokens } from '../../api/index.ts';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { useSessionStore } from '../../state/session.ts';
import { startApiServer, type ApiServer } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import { ProfileModal } from '../layout/ProfileModal.tsx';

/** The server's answers to a wrong secret of a signed-in user: 400 with the code, the session untouched. */
const WRONG_CODE = { status: 400, body: { error: 'ERR_INVALID_TWO_FACTOR_CODE', message: 'This code is not right' } };
const WRONG_PASSWORD = { status: 400, body: { error: 'ERR_INVALID_PASSWORD', message: 'The password is not right' } };

let server: ApiServer;

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  useSessionStore.getState().signedIn(sessionUser());
  tokens.set('valid-token');
  server.requests.length = 0;
});
afterEach(cleanup);

function withStatus(status: TwoFactorStatus) {
  server.routes = {
    'GET /auth/two-factor': { body: status },
    'POST /auth/two-factor/setup': {
      body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Balcao:ana?secret=JBSWY3DPEHPK3PXP' },
    },
    'POST /auth/two-factor/enable': WRONG_CODE,
    'POST /auth/two-factor/recovery-codes': WRONG_CODE,
    'POST /auth/two-factor/disable': WRONG_PASSWORD,
  };
}

function renderProfile() {
  const user = useSessionStore.getState().user;
  if (!user) {
    throw new Error('signed in first');
  }
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <ProfileModal user={user} open onClose={() => undefined} />
    </FluentProvider>,
  );
}

function expectStillSignedIn() {
  expect(useSessionStore.getState().user?.id).toBe(7);
  expect(tokens.get()).toBe('valid-token');
}

describe('wrong secrets in the profile', { timeout: 15_000 }, () => {
  it('a wrong code when setting two-factor up is said under the code, and the user stays signed in', async () => {
    withStatus({ enabled: false, required: false, recoveryCodesLeft: 0 });
    renderProfile();
    fireEvent.click(await screen.findByTestId('two-factor-start'));
    fireEvent.change(await screen.findByTestId('two-factor-code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('two-factor-enable'));
    expect(await screen.findByText('This code is not right. Type the current code from your app, or a recovery code.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('two-factor-code'));
    expectStillSignedIn();
    // Typing again clears the reason; the form is still there to try again.
    fireEvent.change(screen.getByTestId('two-factor-code'), { target: { value: '1' } });
    await waitFor(() => expect(screen.queryByText(/This code is not right/)).toBeNull());
    expect(screen.getByTestId('two-factor-enable')).toBeTruthy();
  });

  it('a wrong code when renewing recovery codes, and a wrong password when turning it off, keep the session', async () => {
    withStatus({ enabled: true, required: false, recoveryCodesLeft: 10 });
    renderProfile();
    fireEvent.click(await screen.findByTestId('two-factor-renew'));
    fireEvent.change(await screen.findByTestId('two-factor-code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('two-factor-confirm'));
    expect(await screen.findByText(/This code is not right/)).toBeTruthy();
    expectStillSignedIn();

    fireEvent.click(screen.getByTestId('two-factor-cancel'));
    fireEvent.click(await screen.findByTestId('two-factor-off'));
    fireEvent.change(await screen.findByTestId('two-factor-password'), { target: { value: 'not-my-password' } });
    fireEvent.change(screen.getByTestId('two-factor-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('two-factor-confirm'));
    expect(await screen.findByText('The password is not right.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('two-factor-password'));
    expectStillSignedIn();
    expect(server.requests.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual([
      '/auth/two-factor/recovery-codes',
      '/auth/two-factor/disable',
    ]);
  });

  it('a new password that breaks the rule is refused in the profile before anything is sent', async () => {
    withStatus({ enabled: false, required: false, recoveryCodesLeft: 0 });
    renderProfile();
    fireEvent.change(screen.getByTestId('profile-password'), { target: { value: 'senha' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('At least 8 characters, with upper and lower case letters and a digit')).toBeTruthy();
    expect(server.requests.filter(({ method }) => method === 'PUT')).toHaveLength(0);
    expectStillSignedIn();
  });
});
