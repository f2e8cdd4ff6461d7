import { readdirSync, readFileSync } from 'node:fs';
import type { ConnectionRecord, MessageListResponse, MessageRecord, TicketRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { GraphStandIn, inboundOf, metaSignature, webhookBody } from '../../../test/graph-stand-in.ts';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Message } from '../messages/message.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';

/**
 * Published sample payloads (see webhook-corpus/README.md for where each comes from), replayed signed
 * through the real webhook route into a real database: each shows the attendant what it should.
 */
const CORPUS = new URL('./webhook-corpus/', import.meta.url);
const FILES = readdirSync(CORPUS)
  .filter((name) => name.endsWith('.json'))
  .sort();

let database: TestDatabase;
let server: TestServer;
let graph: GraphStandIn;
let seq = 0;

beforeAll(async () => {
  graph = new GraphStandIn();
  const graphUrl = await graph.listen();
  database = await createTestDatabase();
  server = await startTestServer({ WHATSAPP_CLOUD_GRAPH_URL: graphUrl, WHATSAPP_CLOUD_RETRY_BASE_MS: '50' }, database);
});
afterAll(async () => {
  await server.stop();
  await database.drop();
  await graph.close();
});

type Cloud = { admin: HttpClient; companyId: number; connectionId: number; phoneNumberId: string; appSecret: string };

async function cloudTenant(): Promise<Cloud> {
  seq += 1;
  const company = await createCompany(server.db.em, { flags: { useExternalApi: true } });
  const account = await createUser(server.db.em, company.id, { profile: 'admin' });
  const admin = new HttpClient(server.url);
  await admin.login(account.user.email, account.password);
  const phoneNumberId = `10933${seq}${Date.now() % 100_000}`;
  const accessToken = `EAAG-corpus-${seq}-${'y'.repeat(24)}`;
  const appSecret = `corpus-secret-${seq}-0123456789abcdef`;
  graph.addAccount({ phoneNumberId, businessAccountId: `20933${seq}`, accessToken });
  const created = await admin.request<ConnectionRecord>('POST', '/whatsapp', {
    name: `Corpus ${seq}`,
    provider: 'cloud',
    cloudPhoneNumberId: phoneNumberId,
    cloudBusinessAccountId: `20933${seq}`,
    cloudAccessToken: accessToken,
    cloudAppSecret: appSecret,
  });
  expect(created.status).toBe(200);
  await server.sessions.settled(created.body.id);
  return { admin, companyId: company.id, connectionId: created.body.id, phoneNumberId, appSecret };
}

async function post(cloud: Cloud, body: string): Promise<void> {
  const answer = await new HttpClient(server.url).request('POST', `/webhooks/whatsapp-cloud/${cloud.connectionId}`, body, {
    'content-type': 'application/json',
    'x-hub-signature-256': metaSignature(body, cloud.appSecret),
  });
  expect(answer.status).toBe(200);
  await server.cloudWebhooks.idle();
  await server.sessions.settled(cloud.connectionId);
}

/** A corpus payload for the tenant's number, exactly as Meta would sign it. */
function payload(file: string, cloud: Cloud): string {
  return readFileSync(new URL(file, CORPUS), 'utf8').replaceAll('PHONE_NUMBER_ID', cloud.phoneNumberId);
}

/** The fixture's number: its two digits name the contact (`5511900010NN`). */
const numberOf = (file: string) => `5511900010${file.slice(0, 2)}`;
const target = (file: string) => `wamid.CORPUS${file.slice(0, 2)}.TARGET`;

async function text(cloud: Cloud, from: string, id: string, body: string): Promise<void> {
  const value = inboundOf(from, 'Test Name', { type: 'text', text: { body } });
  const [message] = value.messages ?? [];
  if (message) {
    message['id'] = id;
  }
  await post(cloud, webhookBody(cloud.phoneNumberId, value));
}

/** A contact writes, the admin accepts the ticket and answers; the stand-in gives the answer `wamid`. */
async function sendTo(cloud: Cloud, from: string, wamid: string): Promise<void> {
  await text(cloud, from, `wamid.HELLO.${from}`, 'Oi');
  const ticket = await forkUnscoped(server.db.em).findOneOrFail(Ticket, {
    whatsappId: cloud.connectionId,
    contactId: await contactId(cloud, from),
  });
  expect((await cloud.admin.request<TicketRecord>('PUT', `/tickets/${ticket.id}`, { status: 'open' })).status).toBe(200);
  graph.nextMessageIds.push(wamid);
  const sent = await cloud.admin.request<{ messages: MessageRecord[] }>('POST', `/messages/${ticket.id}`, { body: 'Resposta' });
  // A status that came before the send's answer is already applied to it.
  expect(sent.body.messages[0]).toMatchObject({ sendStatus: 'sent' });
}

async function contactId(cloud: Cloud, number: string): Promise<number> {
  const contact = await forkUnscoped(server.db.em).findOneOrFail(Contact, { companyId: cloud.companyId, number });
  return contact.id;
}

/** What the attendant sees in the contact's latest conversation, oldest first. */
async function conversation(cloud: Cloud, number: string): Promise<MessageRecord[]> {
  const ticket = await forkUnscoped(server.db.em).findOneOrFail(
    Ticket,
    { whatsappId: cloud.connectionId, contactId: await contactId(cloud, number) },
    { orderBy: { id: 'desc' } },
  );
  const page = await cloud.admin.request<MessageListResponse>('GET', `/messages/${ticket.id}?markRead=false`);
  expect(page.status).toBe(200);
  return page.body.messages;
}

const last = (messages: MessageRecord[]): MessageRecord => messages.at(-1) ?? expect.fail('the conversation is empty');

type Case = {
  /** What must be there before the payload arrives (its target, a reaction, a sent message). */
  seed?: (cloud: Cloud, file: string) => Promise<void>;
  /** The bytes and type of the media the payload names, served by the Graph stand-in. */
  media?: string;
  see: (shown: MessageRecord[], cloud: Cloud, file: string) => void | Promise<void>;
};

const seedTarget = (cloud: Cloud, file: string) => text(cloud, numberOf(file), target(file), `Original ${file.slice(0, 2)}`);
const seedReaction = async (cloud: Cloud, file: string) => {
  await seedTarget(cloud, file);
  const value = inboundOf(numberOf(file), 'Test Name', { type: 'reaction', reaction: { message_id: target(file), emoji: '❤️' } });
  await post(cloud, webhookBody(cloud.phoneNumberId, value));
};
const seedSend = (cloud: Cloud, file: string) => sendTo(cloud, numberOf(file), `wamid.CORPUS${file.slice(0, 2)}.OUT`);

const shows = (expected: Partial<MessageRecord>) => (shown: MessageRecord[]) => {
  expect(last(shown)).toMatchObject(expected);
};
const withFile =
  (mediaType: MessageRecord['mediaType'], extra: Partial<MessageRecord> = {}) =>
  (shown: MessageRecord[]) => {
    expect(last(shown)).toMatchObject({ mediaType, mediaDownloadFailed: false, ...extra });
    expect(last(shown).mediaUrl).toMatch(/^\/media\//);
  };
const reactionRemoved = (shown: MessageRecord[]) => {
  expect(shown.map((message) => [message.mediaType, message.body, message.isDeleted])).toEqual([
    ['chat', expect.stringMatching(/^Original/), false],
    ['reaction', '❤️', true],
  ]);
};
const ackOfSent = (ack: number) => (shown: MessageRecord[]) => {
  expect(shown.find((message) => message.fromMe)).toMatchObject({ body: 'Resposta', sendStatus: 'sent', ack });
};
const unsupported = (type: string, title: string | null, details: string | null) =>
  shows({ mediaType: 'unsupported', details: { kind: 'unsupported', type, title, details } });

const CASES: Record<string, Case> = {
  '01-message-text.json': { see: shows({ mediaType: 'chat', body: 'Body Text' }) },
  '02-message-image.json': { media: 'image/jpeg', see: withFile('image') },
  '03-message-media-with-url.json': { media: 'image/jpeg', see: withFile('image') },
  '04-message-video.json': { media: 'video/mp4', see: withFile('video', { body: 'caption' }) },
  '05-message-document.json': {
    media: 'application/pdf',
    see: withFile('application', { body: 'caption', mediaName: 'filename.pdf' }),
  },
  '06-message-audio.json': { media: 'audio/ogg', see: withFile('audio') },
  '07-message-voice.json': { media: 'audio/ogg', see: withFile('audio') },
  '08-message-static-sticker.json': { media: 'image/webp', see: withFile('image') },
  '09-message-animated-sticker.json': { media: 'image/webp', see: withFile('image') },
  '10-message-reaction.json': {
    seed: seedTarget,
    see: (shown) => expect(last(shown)).toMatchObject({ mediaType: 'reaction', body: '😮', quotedMsg: { body: 'Original 10' } }),
  },
  '11-message-unreaction-empty.json': { seed: seedReaction, see: reactionRemoved },
  '12-message-unreaction-no-emoji.json': { seed: seedReaction, see: reactionRemoved },
  '13-message-current-location.json': {
    see: (shown) => {
      expect(last(shown).mediaType).toBe('locationMessage');
      expect(last(shown).body).toContain('maps.google.com/maps?q=12.25089%2C43.90539');
    },
  },
  '14-message-chosen-location.json': {
    see: (shown) => expect(last(shown).body).toContain('Facebook HQ, 1 Hacker Way, Menlo Park, CA 94025'),
  },
  '15-message-contacts.json': {
    see: (shown) => {
      const cards = last(shown)
        .body.split('END:VCARD')
        .filter((card) => card.includes('BEGIN:VCARD'));
      expect(last(shown).mediaType).toBe('vcard');
      expect(cards.map((card) => /FN:(.*)/.exec(card)?.[1])).toEqual(['Chandler Bing', 'Monica', 'Rachel Green']);
      expect(cards.map((card) => card.match(/^TEL.*$/gm)?.length)).toEqual([1, 1, 1]);
      expect(cards[1]).toContain('TEL;type=HOME;waid=551190001015:+1 666-666-6666');
    },
  },
  '16-message-order.json': {
    see: shows({
      mediaType: 'order',
      body: '3 × HAMBURGER, 2 × FRENCH_FRIES, 2 × SODA',
      details: {
        kind: 'order',
        catalogId: '354160437058781',
        note: null,
        items: [
          { productId: 'HAMBURGER', quantity: 3, price: 30, currency: 'ILS' },
          { productId: 'FRENCH_FRIES', quantity: 2, price: 35, currency: 'ILS' },
          { productId: 'SODA', quantity: 2, price: 10, currency: 'ILS' },
        ],
      },
    }),
  },
  '17-message-unsupported.json': {
    see: unsupported('unsupported', 'Message type unknown', 'Message type is currently not supported.'),
  },
  '18-message-unsupported-with-type.json': {
    see: unsupported('pool', 'Message type unknown', 'Message type is currently not supported.'),
  },
  '19-message-reply.json': {
    seed: seedTarget,
    see: shows({ mediaType: 'chat', body: 'replied text', quotedMsg: expect.objectContaining({ body: 'Original 19' }) as never }),
  },
  '20-message-forwarded.json': { see: shows({ mediaType: 'chat', body: 'forwarded text' }) },
  '21-message-forwarded-many-times.json': { see: shows({ mediaType: 'chat', body: 'text forwarded many times' }) },
  '22-message-interactive-message-with-err.json': {
    see: unsupported('interactive', 'Something went wrong', 'Unsupported webhook payload'),
  },
  '23-message-referral.json': {
    see: shows({
      body: 'BODY',
      referral: {
        headline: 'Promoção de verão',
        body: 'Fale com a gente pelo WhatsApp',
        sourceType: 'ad',
        sourceUrl: 'https://fb.me/corpus-ad',
        sourceId: '120200000000000001',
        clickId: expect.stringMatching(/^ARAk/) as never,
      },
    }),
  },
  '24-revoke-revoke.json': {
    seed: seedTarget,
    see: (shown) => expect(shown.map((message) => [message.body, message.isDeleted])).toEqual([['Original 24', true]]),
  },
  '25-edit-image.json': {
    seed: seedTarget,
    see: (shown) => {
      expect(shown).toHaveLength(1);
      expect(last(shown)).toMatchObject({ body: 'Updated image caption', isEdited: true, previousBodies: ['Original 25'] });
    },
  },
  '26-system-phone-number-change.json': {
    seed: seedTarget,
    see: async (shown, cloud) => {
      expect(shown.map((message) => message.body)).toEqual(['Original 26', 'User A changed from 551190001026 to 551190009926']);
      expect(last(shown)).toMatchObject({
        mediaType: 'system',
        read: true,
        details: { kind: 'numberChanged', from: '551190001026', to: '551190009926' },
      });
      // One contact, moved: the next message from the new number continues its conversation.
      expect(await forkUnscoped(server.db.em).count(Contact, { companyId: cloud.companyId, number: '551190001026' })).toBe(0);
      await text(cloud, '551190009926', 'wamid.CORPUS26.AFTER', 'Meu número novo');
      expect((await conversation(cloud, '551190009926')).map((message) => message.body)).toEqual([
        'Original 26',
        'User A changed from 551190001026 to 551190009926',
        'Meu número novo',
      ]);
    },
  },
  '27-system-identity-change.json': {
    see: shows({ mediaType: 'system', body: 'User identity changed', details: { kind: 'identityChanged' } }),
  },
  '28-flow-completion.json': {
    see: shows({
      mediaType: 'chat',
      body: 'comment_text: Comment Text\ndelivery_rating: 4\npurchase_rating: 2\nrecommend_radio: 0\ncs_rating: 0',
    }),
  },
  '29-flow-without-flow-token.json': {
    see: shows({
      mediaType: 'chat',
      body: 'comment_text: Comment Text\ndelivery_rating: 4\npurchase_rating: 2\nrecommend_radio: 0\ncs_rating: 0',
    }),
  },
  '30-button-button.json': { see: shows({ mediaType: 'chat', body: 'title' }) },
  '31-button-quick-reply.json': { see: shows({ mediaType: 'chat', body: 'title' }) },
  '32-button-quick-reply-without-context.json': { see: shows({ mediaType: 'chat', body: 'title' }) },
  '33-list-callback.json': { see: shows({ mediaType: 'chat', body: 'title' }) },
  '34-list-description.json': { see: shows({ mediaType: 'chat', body: 'title' }) },
  '35-status-sent.json': { seed: seedSend, see: ackOfSent(1) },
  '36-status-delivered.json': { seed: seedSend, see: ackOfSent(2) },
  '37-status-read.json': { seed: seedSend, see: ackOfSent(3) },
  '38-status-played.json': { seed: seedSend, see: ackOfSent(4) },
  '39-status-failed.json': {
    seed: seedSend,
    see: (shown) =>
      expect(shown.find((message) => message.fromMe)).toMatchObject({
        sendStatus: 'failed',
        sendError:
          "User's number is part of an experiment: Failed to send message because this user's phone number is part of an experiment",
      }),
  },
  '40-status-with-tracker.json': { seed: seedSend, see: ackOfSent(1) },
  '41-status-group.json': { seed: seedSend, see: ackOfSent(3) },
  '42-unknown-chat-opened.json': { see: unsupported('request_welcome', null, null) },
};

/** The numbers whose conversation a payload changes (a number change ends on the new one). */
const shownNumber = (file: string) => (file.startsWith('26-') ? '551190009926' : numberOf(file));

describe('published Cloud API webhook payloads', () => {
  it('holds at least 30 payloads, each with what it shows', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(30);
    expect(Object.keys(CASES).sort()).toEqual(FILES);
  });

  it('shows each one as the attendant should, and a redelivery stores and downloads nothing twice', async () => {
    const cloud = await cloudTenant();
    const mediaIds: string[] = [];
    for (const file of FILES) {
      const kase = CASES[file] ?? expect.fail(`no case for ${file}`);
      if (kase.media) {
        const mediaId = `MEDIA-CORPUS-${file.slice(0, 2)}`;
        graph.addMedia(Buffer.from(`corpus file ${file}`), kase.media, mediaId);
        mediaIds.push(mediaId);
      }
      await kase.seed?.(cloud, file);
      await post(cloud, payload(file, cloud));
      await kase.see(await conversation(cloud, shownNumber(file)), cloud, file);
    }

    const stored = await forkUnscoped(server.db.em).count(Message, { whatsappId: cloud.connectionId });
    const shown = new Map<string, MessageRecord[]>();
    for (const file of FILES) {
      shown.set(file, await conversation(cloud, shownNumber(file)));
    }
    for (const round of [1, 2]) {
      for (const file of FILES) {
        await post(cloud, payload(file, cloud));
      }
      expect(await forkUnscoped(server.db.em).count(Message, { whatsappId: cloud.connectionId }), `round ${round}`).toBe(stored);
    }
    expect(mediaIds.map((id) => [id, graph.downloadsOf(id)])).toEqual(mediaIds.map((id) => [id, 1]));
    expect(mediaIds.map((id) => graph.calls.filter((call) => call.path === `/${id}`).length)).toEqual(mediaIds.map(() => 1));
    for (const file of FILES) {
      expect(await conversation(cloud, shownNumber(file)), file).toEqual(shown.get(file));
    }
  }, 300_000);

  it('applies an edit, a revoke and a status that came before their message once it is recorded', async () => {
    const cloud = await cloudTenant();
    await post(cloud, payload('25-edit-image.json', cloud));
    await post(cloud, payload('24-revoke-revoke.json', cloud));
    await post(cloud, payload('36-status-delivered.json', cloud));
    await seedTarget(cloud, '25-edit-image.json');
    await seedTarget(cloud, '24-revoke-revoke.json');
    expect(await conversation(cloud, numberOf('25-'))).toMatchObject([
      { body: 'Updated image caption', isEdited: true, previousBodies: ['Original 25'] },
    ]);
    expect(await conversation(cloud, numberOf('24-'))).toMatchObject([{ body: 'Original 24', isDeleted: true }]);
    await seedSend(cloud, '36-status-delivered.json');
    ackOfSent(2)(await conversation(cloud, numberOf('36-')));
  }, 60_000);

  it('keeps a failed message failed when a delivered comes after it, and never moves ticks back', async () => {
    const cloud = await cloudTenant();
    await seedSend(cloud, '39-status-failed.json');
    await post(cloud, payload('39-status-failed.json', cloud));
    const delivered = payload('36-status-delivered.json', cloud).replaceAll('wamid.CORPUS36.OUT', 'wamid.CORPUS39.OUT');
    await post(cloud, delivered);
    const sent = (await conversation(cloud, numberOf('39-'))).find((message) => message.fromMe);
    expect(sent).toMatchObject({
      sendStatus: 'failed',
      sendError: expect.stringMatching(/^User's number is part of an experiment/) as never,
    });
    expect(sent?.ack).toBe(2);
    await post(cloud, payload('35-status-sent.json', cloud).replaceAll('wamid.CORPUS35.OUT', 'wamid.CORPUS39.OUT'));
    expect((await conversation(cloud, numberOf('39-'))).find((message) => message.fromMe)?.ack).toBe(2);
  });
});
