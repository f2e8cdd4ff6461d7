import '../../../test/dom.ts';
import type { MessageRecord, TicketRecord } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../../components/toast.tsx';
import { initI18n } from '../../../i18n/index.ts';
import { dispatchEvent } from '../../../realtime/dispatcher.ts';
import { useRealtimeStore } from '../../../state/realtime.ts';
import { useSessionStore } from '../../../state/session.ts';
import { startApiServer, type ApiServer, type RecordedRequest, type Routes } from '../../../test/apiServer.ts';
import { sessionUser } from '../../../test/fixtures.ts';
import { connectionRecord, messageRecord, queueRecord, quickMessageRecord, ticketRecord } from '../../../test/records.ts';
import { getDefaultPreferences, usePreferencesStore } from '../../../state/preferences.ts';
import { TicketConversation } from './TicketConversation.tsx';
import { TicketPeekButton } from './TicketPeekButton.tsx';
import { TicketPeekModal } from './TicketPeekModal.tsx';

let server: ApiServer;

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  localStorage.clear();
  usePreferencesStore.setState(getDefaultPreferences());
  useSessionStore.getState().signedIn(sessionUser());
});
afterEach(cleanup);

const TICKET_PATH = `/tickets/u/${ticketRecord().uuid}`;

function serve(ticket: TicketRecord, pages: MessageRecord[][] = [[messageRecord()]], extra: Routes = {}) {
  server.routes = {
    [`GET ${TICKET_PATH}`]: { body: ticket },
    'GET /messages/11': ({ query }: RecordedRequest) => {
      const page = Number(query.get('pageNumber') ?? '1');
      return { body: { messages: pages[page - 1] ?? [], count: pages.flat().length, hasMore: page < pages.length } };
    },
    'GET /tags/list': { body: [{ id: 5, name: 'VIP', color: '#FF0000', kanban: false }] },
    'GET /quick-messages/list': { body: [quickMessageRecord({ id: 1, shortcode: 'hello', message: 'Hello! How can I help you today?' })] },
    'GET /contacts/21': {
      body: {
        ...ticket.contact,
        email: 'maria@example.com',
        isGroup: false,
        extraInfo: [{ id: 1, name: 'CPF', value: '123' }],
        createdAt: ticket.createdAt,
        updatedAt: ticket.updatedAt,
      },
    },
    'GET /ticket-notes/list': { body: [] },
    ...extra,
  };
}

function renderConversation(onClose = vi.fn()) {
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <TicketConversation ticketUuid={ticketRecord().uuid} onClose={onClose} />
    </FluentProvider>,
  );
  return onClose;
}

const posts = (path: string) => server.requests.filter((request) => request.method === 'POST' && request.path === path);

describe('Ticket conversation', { timeout: 20_000 }, () => {
  it('renders each media type, fetching media with the bearer token', async () => {
    serve(ticketRecord(), [
      [
        messageRecord({ id: 1, mediaType: 'image', mediaUrl: '/media/img', body: 'A photo' }),
        messageRecord({ id: 2, mediaType: 'audio', mediaUrl: '/media/aud', body: '' }),
        messageRecord({ id: 3, mediaType: 'video', mediaUrl: '/media/vid', body: '' }),
        messageRecord({ id: 4, mediaType: 'application', mediaUrl: '/media/doc', body: 'report.pdf', mediaName: 'report.pdf' }),
        messageRecord({ id: 5, mediaType: 'locationMessage', body: 'https://maps.example/img.png|https://maps.example/?q=1,2|Office' }),
        messageRecord({ id: 6, mediaType: 'vcard', body: 'BEGIN:VCARD\nFN:João Lima\nitem1.TEL;waid=5511988887777:+55\nEND:VCARD' }),
        messageRecord({ id: 7, mediaType: 'call_log', body: 'Missed voice call' }),
        messageRecord({ id: 8, body: 'Changed text', isEdited: true }),
        messageRecord({ id: 9, body: 'Gone', isDeleted: true }),
      ],
    ]);
    for (const id of ['img', 'aud', 'vid', 'doc']) {
      server.routes[`GET /media/${id}`] = { raw: 'bytes', contentType: 'application/octet-stream' };
    }
    renderConversation();

    expect(await screen.findByRole('button', { name: 'Enlarge image' })).toBeTruthy();
    expect(screen.getByText('A photo')).toBeTruthy();
    await screen.findByTestId('message-audio');
    await screen.findByTestId('message-video');
    expect(await screen.findByRole('link', { name: 'Download report.pdf' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the location on the map' }).getAttribute('href')).toBe('https://maps.example/?q=1,2');
    expect(screen.getByText('Office')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Contact card' })).getByText('João Lima')).toBeTruthy();
    expect(screen.getByText('Missed voice call')).toBeTruthy();
    expect(screen.getByText('Edited')).toBeTruthy();
    expect(screen.getByText('This message was deleted')).toBeTruthy();
    const media = server.requests.filter(({ path }) => path.startsWith('/media/'));
    expect(media.map(({ authorization }) => authorization)).toEqual(media.map(() => 'Bearer test-token'));
    expect(media.every(({ query }) => query.size === 0)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Enlarge image' }));
    expect(await screen.findAllByRole('img', { name: 'Image sent in the conversation' })).toHaveLength(2);
  });

  it('shows a clock, one tick, two ticks and blue ticks by ack', async () => {
    serve(ticketRecord(), [
      [0, 1, 2, 3, 5].map((ack, index) =>
        messageRecord({ id: index + 1, fromMe: true, ack, body: `ack ${ack}`, sendStatus: ack === 0 ? 'pending' : 'sent' }),
      ),
    ]);
    renderConversation();
    await screen.findByText('ack 5');
    expect(screen.getAllByRole('img', { name: 'Pending' })).toHaveLength(1);
    expect(screen.getAllByRole('img', { name: 'Sent' })).toHaveLength(1);
    expect(screen.getAllByRole('img', { name: 'Delivered' })).toHaveLength(1);
    expect(screen.getAllByRole('img', { name: 'Read' })).toHaveLength(2);
  });

  it('separates days as dd/MM/yyyy and shows times as HH:mm', async () => {
    const first = new Date(2026, 2, 5, 9, 7).toISOString();
    const second = new Date(2026, 2, 6, 18, 30).toISOString();
    serve(ticketRecord(), [
      [messageRecord({ id: 1, body: 'one', createdAt: first }), messageRecord({ id: 2, body: 'two', createdAt: second })],
    ]);
    renderConversation();
    await screen.findByText('two');
    expect(screen.getByText('05/03/2026')).toBeTruthy();
    expect(screen.getByText('06/03/2026')).toBeTruthy();
    expect(screen.getByText('09:07')).toBeTruthy();
  });

  it('loads the older page when scrolled near the top', async () => {
    serve(ticketRecord(), [
      [messageRecord({ id: 30, body: 'newest', createdAt: '2026-03-05T12:30:00.000Z' })],
      [messageRecord({ id: 10, body: 'older', createdAt: '2026-03-04T12:30:00.000Z' })],
    ]);
    renderConversation();
    await screen.findByText('newest');
    const list = screen.getByRole('region', { name: 'Messages' });
    list.scrollTop = 10;
    fireEvent.scroll(list);
    expect(await screen.findByText('older')).toBeTruthy();
    expect(server.requests.filter(({ path }) => path === '/messages/11').map(({ query }) => query.get('pageNumber'))).toEqual(['1', '2']);
  });

  it('shows the actions of each status; delete only for admins', async () => {
    serve(ticketRecord({ status: 'pending' }));
    renderConversation();
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Return' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).disabled).toBe(true);
    cleanup();

    serve(ticketRecord({ status: 'closed' }));
    renderConversation();
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).disabled).toBe(true);
    cleanup();

    useSessionStore.getState().signedIn(sessionUser({ profile: 'admin' }));
    serve(ticketRecord({ status: 'open' }));
    renderConversation();
    expect(await screen.findByRole('button', { name: 'Return' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).disabled).toBe(false);
  });

  it('accepts a pending ticket and stays; closing one asks, then goes back to the list', async () => {
    serve(ticketRecord({ status: 'pending', userId: null, user: null }), undefined, {
      'GET /whatsapp/1': { body: connectionRecord({ id: 1, name: 'Main', complationMessage: 'Thank you, bye!' }) },
      'PUT /tickets/11': ({ body }: RecordedRequest) => ({ body: ticketRecord(body as Partial<TicketRecord>) }),
    });
    const onClose = renderConversation();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await screen.findByRole('button', { name: 'Return' });
    expect(server.requests.find(({ method }) => method === 'PUT')?.body).toEqual({ status: 'open', userId: 7 });
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).disabled).toBe(false);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    // The close asks first and says what the contact will get; Cancel leaves the ticket as it was.
    let dialog = await screen.findByTestId('ticket-close-confirm');
    expect(await within(dialog).findByText('The contact will receive the farewell message of Main: “Thank you, bye!”')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByTestId('ticket-close-confirm')).toBeNull());
    expect(server.requests.filter(({ method }) => method === 'PUT')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    dialog = await screen.findByTestId('ticket-close-confirm');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close ticket', hidden: true }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.requests.filter(({ method }) => method === 'PUT').at(-1)?.body).toMatchObject({
      status: 'closed',
      userId: 7,
      queueId: 1,
    });
  });

  it('requires a queue before transferring; a queue without a user makes the ticket pending', async () => {
    serve(ticketRecord(), undefined, {
      'GET /users/list': { body: [{ id: 9, name: 'Bruno', profile: 'user', queues: [] }] },
      'GET /queue': { body: [queueRecord({ id: 2, name: 'Support' })] },
      'GET /whatsapp/': { body: [] },
      'PUT /tickets/11': { body: ticketRecord({ status: 'pending' }) },
    });
    const onClose = renderConversation();
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer' }));
    // Under jsdom, Fluent's focus trap later marks an open dialog aria-hidden: queries inside it pass `hidden`.
    const dialog = await screen.findByRole('dialog', { name: 'Transfer ticket' });
    await within(dialog).findByRole('option', { name: 'Support', hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer', hidden: true }));
    expect(await within(dialog).findByText('Choose a queue before transferring.')).toBeTruthy();
    expect(server.requests.some(({ method }) => method === 'PUT')).toBe(false);

    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Queue', hidden: true }), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer', hidden: true }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.requests.find(({ method }) => method === 'PUT')?.body).toEqual({
      queueId: 2,
      status: 'pending',
      userId: null,
      whatsappId: 1,
    });
  });

  it('offers colleagues of every queue with their queues, and puts the ticket in a queue the one chosen works', async () => {
    const queue = (id: number, name: string) => ({ id, name, color: '#2196F3' });
    serve(ticketRecord(), undefined, {
      'GET /users/list': {
        body: [
          { id: 9, name: 'Bruno', profile: 'user', queues: [queue(2, 'Support')] },
          { id: 10, name: 'Carla', profile: 'user', queues: [queue(2, 'Support'), queue(3, 'Finance')] },
        ],
      },
      'GET /queue': {
        body: [queueRecord({ id: 1, name: 'Sales' }), queueRecord({ id: 2, name: 'Support' }), queueRecord({ id: 3, name: 'Finance' })],
      },
      'GET /whatsapp/': { body: [] },
      'PUT /tickets/11': { body: ticketRecord({ userId: 9 }) },
    });
    const onClose = renderConversation();
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer ticket' });
    const user = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'User', hidden: true });
    const queues = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Queue', hidden: true });
    await within(dialog).findByRole('option', { name: 'Carla (Support, Finance)', hidden: true });

    // A colleague of several queues: only theirs are offered, and one must be chosen.
    fireEvent.change(user, { target: { value: '10' } });
    expect(Array.from(queues.options).map((option) => option.text)).toEqual(['None', 'Support', 'Finance']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer', hidden: true }));
    expect(await within(dialog).findByText('Carla works in several queues: choose the one the ticket goes to.')).toBeTruthy();

    // A colleague of one queue: it is chosen for them.
    fireEvent.change(user, { target: { value: '9' } });
    expect(queues.value).toBe('2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer', hidden: true }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.requests.find(({ method }) => method === 'PUT')?.body).toEqual({ queueId: 2, userId: 9, whatsappId: 1 });
  });

  it('sends on Enter with a clientKey and the signature; the pending bubble becomes the server message', async () => {
    serve(ticketRecord(), [[]], {
      'POST /messages/11': ({ body }: RecordedRequest) => {
        const sent = body as { body: string; clientKey: string };
        return { body: { messages: [messageRecord({ id: 500, fromMe: true, body: sent.body, clientKey: sent.clientKey, ack: 1 })] } };
      },
    });
    renderConversation();
    const input = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(posts('/messages/11')).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'Good morning' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByRole('img', { name: 'Pending' })).toBeTruthy();
    await screen.findByRole('img', { name: 'Sent' });
    expect(screen.queryByRole('img', { name: 'Pending' })).toBeNull();
    expect(screen.getAllByText(/Good morning/)).toHaveLength(1);
    expect(screen.getByTestId('message-500')).toBeTruthy();
    const sent = posts('/messages/11')[0]?.body as { body: string; clientKey: string; quotedMsg: unknown };
    expect(sent.body).toBe('*Ana:*\nGood morning');
    expect(sent.clientKey).toMatch(/^[\w-]{8,64}$/);
    expect(sent.quotedMsg).toBeNull();
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps the signature choice on this computer', async () => {
    serve(ticketRecord(), [[]], {
      'POST /messages/11': ({ body }: RecordedRequest) => ({
        body: { messages: [messageRecord({ id: 501, fromMe: true, ...(body as object) })] },
      }),
    });
    renderConversation();
    fireEvent.click(await screen.findByRole('switch', { name: 'Sign messages' }));
    expect(localStorage.getItem('signOption')).toBe('false');
    const input = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(input, { target: { value: 'Plain' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts('/messages/11')).toHaveLength(1));
    expect((posts('/messages/11')[0]?.body as { body: string }).body).toBe('Plain');
  });

  it('shows why a send failed and retries it with the same clientKey', async () => {
    let attempts = 0;
    serve(ticketRecord(), [[]], {
      'POST /messages/11': ({ body }: RecordedRequest) => {
        attempts += 1;
        const sent = body as { body: string; clientKey: string };
        return attempts === 1
          ? { status: 400, body: { error: 'ERR_SENDING_WAPP_MSG', message: 'refused' } }
          : { body: { messages: [messageRecord({ id: 502, fromMe: true, body: sent.body, clientKey: sent.clientKey })] } };
      },
    });
    renderConversation();
    const input = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(input, { target: { value: 'Are you there?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText(/Not sent: Error sending the WhatsApp message/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('message-502');
    expect(screen.queryByText(/Not sent/)).toBeNull();
    const [first, second] = posts('/messages/11').map(({ body }) => (body as { clientKey: string }).clientKey);
    expect(second).toBe(first);
  });

  it('retries a message the server stored as failed', async () => {
    serve(ticketRecord(), [[messageRecord({ id: 40, fromMe: true, sendStatus: 'failed', sendError: 'Interrupted', body: 'lost' })]], {
      'POST /messages/40/retry': { body: messageRecord({ id: 40, fromMe: true, body: 'lost', ack: 1 }) },
    });
    renderConversation();
    expect(await screen.findByText('Not sent: Interrupted')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('img', { name: 'Sent' });
    expect(posts('/messages/40/retry')).toHaveLength(1);
  });

  it('suggests quick replies after a slash and fills the message with the one picked', async () => {
    serve(ticketRecord());
    renderConversation();
    const input = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await waitFor(() => expect(server.requests.some(({ path }) => path === '/quick-messages/list')).toBe(true));
    fireEvent.change(input, { target: { value: '/' } });
    expect(screen.queryByRole('listbox', { name: 'Quick replies' })).toBeNull();
    fireEvent.change(input, { target: { value: '/hel' } });
    const option = await screen.findByRole('option', { name: /hello/ });
    expect(option.textContent).toContain('Hello! How can I help you today?'.slice(0, 35));
    fireEvent.click(option);
    expect(input.value).toBe('Hello! How can I help you today?');

    fireEvent.change(input, { target: { value: '/hel' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const focused = await screen.findByRole('option', { name: /hello/ });
    expect(document.activeElement).toBe(focused);
    fireEvent.keyDown(focused, { key: 'Escape' });
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('option', { name: /hello/ }), { key: 'Enter' });
    expect(input.value).toBe('Hello! How can I help you today?');
    expect(posts('/messages/11')).toHaveLength(0);
  });

  it('takes the quick reply on Enter while the list is open and never sends the typed shortcut', async () => {
    serve(ticketRecord(), [[]], {
      'GET /quick-messages/list': {
        body: [
          quickMessageRecord({ id: 1, shortcode: 'hello', message: 'Hello {{firstName}}! How can I help?' }),
          quickMessageRecord({ id: 2, shortcode: 'hello2', message: 'Hi again' }),
        ],
      },
      'POST /messages/11': ({ body }: RecordedRequest) => ({
        body: { messages: [messageRecord({ id: 504, fromMe: true, ...(body as object) })] },
      }),
    });
    usePreferencesStore.setState({ signOption: false });
    renderConversation();
    const input = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await waitFor(() => expect(server.requests.some(({ path }) => path === '/quick-messages/list')).toBe(true));

    // The exact shortcode wins over the first offered; the variable stays for the server to fill.
    fireEvent.change(input, { target: { value: '/hello2' } });
    await screen.findByRole('listbox', { name: 'Quick replies' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('Hi again');
    fireEvent.change(input, { target: { value: '/hello' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('Hello {{firstName}}! How can I help?');
    expect(screen.queryByRole('listbox', { name: 'Quick replies' })).toBeNull();
    expect(posts('/messages/11')).toHaveLength(0);

    // Closed list: Enter sends what the input holds.
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(posts('/messages/11')).toHaveLength(1));
    expect((posts('/messages/11')[0]?.body as { body: string }).body).toBe('Hello {{firstName}}! How can I help?');

    // A partial shortcode takes the first reply offered; Escape closes the list and Enter then sends the text as typed.
    fireEvent.change(input, { target: { value: '/hel' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('Hello {{firstName}}! How can I help?');
    fireEvent.change(input, { target: { value: '/he' } });
    await screen.findByRole('listbox', { name: 'Quick replies' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox', { name: 'Quick replies' })).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(posts('/messages/11')).toHaveLength(2));
    expect((posts('/messages/11')[1]?.body as { body: string }).body).toBe('/he');
  });

  it('replies with a quote and deletes own messages after confirmation', async () => {
    serve(
      ticketRecord(),
      [
        [
          messageRecord({ id: 60, body: 'Question?' }),
          messageRecord({ id: 61, fromMe: true, body: 'Mine', createdAt: '2026-03-05T12:31:00.000Z' }),
        ],
      ],
      {
        'POST /messages/11': ({ body }: RecordedRequest) => ({
          body: { messages: [messageRecord({ id: 503, fromMe: true, ...(body as object), quotedMsg: null })] },
        }),
        'DELETE /messages/61': {
          body: messageRecord({ id: 61, fromMe: true, body: 'Mine', isDeleted: true, createdAt: '2026-03-05T12:31:00.000Z' }),
        },
      },
    );
    renderConversation();
    await screen.findByText('Mine');
    expect(within(screen.getByTestId('message-60')).queryByRole('button', { name: 'Delete message' })).toBeNull();
    fireEvent.click(within(screen.getByTestId('message-60')).getByRole('button', { name: 'Reply' }));
    expect(within(screen.getByRole('group', { name: 'Replying to' })).getByText('Question?')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(input, { target: { value: 'Answer' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(posts('/messages/11')).toHaveLength(1));
    expect((posts('/messages/11')[0]?.body as { quotedMsg: number }).quotedMsg).toBe(60);
    expect(screen.queryByRole('group', { name: 'Replying to' })).toBeNull();

    fireEvent.click(within(screen.getByTestId('message-61')).getByRole('button', { name: 'Delete message' }));
    const confirm = await screen.findByTestId('message-delete-confirm');
    expect(server.requests.some(({ method }) => method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm', hidden: true }));
    await waitFor(() => expect(server.requests.some(({ method, path }) => method === 'DELETE' && path === '/messages/61')).toBe(true));
    expect(await within(screen.getByTestId('message-61')).findByText('This message was deleted')).toBeTruthy();
  });

  it('joins the ticket room and shows live messages of this ticket only', async () => {
    serve(ticketRecord(), [[]]);
    renderConversation();
    await screen.findByRole('textbox', { name: 'Message' });
    expect(useRealtimeStore.getState().openTicketId).toBe('11');
    const context = { userId: 7, companyId: 3 };
    dispatchEvent(
      'company-3-appMessage',
      { seq: 1, companyId: 3, action: 'create', message: messageRecord({ id: 70, body: 'Live one', fromMe: true }) },
      context,
    );
    dispatchEvent(
      'company-3-appMessage',
      { seq: 2, companyId: 3, action: 'create', message: messageRecord({ id: 71, ticketId: 99, body: 'Other' }) },
      context,
    );
    expect(await screen.findByText('Live one')).toBeTruthy();
    expect(screen.queryByText('Other')).toBeNull();
    // An update carries the whole message as it is now.
    dispatchEvent(
      'company-3-appMessage',
      { seq: 3, companyId: 3, action: 'update', message: messageRecord({ id: 70, body: 'Live one', fromMe: true, ack: 3 }) },
      context,
    );
    expect(await screen.findByRole('img', { name: 'Read' })).toBeTruthy();
    expect(screen.getByText('Live one')).toBeTruthy();
    dispatchEvent(
      'company-3-appMessage',
      {
        seq: 4,
        companyId: 3,
        action: 'update',
        message: messageRecord({ id: 70, fromMe: true, ack: 3, isEdited: true, body: 'Live one, edited' }),
      },
      context,
    );
    expect(await screen.findByText('Live one, edited')).toBeTruthy();
    expect(screen.getByText('Edited')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Read' })).toBeTruthy();
    dispatchEvent('company-3-appMessage', { seq: 5, companyId: 3, action: 'update', message: messageRecord({ id: 999, ack: 2 }) }, context);
    expect(screen.queryByTestId('message-999')).toBeNull();
    cleanup();
    expect(useRealtimeStore.getState().openTicketId).toBeNull();
  });

  it('validates and adds notes, and deletes them after confirmation', async () => {
    serve(ticketRecord(), undefined, {
      'POST /ticket-notes': ({ body }: RecordedRequest) => ({
        body: { id: 3, ...(body as object), userId: 7, user: { id: 7, name: 'Ana' }, createdAt: '2026-03-05T12:00:00.000Z' },
      }),
      'DELETE /ticket-notes/3': { status: 204 },
    });
    renderConversation();
    fireEvent.click(await screen.findByRole('button', { name: 'Contact details' }));
    const note = await screen.findByRole('textbox', { name: 'New note' });
    fireEvent.change(note, { target: { value: 'a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write at least 2 characters.')).toBeTruthy();
    expect(posts('/ticket-notes')).toHaveLength(0);

    fireEvent.change(note, { target: { value: 'Call back tomorrow' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added successfully')).toBeTruthy();
    expect(screen.getByText('Call back tomorrow')).toBeTruthy();
    expect(posts('/ticket-notes')[0]?.body).toEqual({ ticketId: 11, contactId: 21, note: 'Call back tomorrow' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete note' }));
    fireEvent.click(within(await screen.findByTestId('note-delete-confirm')).getByRole('button', { name: 'Confirm', hidden: true }));
    expect(await screen.findByText('Note deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Call back tomorrow')).toBeNull());
  });

  it("shows a colleague's note on this ticket as it is added, and removes it when deleted", async () => {
    serve(ticketRecord());
    renderConversation();
    fireEvent.click(await screen.findByRole('button', { name: 'Contact details' }));
    await screen.findByRole('textbox', { name: 'New note' });
    const context = { userId: 7, companyId: 3 };
    const note = (id: number, ticketId: number, text: string) => ({
      id,
      ticketId,
      contactId: 21,
      note: text,
      userId: 8,
      user: { id: 8, name: 'Bruno' },
      createdAt: '2026-03-05T12:00:00.000Z',
    });
    act(() => {
      dispatchEvent('company-3-ticketNote', { seq: 1, companyId: 3, action: 'create', note: note(40, 11, 'Asked for a refund') }, context);
      dispatchEvent('company-3-ticketNote', { seq: 2, companyId: 3, action: 'create', note: note(41, 99, 'Another ticket') }, context);
    });
    expect(await screen.findByText('Asked for a refund')).toBeTruthy();
    expect(screen.queryByText('Another ticket')).toBeNull();

    act(() => {
      dispatchEvent('company-3-ticketNote', { seq: 3, companyId: 3, action: 'delete', noteId: 40, ticketId: 11 }, context);
    });
    await waitFor(() => expect(screen.queryByText('Asked for a refund')).toBeNull());
  });

  it('shows the contact with its extra info and edits it with the fixed messages', async () => {
    serve(ticketRecord(), undefined, {
      'PUT /contacts/21': ({ body }: RecordedRequest) => ({
        body: { ...ticketRecord().contact, ...(body as object), isGroup: false, extraInfo: [], createdAt: '', updatedAt: '' },
      }),
    });
    renderConversation();
    fireEvent.click(await screen.findByRole('button', { name: 'Contact details' }));
    const drawer = await screen.findByRole('complementary', { name: 'Contact details' });
    expect(await within(drawer).findByText('CPF')).toBeTruthy();
    expect(within(drawer).getByText('maria@example.com')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Edit contact' }));
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Name' }), { target: { value: 'M' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Email' }), { target: { value: 'bad' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Number' }), { target: { value: '' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Too Short!')).toBeTruthy();
    expect(within(drawer).getByText('Invalid email')).toBeTruthy();
    expect(within(drawer).getByText('Required')).toBeTruthy();
    expect(server.requests.some(({ method }) => method === 'PUT')).toBe(false);

    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Name' }), { target: { value: 'Maria Lima' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Email' }), { target: { value: 'maria@example.com' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Number' }), { target: { value: '5511999990000' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requests.some(({ method }) => method === 'PUT')).toBe(true));
    expect(server.requests.find(({ method }) => method === 'PUT')?.body).toEqual({
      name: 'Maria Lima',
      number: '5511999990000',
      email: 'maria@example.com',
      extraInfo: [{ id: 1, name: 'CPF', value: '123' }],
    });
  });

  it('deletes the ticket after confirmation and leaves', async () => {
    useSessionStore.getState().signedIn(sessionUser({ profile: 'admin' }));
    serve(ticketRecord(), undefined, { 'DELETE /tickets/11': { status: 204 } });
    const onClose = renderConversation();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByTestId('ticket-delete-confirm');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm', hidden: true }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
  it('adds a tag from the list, creates one by typing, and syncs the ticket tags', async () => {
    serve(ticketRecord(), undefined, {
      'POST /tags': ({ body }: RecordedRequest) => ({
        status: 201,
        body: { id: 6, name: (body as { name: string }).name, color: '#A4CCCC', kanban: false },
      }),
      'POST /tags/sync': { body: { ok: true } },
    });
    renderConversation();
    const picker = await screen.findByRole('combobox', { name: 'Tags' });
    await waitFor(() => expect(server.requests.some(({ path }) => path === '/tags/list')).toBe(true));
    fireEvent.click(picker);
    fireEvent.change(picker, { target: { value: 'VI' } });
    fireEvent.click(await screen.findByRole('option', { name: 'VIP', hidden: true }));
    await waitFor(() => expect(posts('/tags/sync')).toHaveLength(1));
    expect(posts('/tags/sync')[0]?.body).toEqual({ ticketId: 11, tags: [5] });

    fireEvent.change(picker, { target: { value: 'Urgent' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Create tag “Urgent”', hidden: true }));
    await waitFor(() => expect(posts('/tags/sync')).toHaveLength(2));
    expect(posts('/tags')[0]?.body).toEqual({ name: 'Urgent' });
    expect(posts('/tags/sync')[1]?.body).toEqual({ ticketId: 11, tags: [5, 6] });
    expect(screen.getByRole('option', { name: 'Remove tag Urgent' })).toBeTruthy();
  });

  it('lets an admin peek at a ticket read-only', async () => {
    serve(ticketRecord(), [
      [
        messageRecord({ id: 90, body: 'Peeked text' }),
        messageRecord({ id: 91, fromMe: true, body: 'Our answer', createdAt: '2026-03-05T12:40:00.000Z' }),
      ],
    ]);
    const onClose = vi.fn();
    render(
      <FluentProvider theme={webLightTheme}>
        <TicketPeekModal ticketId={11} contactName="Maria Souza" onClose={onClose} />
      </FluentProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Conversation (read only) · Maria Souza' });
    expect(await within(dialog).findByText('Peeked text')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Reply', hidden: true })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete message', hidden: true })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Message', hidden: true })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close', hidden: true }));
    expect(onClose).toHaveBeenCalled();
  });
  it('stays open on a delete event: the tickets page checks whether the ticket is gone', async () => {
    serve(ticketRecord({ status: 'pending' }));
    const onClose = renderConversation();
    await screen.findByRole('button', { name: 'Accept' });
    dispatchEvent('company-3-ticket', { seq: 10, companyId: 3, action: 'delete', ticketId: 11 }, { userId: 7, companyId: 3 });
    dispatchEvent(
      'company-3-ticket',
      { seq: 11, companyId: 3, action: 'update', ticket: ticketRecord({ status: 'open' }) },
      { userId: 7, companyId: 3 },
    );
    expect(await screen.findByRole('button', { name: 'Return' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
  it('names who wrote each incoming message in a group', async () => {
    serve(ticketRecord({ isGroup: true }), [[messageRecord({ id: 1, body: 'Bom dia, grupo', contact: { id: 30, name: 'Rita Lima' } })]]);
    renderConversation();
    const message = await screen.findByTestId('message-1');
    expect(within(message).getByText('Rita Lima')).toBeTruthy();
  });
  it('loads the older page at once when the first one does not fill the list', async () => {
    const client = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(200);
    try {
      serve(ticketRecord(), [
        [messageRecord({ id: 30, body: 'newest', createdAt: '2026-03-05T12:30:00.000Z' })],
        [messageRecord({ id: 10, body: 'older', createdAt: '2026-03-04T12:30:00.000Z' })],
      ]);
      renderConversation();
      expect(await screen.findByText('older')).toBeTruthy();
    } finally {
      client.mockRestore();
      scroll.mockRestore();
    }
  });
  it('offers the peek button to admins only', async () => {
    serve(ticketRecord(), [[messageRecord({ id: 95, body: 'Waiting text' })]]);
    const view = () =>
      render(
        <FluentProvider theme={webLightTheme}>
          <TicketPeekButton ticketId={11} contactName="Maria Souza" />
        </FluentProvider>,
      );
    view();
    expect(screen.queryByRole('button', { name: 'Peek at the conversation with Maria Souza' })).toBeNull();
    cleanup();

    useSessionStore.getState().signedIn(sessionUser({ profile: 'admin' }));
    view();
    fireEvent.click(screen.getByRole('button', { name: 'Peek at the conversation with Maria Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conversation (read only) · Maria Souza' });
    expect(await within(dialog).findByText('Waiting text')).toBeTruthy();
  });
});
