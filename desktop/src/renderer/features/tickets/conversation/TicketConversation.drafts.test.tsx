import '../../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ticketDraftKey } from '../../../drafts/draftKeys.ts';
import { initI18n } from '../../../i18n/index.ts';
import { getPlatform } from '../../../platform/index.ts';
import { useSessionStore } from '../../../state/session.ts';
import { startApiServer, type ApiServer, type RecordedRequest } from '../../../test/apiServer.ts';
import { sessionUser } from '../../../test/fixtures.ts';
import { messageRecord, ticketRecord } from '../../../test/records.ts';
import { TicketConversation } from './TicketConversation.tsx';

let server: ApiServer;
const OTHER_TICKET = ticketRecord({ id: 12, uuid: '0a1b2c3d-1d2e-4f5a-8b9c-0d1e2f3a4b5c' });

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  server.requests.length = 0;
  useSessionStore.getState().signedIn(sessionUser());
  server.routes = {
    [`GET /tickets/u/${ticketRecord().uuid}`]: { body: ticketRecord() },
    [`GET /tickets/u/${OTHER_TICKET.uuid}`]: { body: OTHER_TICKET },
    'GET /messages/11': { body: { messages: [], count: 0, hasMore: false } },
    'GET /messages/12': { body: { messages: [], count: 0, hasMore: false } },
    'GET /tags/list': { body: [] },
    'GET /quick-messages/list': { body: [] },
    'GET /ticket-notes/list': { body: [] },
    'POST /messages/11': ({ body }: RecordedRequest) => ({
      body: { messages: [messageRecord({ id: 900, fromMe: true, ...(body as object) })] },
    }),
  };
});
afterEach(cleanup);

/** Opens a ticket as a page load does; a reload is `cleanup()` followed by this again. */
async function openTicket(uuid = ticketRecord().uuid): Promise<HTMLTextAreaElement> {
  render(
    <FluentProvider theme={webLightTheme}>
      <TicketConversation ticketUuid={uuid} onClose={vi.fn()} />
    </FluentProvider>,
  );
  return screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
}

async function reopenTicket(uuid?: string): Promise<HTMLTextAreaElement> {
  cleanup();
  const input = await openTicket(uuid);
  // The saved draft is read after the input appears.
  await waitFor(() => expect(server.requests.some(({ path }) => path === '/quick-messages/list')).toBe(true));
  return input;
}

describe('drafts of a ticket', { timeout: 20_000 }, () => {
  it('gives back what was typed after a reload, and forgets it once sent', async () => {
    const input = await openTicket();
    fireEvent.change(input, { target: { value: 'Bom dia, Maria! Seu pedido' } });

    const afterReload = await reopenTicket();
    await waitFor(() => expect(afterReload.value).toBe('Bom dia, Maria! Seu pedido'));

    fireEvent.keyDown(afterReload, { key: 'Enter' });
    await waitFor(() => expect(server.requests.filter(({ method, path }) => method === 'POST' && path === '/messages/11')).toHaveLength(1));
    expect(afterReload.value).toBe('');

    const afterSend = await reopenTicket();
    expect(afterSend.value).toBe('');
  });

  it('keeps the draft on the machine while the attendant is still typing (a crash loses nothing after a pause)', async () => {
    const input = await openTicket();
    fireEvent.change(input, { target: { value: 'Vou verificar' } });

    await waitFor(async () => expect(await getPlatform().loadDraft(ticketDraftKey(7, 11))).toBe('Vou verificar'));
  });

  it('keeps each ticket its own draft', async () => {
    const first = await openTicket();
    fireEvent.change(first, { target: { value: 'Para a Maria' } });

    const other = await reopenTicket(OTHER_TICKET.uuid);
    expect(other.value).toBe('');
    fireEvent.change(other, { target: { value: 'Para outro contato' } });

    const back = await reopenTicket();
    await waitFor(() => expect(back.value).toBe('Para a Maria'));
  });

  it('does not show one attendant the draft of another who used this computer', async () => {
    const input = await openTicket();
    fireEvent.change(input, { target: { value: 'Rascunho da Ana' } });
    cleanup();

    useSessionStore.getState().signedIn(sessionUser({ id: 8, name: 'Bruno' }));
    const theirs = await reopenTicket();
    expect(theirs.value).toBe('');
  });
});
