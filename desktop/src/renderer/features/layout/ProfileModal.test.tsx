import '../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tokens } from '../../api/index.ts';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { usePreferencesStore } from '../../state/preferences.ts';
import { useSessionStore } from '../../state/session.ts';
import { startApiServer, type ApiServer, type RecordedRequest } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import { ProfileModal } from './ProfileModal.tsx';

let server: ApiServer;
let closed = 0;

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  closed = 0;
  useSessionStore.getState().signedIn(sessionUser());
  usePreferencesStore.setState({ language: 'en' });
  server.requests.length = 0;
  server.routes = {
    'PUT /users/7': ({ body }: RecordedRequest) => {
      const { password, ...fields } = body as Record<string, string>;
      return {
        body: { ...sessionUser(), ...fields, online: true, lastSeenAt: null, createdAt: '', ...(password ? { token: 'fresh-token' } : {}) },
      };
    },
  };
});
afterEach(cleanup);

function renderModal() {
  const user = useSessionStore.getState().user;
  if (!user) {
    throw new Error('signed in first');
  }
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <ProfileModal user={user} open onClose={() => (closed += 1)} />
    </FluentProvider>,
  );
}

describe('Profile modal', { timeout: 15_000 }, () => {
  it('lets anyone change their own name, e-mail and password, and goes on with the new session', async () => {
    renderModal();
    fireEvent.change(screen.getByTestId('profile-name'), { target: { value: 'Ana Maria' } });
    fireEvent.change(screen.getByTestId('profile-password'), { target: { value: 'New-secret-1' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(closed).toBe(1));
    const sent = server.requests.find(({ method }) => method === 'PUT');
    expect(sent?.body).toEqual({ name: 'Ana Maria', email: 'ana@example.com', password: 'New-secret-1' });
    expect(tokens.get()).toBe('fresh-token');
    expect(useSessionStore.getState().user?.name).toBe('Ana Maria');
  });

  it('refuses a password that breaks the rule before calling the server and keeps the password when left empty', async () => {
    renderModal();
    fireEvent.change(screen.getByTestId('profile-password'), { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('At least 8 characters, with upper and lower case letters and a digit')).toBeTruthy();
    // Nothing saved (the two-factor section reads its own status meanwhile).
    expect(server.requests.filter(({ method }) => method === 'PUT')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('profile-password'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('profile-language'), { target: { value: 'es' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(closed).toBe(1));
    expect(server.requests.find(({ method }) => method === 'PUT')?.body).toEqual({ name: 'Ana', email: 'ana@example.com' });
    expect(usePreferencesStore.getState().language).toBe('es');
  });
});
