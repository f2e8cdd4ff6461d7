import { DisconnectReason } from '@whiskeysockets/baileys';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthCipher } from './auth-cipher.ts';
import { PgAuthStore } from './auth-store.ts';
import { MAX_INBOUND_MEDIA_BYTES } from './inbound-receiver.ts';
import { openAuthTestDatabase, type AuthTestDatabase } from './test-support/database.ts';
import { callsFixture, messageFixture, updatesFixture, upsertFixture } from './test-support/fixtures.ts';
import { providerUnderTest, type ProviderUnderTest } from './test-support/provider-harness.ts';

const PHONE = '5511987654321';
const LID = '218923106434420';

let database: AuthTestDatabase;
let store: PgAuthStore;
let subject: ProviderUnderTest;

async function connectedProvider(options: Parameters<typeof providerUnderTest>[2] = {}): Promise<ProviderUnderTest> {
  const started = providerUnderTest(store, await database.newConnection(), options);
  await started.provider.start();
  started.socket().open();
  return started;
}

/** WhatsApp delivers a recorded upsert; resolves when the provider has turned it into events. */
async function deliver(name: string): Promise<void> {
  subject.socket().emit('messages.upsert', upsertFixture(name));
  await subject.provider.inboundIdle();
}

beforeAll(async () => {
  database = await openAuthTestDatabase();
  store = new PgAuthStore(database.pool, new AuthCipher('messaging-test-secret-of-32-characters-at-least'));
});
afterEach(async () => {
  await subject.provider.stop();
});
afterAll(async () => {
  await database.close();
});

describe('receiving', () => {
  it('emits a text message for the engine', async () => {
    subject = await connectedProvider();
    await deliver('text-conversation');
    expect(subject.seen.message).toEqual([
      expect.objectContaining({
        id: '3EB0C767D26A1D8C2B4F91',
        from: PHONE,
        name: 'Maria Silva',
        body: 'Olá! Gostaria de saber o horário de atendimento.',
      }),
    ]);
  });

  it('downloads media and hands over its bytes under a name Balcão made', async () => {
    subject = await connectedProvider();
    await deliver('image');
    await deliver('document-with-caption');
    expect(subject.downloads.map((message) => message.key.id)).toEqual(['3A8F1C2D9E7B6A5F4E3D', '3A0D9C8B7A6F5E4D3C2B']);
    const [image, document] = subject.seen.message;
    expect(image).toMatchObject({ mediaType: 'image', body: 'Foto do produto com defeito' });
    expect(image?.media).toEqual({
      filename: 'image-3A8F1C2D9E7B6A5F4E3D.jpg',
      mimetype: 'image/jpeg',
      data: Buffer.from('bytes of 3A8F1C2D9E7B6A5F4E3D'),
    });
    expect(document?.media?.filename).toBe('document-3A0D9C8B7A6F5E4D3C2B.xlsx');
  });

  it('still delivers a media message whose download fails, with its caption and no file', async () => {
    subject = await connectedProvider({ download: () => Promise.reject(new Error('media expired')) });
    await deliver('video');
    await deliver('text-conversation');
    expect(subject.seen.message.map((message) => [message.mediaType, message.body, message.media])).toEqual([
      ['video', 'Vídeo da instalação', undefined],
      [undefined, 'Olá! Gostaria de saber o horário de atendimento.', undefined],
    ]);
  });

  it('keeps what a failed download needs, and downloads the media again with it', async () => {
    let failing = true;
    const asked: { id: string | null | undefined; videoMessage: unknown }[] = [];
    subject = await connectedProvider({
      download: (message) => {
        asked.push({ id: message.key.id, videoMessage: message.message?.videoMessage });
        return failing ? Promise.reject(new Error('media expired')) : Promise.resolve(Buffer.from(`again ${message.key.id ?? ''}`));
      },
    });
    await deliver('video');
    const [video] = subject.seen.message;
    expect(video?.media).toBeUndefined();
    expect(video?.mediaRef).toMatchObject({ mimetype: 'video/mp4', error: 'media expired' });
    expect(video?.mediaRef?.filename).toMatch(/^video-.+\.mp4$/);
    failing = false;
    const data = await subject.provider.downloadMedia(JSON.parse(JSON.stringify(video?.mediaRef?.ref)) as Record<string, unknown>);
    expect(data.toString()).toBe(`again ${video?.id ?? ''}`);
    // The stored reference brings back the same key and media fields Baileys downloads with.
    expect(asked[1]?.id).toBe(asked[0]?.id);
    const [first, second] = asked.map(
      (entry) => entry.videoMessage as { mediaKey: Uint8Array; directPath: string; fileEncSha256: Uint8Array },
    );
    expect(Buffer.from(second?.mediaKey ?? [])).toEqual(Buffer.from(first?.mediaKey ?? []));
    expect(Buffer.from(second?.fileEncSha256 ?? [])).toEqual(Buffer.from(first?.fileEncSha256 ?? []));
    expect(second?.directPath).toBe(first?.directPath);
    expect(second?.mediaKey.length).toBe(32);
  });

  it('does not download attachments above the size limit', async () => {
    subject = await connectedProvider();
    const huge = messageFixture('document');
    const document = huge.message?.documentMessage;
    if (document) {
      document.fileLength = MAX_INBOUND_MEDIA_BYTES + 1;
    }
    subject.socket().emit('messages.upsert', { type: 'notify', messages: [huge] });
    await subject.provider.inboundIdle();
    expect(subject.downloads).toEqual([]);
    expect(subject.seen.message[0]).toMatchObject({ mediaType: 'application', body: 'Contrato 2026.pdf' });
  });

  it('keeps the order of messages even when an earlier one waits for its download', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    subject = await connectedProvider({ download: async () => (await slow, Buffer.from('late')) });
    subject.socket().emit('messages.upsert', upsertFixture('audio-ptt'));
    subject.socket().emit('messages.upsert', upsertFixture('text-conversation'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(subject.seen.message).toEqual([]);
    release();
    await subject.provider.inboundIdle();
    expect(subject.seen.message.map((message) => message.mediaType ?? 'chat')).toEqual(['audio', 'chat']);
  });

  it('still downloads the media of a message received just before the connection dropped', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    subject = await connectedProvider({ download: async (message) => (await slow, Buffer.from(message.key.id ?? '')) });
    subject.socket().emit('messages.upsert', upsertFixture('image'));
    subject.socket().close(DisconnectReason.connectionLost);
    release();
    await subject.provider.inboundIdle();
    expect(subject.seen.message[0]?.media?.data).toEqual(Buffer.from('3A8F1C2D9E7B6A5F4E3D'));
  });

  it('finds the phone number of a contact known only by LID in Baileys’ LID store', async () => {
    subject = await connectedProvider();
    subject.socket().lidToPhone.set(`${LID}@lid`, `${PHONE}@s.whatsapp.net`);
    await deliver('lid-only');
    expect(subject.seen.message[0]).toMatchObject({ from: PHONE, lid: LID });
  });

  it('names a group message after the group', async () => {
    subject = await connectedProvider();
    await deliver('group');
    expect(subject.seen.message[0]).toMatchObject({ from: '120363025246125486', isGroup: true, name: 'Clientes VIP' });
  });

  it('passes edits and deletes on, marks the catch-up as recovered, and ignores statuses and own messages', async () => {
    subject = await connectedProvider();
    for (const name of ['status-broadcast', 'from-me', 'reaction', 'edit-protocol', 'revoke', 'offline-append']) {
      await deliver(name);
    }
    expect(subject.seen.edit).toEqual([
      expect.objectContaining({ id: 'ACB9F2E1D0C3B4A5968778695A4B3C2D', body: 'Corrigindo: o pedido é o 124' }),
    ]);
    expect(subject.seen.revoke).toEqual([expect.objectContaining({ id: 'ACD68E6EEBCDB177C3625A34F3B1B7A0', from: PHONE })]);
    expect(subject.seen.message).toEqual([expect.objectContaining({ id: 'ACB1C2D3E4F5A6B7C8D9E0F1A2B3C4D5', recovered: true })]);
  });

  it('turns receipts into acks and ringing calls into call events, and rejects a call with the caller JID', async () => {
    subject = await connectedProvider();
    subject.socket().emit('messages.update', updatesFixture('acks'));
    subject.socket().emit('call', callsFixture('call-offer'));
    expect(subject.seen.ack.map(({ ack }) => ack)).toEqual([1, 2, 3, 4]);
    expect(subject.seen.call.map(({ from, isVideo }) => [from, isVideo])).toEqual([
      [PHONE, false],
      ['5521988887777', true],
    ]);
    const [call] = subject.seen.call;
    await subject.provider.rejectCall(call?.id ?? '', call?.from ?? '');
    expect(subject.socket().rejected).toEqual([{ callId: '6F1A0C3E8B2D4F7A9C1E3B5D7F9A2C4E', from: `${LID}@lid` }]);
  });
});

describe('sending', () => {
  it('sends a text to a number and returns WhatsApp’s id', async () => {
    subject = await connectedProvider();
    const sent = await subject.provider.send(PHONE, { kind: 'text', body: 'Olá, Maria!' });
    expect(subject.socket().sent).toEqual([{ jid: `${PHONE}@s.whatsapp.net`, content: { text: 'Olá, Maria!' }, options: {} }]);
    expect(sent.id).toMatch(/^3EB0FAKE/);
  });

  it('answers a contact known only by LID at their LID, and a group at the group', async () => {
    subject = await connectedProvider();
    await deliver('lid-only');
    await deliver('group');
    await subject.provider.send(LID, { kind: 'text', body: 'Oi!' });
    await subject.provider.send('120363025246125486', { kind: 'text', body: 'Bom dia!' });
    expect(subject.socket().sent.map(({ jid }) => jid)).toEqual([`${LID}@lid`, '120363025246125486@g.us']);
  });

  it('quotes a recent message with its real key, and sends without the quote when it is no longer known', async () => {
    subject = await connectedProvider();
    await deliver('text-conversation');
    await subject.provider.send(PHONE, { kind: 'text', body: 'Das 8h às 18h.' }, { quotedId: '3EB0C767D26A1D8C2B4F91' });
    await subject.provider.send(PHONE, { kind: 'text', body: 'Mais alguma coisa?' }, { quotedId: 'UNKNOWN-ID' });
    const [quoting, plain] = subject.socket().sent;
    expect(quoting?.options?.quoted?.key).toMatchObject({
      id: '3EB0C767D26A1D8C2B4F91',
      remoteJid: `${PHONE}@s.whatsapp.net`,
      fromMe: false,
    });
    expect(quoting?.options?.quoted?.message?.conversation).toBe('Olá! Gostaria de saber o horário de atendimento.');
    expect(plain?.options?.quoted).toBeUndefined();
  });

  it('sends media by type: inline image and video with caption, audio, documents under their name, voice notes as OGG/Opus push-to-talk, locations', async () => {
    subject = await connectedProvider();
    const data = Buffer.from('file');
    await subject.provider.send(PHONE, { kind: 'media', data, filename: 'foto.jpg', mimetype: 'image/jpeg', caption: 'Foto' });
    await subject.provider.send(PHONE, { kind: 'media', data, filename: 'clip.mp4', mimetype: 'video/mp4', caption: 'Vídeo' });
    await subject.provider.send(PHONE, { kind: 'media', data, filename: 'musica.mp3', mimetype: 'audio/mpeg' });
    await subject.provider.send(PHONE, { kind: 'media', data, filename: 'boleto.pdf', mimetype: 'application/pdf', caption: 'Boleto' });
    await subject.provider.send(PHONE, { kind: 'media', data, filename: 'icone.svg', mimetype: 'image/svg+xml' });
    await subject.provider.send(PHONE, { kind: 'voice', data, seconds: 4 });
    await subject.provider.send(PHONE, { kind: 'location', latitude: -23.56, longitude: -46.65, name: 'Loja' });
    expect(subject.socket().sent.map(({ content }) => content)).toEqual([
      { image: data, mimetype: 'image/jpeg', caption: 'Foto' },
      { video: data, mimetype: 'video/mp4', caption: 'Vídeo' },
      { audio: data, mimetype: 'audio/mpeg', ptt: false },
      { document: data, mimetype: 'application/pdf', fileName: 'boleto.pdf', caption: 'Boleto' },
      { document: data, mimetype: 'image/svg+xml', fileName: 'icone.svg' },
      { audio: data, ptt: true, mimetype: 'audio/ogg; codecs=opus', seconds: 4 },
      { location: { degreesLatitude: -23.56, degreesLongitude: -46.65, name: 'Loja' } },
    ]);
  });

  it('answers WhatsApp’s retry requests for recent messages it sent (getMessage)', async () => {
    subject = await connectedProvider();
    const { id } = await subject.provider.send(PHONE, { kind: 'text', body: 'Pedido confirmado' });
    const { getMessage } = subject.socket().config;
    expect(await getMessage?.({ remoteJid: `${PHONE}@s.whatsapp.net`, id, fromMe: true })).toEqual({
      extendedTextMessage: { text: 'Pedido confirmado' },
    });
    expect(await getMessage?.({ remoteJid: `${PHONE}@s.whatsapp.net`, id: 'NEVER-SENT', fromMe: true })).toBeUndefined();
  });

  it('marks received messages read with their exact keys, and deletes a sent message for everyone', async () => {
    subject = await connectedProvider();
    await deliver('group');
    await subject.provider.markRead('120363025246125486', ['3EB09A8B7C6D5E4F3A2B1C', 'OLDER-ID']);
    expect(subject.socket().readKeys).toEqual([
      expect.objectContaining({
        id: '3EB09A8B7C6D5E4F3A2B1C',
        remoteJid: '120363025246125486@g.us',
        participant: `${LID}@lid`,
        fromMe: false,
      }),
      { id: 'OLDER-ID', remoteJid: '120363025246125486@g.us', fromMe: false },
    ]);
    const { id } = await subject.provider.send(PHONE, { kind: 'text', body: 'enviado por engano' });
    await subject.provider.deleteMessage(PHONE, id);
    expect(subject.socket().sent.at(-1)).toMatchObject({ jid: `${PHONE}@s.whatsapp.net`, content: { delete: { id, fromMe: true } } });
  });

  it('wraps WhatsApp send failures in ERR_SENDING_WAPP_MSG', async () => {
    subject = await connectedProvider();
    subject.socket().sendMessage = () => Promise.reject(new Error('Connection Closed'));
    await expect(subject.provider.send(PHONE, { kind: 'text', body: 'x' })).rejects.toMatchObject({
      code: 'ERR_SENDING_WAPP_MSG',
      message: 'WhatsApp did not take the message: Connection Closed',
    });
  });
});

describe('queries', () => {
  it('checks numbers, fetches profile pictures (null when hidden) and probes the session', async () => {
    subject = await connectedProvider();
    expect(await subject.provider.checkNumber('+55 (11) 98765-4321')).toEqual({ exists: true, number: PHONE });
    expect(await subject.provider.checkNumber('4915112345678')).toEqual({ exists: false, number: '4915112345678' });
    expect(await subject.provider.profilePicture(PHONE)).toBe(`https://pps.whatsapp.net/v/t61/${PHONE}.jpg`);
    expect(await subject.provider.profilePicture('4915112345678')).toBeNull();
    expect(await subject.provider.probe()).toBe(true);
    subject.socket().answersPings = false;
    expect(await subject.provider.probe()).toBe(false);
  });
});
