import '../../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../../components/toast.tsx';
import { initI18n } from '../../../i18n/index.ts';
import { useSessionStore } from '../../../state/session.ts';
import { startApiServer, type ApiServer } from '../../../test/apiServer.ts';
import { sessionUser } from '../../../test/fixtures.ts';
import { messageRecord, ticketRecord } from '../../../test/records.ts';
import { TicketConversation } from './TicketConversation.tsx';

let server: ApiServer;
const failed = messageRecord({ id: 801, body: '', mediaType: 'image', mediaName: 'comprovante.png', mediaDownloadFailed: true });

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5_000 });
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  useSessionStore.getState().signedIn(sessionUser());
  let attempts = 0;
  server.routes = {
    [`GET /tickets/u/${ticketRecord().uuid}`]: { body: ticketRecord() },
    'GET /messages/11': { body: { messages: [failed], count: 1, hasMore: false } },
    'GET /tags/list': { body: [] },
    'GET /quick-messages/list': { body: [] },
    'GET /ticket-notes/list': { body: [] },
    'GET /media/m-1': { raw: 'not really a png', contentType: 'image/png' },
    // The connection fails once more, then the file arrives.
    'POST /messages/801/media/retry': () => {
      attempts += 1;
      return attempts === 1
        ? {
            status: 400,
            body: { error: 'ERR_WAPP_DOWNLOAD_MEDIA', message: 'The file could not be downloaded from WhatsApp: media expired' },
          }
        : { body: { ...failed, mediaUrl: '/media/m-1', mediaDownloadFailed: false } };
    },
  };
});
afterEach(cleanup);

describe('A contact file that failed to download', { timeout: 20_000 }, () => {
  it('shows "download failed" with a retry button, says why a retry failed, and shows the file once it arrives', async () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <AppToaster />
        <TicketConversation ticketUuid={ticketRecord().uuid} onClose={vi.fn()} />
      </FluentProvider>,
    );
    expect(await screen.findByText('Download failed: comprovante.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry download' }));
    expect(await screen.findByText('Could not download the media from WhatsApp. Check the connections page.')).toBeTruthy();
    expect(screen.getByText('Download failed: comprovante.png')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retry download' }));
    await waitFor(() => expect(screen.queryByTestId('message-download-failed')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Enlarge image' })).toBeTruthy();
    expect(server.requests.filter((request) => request.path === '/messages/801/media/retry')).toHaveLength(2);
  });
});
