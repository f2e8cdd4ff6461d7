import '../../../test/dom.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountKey } from '../../../drafts/draftKeys.ts';
import { useSessionStore } from '../../../state/session.ts';
import { startApiServer, type ApiServer, type RecordedRequest } from '../../../test/apiServer.ts';
import { sessionUser } from '../../../test/fixtures.ts';
import { messageRecord, ticketRecord } from '../../../test/records.ts';
import { useConversationStore } from './conversationStore.ts';
import { newClientKey, send } from './messageSender.ts';
import { OUTBOX_STORAGE_KEY, storedReplies, type StoredReply } from './outboxStorage.ts';

let server: ApiServer;
/** Five engineers share two cores: give the sends time. */
const WAIT = { timeout: 5_000 };
let nextId = 900;
/** While true the browser has no network: every request fails before reaching the server. */
let offline = false;

const ana = sessionUser();
const bruno = sessionUser({ id: 8, name: 'Bruno', email: 'bruno@example.com' });

beforeAll(async () => {
  server = await startApiServer({});
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    offline ? Promise.reject(new TypeError('Failed to fetch')) : realFetch(input, init),
  );
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});
beforeEach(() => {
  offline = true;
  useSessionStore.getState().signedOut();
  useConversationStore.getState().close();
  localStorage.clear();
  server.requests.length = 0;
  server.routes = {
    'POST /messages/11': ({ body }: RecordedRequest) => {
      const sent = body as { body: string; clientKey: string };
      return {
        body: { messages: [messageRecord({ id: (nextId += 1), fromMe: true, body: sent.body, clientKey: sent.clientKey, ack: 1 })] },
      };
    },
  };
});

const sentBodies = () =>
  server.requests
    .filter(({ method, path }) => method === 'POST' && path === '/messages/11')
    .map(({ body }) => (body as { body: string }).body);

function networkBack(): void {
  offline = false;
  window.dispatchEvent(new Event('online'));
}

function stored(account: string, body: string, createdAt: string): StoredReply {
  return { account, ticketId: 11, clientKey: newClientKey(), body, quotedMsgId: null, createdAt };
}

const pendingBodies = () =>
  useConversationStore
    .getState()
    .messages.filter(({ sendStatus }) => sendStatus === 'pending')
    .map(({ body }) => body);

describe('the outbox kept on the machine', { timeout: 20_000 }, () => {
  it('keeps a text reply while it waits and forgets it once the server has it', async () => {
    useSessionStore.getState().signedIn(ana);
    const clientKey = newClientKey();
    await send(11, { body: 'Waiting', clientKey, quotedMsgId: 5, files: [] }, null);
    expect(storedReplies(accountKey(ana.id))).toEqual([
      expect.objectContaining({ ticketId: 11, clientKey, body: 'Waiting', quotedMsgId: 5 }),
    ]);
    // A reply with files waits in memory only.
    await send(
      11,
      { body: 'Photo', clientKey: newClientKey(), quotedMsgId: null, files: [new File(['x'], 'a.png', { type: 'image/png' })] },
      null,
    );
    expect(storedReplies(accountKey(ana.id))).toHaveLength(1);

    networkBack();
    // Both go out (the second as multipart, without a JSON body); the stored copy is gone.
    await vi.waitFor(() => expect(sentBodies()).toHaveLength(2), WAIT);
    expect(sentBodies()[0]).toBe('Waiting');
    expect(localStorage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
  });

  it('after a reload, shows the account’s replies pending in their ticket and sends them in order, once each', async () => {
    localStorage.setItem(
      OUTBOX_STORAGE_KEY,
      JSON.stringify([
        stored(accountKey(ana.id), 'First', '2026-11-25T10:00:00.000Z'),
        stored(accountKey(bruno.id), 'Not Ana’s', '2026-11-25T10:00:30.000Z'),
        { account: accountKey(ana.id), ticketId: 'edited by hand' },
        stored(accountKey(ana.id), 'Second', '2026-11-25T10:01:00.000Z'),
      ]),
    );
    useSessionStore.getState().signedIn(ana);
    useConversationStore.getState().open(ticketRecord());
    expect(pendingBodies()).toEqual(['First', 'Second']);
    expect(sentBodies()).toEqual([]);

    networkBack();
    await vi.waitFor(() => expect(sentBodies()).toEqual(['First', 'Second']), WAIT);
    await vi.waitFor(() => expect(pendingBodies()).toEqual([]), WAIT);
    expect(storedReplies(accountKey(ana.id))).toEqual([]);
    expect(storedReplies(accountKey(bruno.id)).map(({ body }) => body)).toEqual(['Not Ana’s']);

    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sentBodies()).toEqual(['First', 'Second']);
  });

  it('keeps them through a sign-out, never shows or sends them for another account', async () => {
    useSessionStore.getState().signedIn(ana);
    await send(11, { body: 'Ana’s reply', clientKey: newClientKey(), quotedMsgId: null, files: [] }, null);
    useSessionStore.getState().signedOut();
    expect(storedReplies(accountKey(ana.id))).toHaveLength(1);

    useSessionStore.getState().signedIn(bruno);
    useConversationStore.getState().open(ticketRecord());
    networkBack();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pendingBodies()).toEqual([]);
    expect(sentBodies()).toEqual([]);
    expect(storedReplies(accountKey(ana.id))).toHaveLength(1);

    useSessionStore.getState().signedOut();
    useSessionStore.getState().signedIn(ana);
    await vi.waitFor(() => expect(sentBodies()).toEqual(['Ana’s reply']), WAIT);
    await vi.waitFor(() => expect(storedReplies(accountKey(ana.id))).toEqual([]), WAIT);
  });
});
