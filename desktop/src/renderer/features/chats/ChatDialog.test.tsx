import '../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { useSessionStore } from '../../state/session.ts';
import { startApiServer, type ApiServer } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import { ChatDialog } from './ChatDialog.tsx';

let server: ApiServer;
const queue = (id: number, name: string) => ({ id, name, color: '#2196F3' });

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
  useSessionStore.getState().signedIn(sessionUser());
});
afterAll(() => server.close());
afterEach(cleanup);

describe('the new chat dialog', () => {
  it('offers every colleague the server lists, the queues each works beside the name, and never the caller', async () => {
    server.routes = {
      'GET /users/list': {
        body: [
          { id: 7, name: 'Ana', profile: 'user', queues: [queue(1, 'Sales')] },
          { id: 8, name: 'Bruno', profile: 'user', queues: [queue(2, 'Support')] },
          { id: 9, name: 'Carla', profile: 'admin', queues: [] },
        ],
      },
    };
    render(
      <FluentProvider theme={webLightTheme}>
        <AppToaster />
        <ChatDialog chat={null} userId={7} onSaved={vi.fn()} onClose={vi.fn()} />
      </FluentProvider>,
    );
    await waitFor(() => expect(server.requests.some(({ path }) => path === '/users/list')).toBe(true));
    fireEvent.click(screen.getByTestId('chat-users'));
    expect((await screen.findByTestId('chat-user-8')).textContent).toBe('Bruno (Support)');
    expect(screen.getByTestId('chat-user-9').textContent).toBe('Carla');
    expect(screen.queryByTestId('chat-user-7')).toBeNull();
  });
});
