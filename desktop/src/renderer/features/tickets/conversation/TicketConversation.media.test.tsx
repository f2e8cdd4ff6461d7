import '../../../test/dom.ts';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../../components/toast.tsx';
import { initI18n } from '../../../i18n/index.ts';
import { useSessionStore } from '../../../state/session.ts';
import { startApiServer, type ApiServer, type RecordedRequest } from '../../../test/apiServer.ts';
import { sessionUser } from '../../../test/fixtures.ts';
import { messageRecord, quickMessageRecord, ticketRecord } from '../../../test/records.ts';
import { MicrophoneUnavailableError, type AudioRecorder } from './audio/recorder.ts';
import { TicketConversation } from './TicketConversation.tsx';

let server: ApiServer;

beforeAll(async () => {
  // jsdom's FormData and Blob are not understood by Node's fetch, which the tests' API client uses.
  const nodeForm = await new Response(new URLSearchParams('probe=1')).formData();
  vi.stubGlobal('FormData', nodeForm.constructor);
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  useSessionStore.getState().signedIn(sessionUser());
  server.routes = {
    [`GET /tickets/u/${ticketRecord().uuid}`]: { body: ticketRecord() },
    'GET /messages/11': { body: { messages: [], count: 0, hasMore: false } },
    'GET /tags/list': { body: [] },
    'GET /quick-messages/list': { body: [] },
    'GET /ticket-notes/list': { body: [] },
    'POST /messages/11': ({ body }: RecordedRequest) => {
      const clientKey = /name="clientKey"\r\n\r\n([\w-]+)/.exec(String(body))?.[1] ?? null;
      return { body: { messages: [messageRecord({ id: 800, fromMe: true, mediaType: 'audio', body: '', clientKey })] } };
    },
  };
});
afterEach(cleanup);

/** A microphone that records `bytes` bytes, or refuses to start. */
function fakeRecorder(bytes: number, refuse: Error | null = null): AudioRecorder & { cancelled: number } {
  const recorder = {
    cancelled: 0,
    start: () => (refuse ? Promise.reject(refuse) : Promise.resolve()),
    stop: () => Promise.resolve(new Blob([new Uint8Array(bytes)], { type: 'audio/mpeg' })),
    cancel: () => {
      recorder.cancelled += 1;
    },
  };
  return recorder;
}

function renderWith(recorder: AudioRecorder) {
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <TicketConversation ticketUuid={ticketRecord().uuid} onClose={vi.fn()} recorder={recorder} />
    </FluentProvider>,
  );
}

const posts = () => server.requests.filter(({ method, path }) => method === 'POST' && path === '/messages/11');

describe('Voice notes and attachments', { timeout: 20_000 }, () => {
  it('records, then sends the MP3 as multipart medias with a clientKey', async () => {
    renderWith(fakeRecorder(12_000));
    fireEvent.click(await screen.findByRole('button', { name: 'Record audio' }));
    expect(await screen.findByText('Recording…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send audio' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const form = String(posts()[0]?.body);
    expect(form).toContain('name="medias"; filename="audio-');
    expect(form).toContain('Content-Type: audio/mpeg');
    expect(form).toMatch(/name="clientKey"\r\n\r\n[\w-]{36}/);
    await screen.findByTestId('message-800');
    expect(screen.getByRole('button', { name: 'Record audio' })).toBeTruthy();
  });

  it('discards recordings under 10000 bytes', async () => {
    renderWith(fakeRecorder(9_999));
    fireEvent.click(await screen.findByRole('button', { name: 'Record audio' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send audio' }));
    expect(await screen.findByText('The recording was too short and was discarded.')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('cancels a recording without sending', async () => {
    const recorder = fakeRecorder(50_000);
    renderWith(recorder);
    fireEvent.click(await screen.findByRole('button', { name: 'Record audio' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel recording' }));
    expect(await screen.findByRole('button', { name: 'Record audio' })).toBeTruthy();
    expect(recorder.cancelled).toBeGreaterThan(0);
    expect(posts()).toHaveLength(0);
  });

  it('shows a microphone failure', async () => {
    renderWith(fakeRecorder(0, new Error('Permission denied')));
    fireEvent.click(await screen.findByRole('button', { name: 'Record audio' }));
    expect(await screen.findByText('Could not use the microphone: Permission denied')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Record audio' })).toBeTruthy();
    cleanup();

    renderWith(fakeRecorder(0, new MicrophoneUnavailableError()));
    fireEvent.click(await screen.findByRole('button', { name: 'Record audio' }));
    expect(await screen.findByText('Could not use the microphone: this browser or page cannot record audio')).toBeTruthy();
  });

  it('previews attached files with a caption before sending them', async () => {
    renderWith(fakeRecorder(0));
    const input = await screen.findByLabelText('Attach file');
    const file = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    const dialog = await screen.findByRole('dialog', { name: 'Send files' });
    expect(within(dialog).getByText('invoice.pdf')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Caption', hidden: true }), { target: { value: 'Your invoice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send', hidden: true }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const form = String(posts()[0]?.body);
    expect(form).toContain('filename="invoice.pdf"');
    expect(form).toMatch(/name="body"\r\n\r\nYour invoice/);
  });
  it('opens the attachment preview for a pasted image', async () => {
    renderWith(fakeRecorder(0));
    const input = await screen.findByRole('textbox', { name: 'Message' });
    const image = new File(['png'], 'pasted.png', { type: 'image/png' });
    fireEvent.paste(input, { clipboardData: { files: [image], getData: () => '' } });
    const dialog = await screen.findByRole('dialog', { name: 'Send files' });
    expect(within(dialog).getByText('pasted.png')).toBeTruthy();
  });
  it('opens a quick reply with a file in the attachment preview, its text as the caption', async () => {
    server.routes['GET /quick-messages/list'] = {
      body: [
        quickMessageRecord({
          id: 4,
          shortcode: 'catalog',
          message: 'Our catalog',
          isMedia: true,
          mediaPath: '/media/cat',
          mediaName: 'catalog.pdf',
        }),
      ],
    };
    server.routes['GET /media/cat'] = { raw: '%PDF-1.4', contentType: 'application/pdf' };
    renderWith(fakeRecorder(0));
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(server.requests.some(({ path }) => path === '/quick-messages/list')).toBe(true));
    fireEvent.change(input, { target: { value: '/cat' } });
    fireEvent.click(await screen.findByRole('option', { name: /catalog/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Send files' });
    expect(within(dialog).getByText('catalog.pdf')).toBeTruthy();
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Caption', hidden: true }).value).toBe('Our catalog');
    expect((input as HTMLTextAreaElement).value).toBe('');
  });
});
