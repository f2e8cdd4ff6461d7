import { proto } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import { mapUpsert, type MappedUpsert } from './inbound-mapper.ts';
import { fixtureNames, messageFixture, rawFixture, upsertFixture } from './test-support/fixtures.ts';

const receivedAt = new Date('2026-11-22T12:00:00Z');
const SENT_AT = new Date(1763121419 * 1000);
const PHONE = '5511987654321';
const LID = '218923106434420';

function mapped(name: string, recovered = false): MappedUpsert {
  return mapUpsert(messageFixture(name), { recovered, receivedAt });
}

function inbound(name: string) {
  const result = mapped(name);
  if (result.kind !== 'message') {
    throw new Error(`${name} mapped to ${result.kind}: ${JSON.stringify(result)}`);
  }
  return result;
}

describe('recorded fixtures', () => {
  it.each(fixtureNames().filter((name) => rawFixture(name).event === 'messages.upsert'))(
    '%s is valid WhatsApp protobuf (no field lost when decoded by the real schema)',
    (name) => {
      const raw = rawFixture(name);
      for (const message of raw.event === 'messages.upsert' ? raw.messages : []) {
        if (message.message) {
          expect(proto.Message.fromObject(message.message).toJSON()).toEqual(message.message);
        }
      }
    },
  );
});

describe('mapping a received WhatsApp message', () => {
  it('maps a plain text with the sender, push name and send time', () => {
    const { message, media, replyJid } = inbound('text-conversation');
    expect(message).toEqual({
      id: '3EB0C767D26A1D8C2B4F91',
      from: PHONE,
      name: 'Maria Silva',
      body: 'Olá! Gostaria de saber o horário de atendimento.',
      timestamp: SENT_AT,
      fromMe: false,
    });
    expect(media).toBeUndefined();
    expect(replyJid).toBe(`${PHONE}@s.whatsapp.net`);
  });

  it('maps an extended text (a reply with a link) to its text', () => {
    expect(inbound('text-extended').message).toMatchObject({ body: 'Segue o link do pedido https://loja.example/pedido/123', from: PHONE });
  });

  it.each([
    ['image', 'image', 'image/jpeg', 'Foto do produto com defeito', 'image-3A8F1C2D9E7B6A5F4E3D.jpg', 84512],
    ['audio-ptt', 'audio', 'audio/ogg; codecs=opus', '', 'audio-ACB2E4F81D3C5A7B9E0F1A2B3C4D5E6F.ogg', 15873],
    ['video', 'video', 'video/mp4', 'Vídeo da instalação', 'video-3EB05F2E8A9C1D7B4E6A20.mp4', 2097152],
    ['document', 'application', 'application/pdf', 'Contrato 2026.pdf', 'document-ACF0E1D2C3B4A5968778695A4B3C2D1E.pdf', 183201],
    ['sticker', 'image', 'image/webp', '', 'sticker-3EB0AA11BB22CC33DD44EE.webp', 21430],
  ])('maps %s to media type %s, to be downloaded under a name Balcão makes', (name, mediaType, mimetype, body, filename, bytes) => {
    const { message, media } = inbound(name);
    expect(message).toMatchObject({ mediaType, body, from: PHONE });
    expect(media).toEqual({ filename, mimetype, bytes });
  });

  it('unwraps a document sent with a caption, never using the sender file name for storage', () => {
    const { message, media } = inbound('document-with-caption');
    expect(message).toMatchObject({ mediaType: 'application', body: 'Orçamento atualizado' });
    expect(media?.filename).toBe('document-3A0D9C8B7A6F5E4D3C2B.xlsx');
    expect(media?.filename).not.toContain('/');
    expect(media?.mimetype).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('maps a location to the spec body: image link, map link and description', () => {
    const { message, media } = inbound('location');
    expect(message.mediaType).toBe('locationMessage');
    expect(media).toBeUndefined();
    const [image, map, description] = message.body.split('|');
    expect(image).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    expect(map).toBe('https://maps.google.com/maps?q=-23.5613991%2C-46.6565712&z=17');
    expect(description).toBe('Loja Paulista, Av. Paulista, 1578 - Bela Vista, São Paulo');
  });

  it('maps a live location like a location, with its caption as description', () => {
    const { message } = inbound('live-location');
    expect(message.mediaType).toBe('locationMessage');
    expect(message.body.split('|').slice(1)).toEqual(['https://maps.google.com/maps?q=-22.9068467%2C-43.1728965&z=17', 'Estou chegando']);
  });

  it('maps a shared contact to its vCard', () => {
    const { message } = inbound('contact-vcard');
    expect(message.mediaType).toBe('vcard');
    expect(message.body).toMatch(/^BEGIN:VCARD\n/);
    expect(message.body).toContain('FN:João Souza');
    expect(message.body).toContain('waid=5521988887777');
  });

  it('maps several shared contacts to one vCard text holding all of them', () => {
    const { message } = inbound('contacts-array');
    expect(message.mediaType).toBe('vcard');
    expect(message.body.match(/BEGIN:VCARD/g)).toHaveLength(2);
    expect(message.body).toContain('FN:Ana Lima');
  });

  it('unwraps disappearing and view-once messages', () => {
    expect(inbound('ephemeral').message.body).toBe('Mensagem temporária');
    const viewOnce = inbound('view-once');
    expect(viewOnce.message).toMatchObject({ mediaType: 'image', body: 'Ver uma vez' });
    expect(viewOnce.media?.mimetype).toBe('image/jpeg');
  });

  it('maps a LID-addressed message to the phone number, keeping the LID', () => {
    const { message, replyJid } = inbound('lid-addressed');
    expect(message).toMatchObject({ from: PHONE, lid: LID, name: 'Maria Silva', body: 'Oi, ainda estão abertos?' });
    expect(replyJid).toBe(`${PHONE}@s.whatsapp.net`);
  });

  it('maps a message known only by LID to the LID, and answers it there', () => {
    const { message, replyJid } = inbound('lid-only');
    expect(message).toMatchObject({ from: LID, lid: LID });
    expect(message.name).toBeUndefined();
    expect(replyJid).toBe(`${LID}@lid`);
  });

  it('maps a group message to the group, with the participant who wrote', () => {
    const { message, replyJid } = inbound('group');
    expect(message).toEqual({
      id: '3EB09A8B7C6D5E4F3A2B1C',
      from: '120363025246125486',
      isGroup: true,
      participant: { number: PHONE, lid: LID, name: 'Maria Silva' },
      body: 'Bom dia, grupo!',
      timestamp: SENT_AT,
      fromMe: false,
    });
    expect(replyJid).toBe('120363025246125486@g.us');
  });

  it('marks messages of the offline catch-up as recovered', () => {
    const upsert = upsertFixture('offline-append');
    expect(upsert.type).toBe('append');
    const result = mapped('offline-append', true);
    expect(result.kind === 'message' && result.message).toMatchObject({ recovered: true, timestamp: new Date(1763080000 * 1000) });
    expect(inbound('text-conversation').message.recovered).toBeUndefined();
  });

  it('maps an edit (as Android sends it) to the original message id and its new text', () => {
    expect(mapped('edit-protocol')).toEqual({
      kind: 'edit',
      edit: {
        id: 'ACB9F2E1D0C3B4A5968778695A4B3C2D',
        from: PHONE,
        body: 'Corrigindo: o pedido é o 124',
        timestamp: new Date(1763121480000),
      },
    });
  });

  it('maps an edit wrapped in editedMessage (WhatsApp Web, iOS) the same way', () => {
    expect(mapped('edit-wrapped')).toEqual({
      kind: 'edit',
      edit: {
        id: '3EB0C767D26A1D8C2B4F91',
        from: PHONE,
        body: 'Olá! Qual o horário de atendimento no sábado?',
        timestamp: new Date(1763121500000),
      },
    });
  });

  it('maps a delete for everyone to a revoke of the original message', () => {
    expect(mapped('revoke')).toEqual({
      kind: 'revoke',
      revoke: { id: 'ACD68E6EEBCDB177C3625A34F3B1B7A0', from: PHONE, timestamp: new Date(1763121600 * 1000) },
    });
  });

  it.each([
    ['status-broadcast', /status broadcast/],
    ['from-me', /connected phone/],
    ['reaction', /unsupported content reactionMessage/],
    ['stub-ciphertext', /no content/],
  ])('ignores %s', (name, reason) => {
    const result = mapped(name);
    expect(result.kind).toBe('ignore');
    expect(result.kind === 'ignore' && result.reason).toMatch(reason);
  });

  it('uses the arrival time when WhatsApp gave no timestamp', () => {
    const message = { ...messageFixture('text-conversation'), messageTimestamp: null };
    const result = mapUpsert(message, { recovered: false, receivedAt });
    expect(result.kind === 'message' && result.message.timestamp).toEqual(receivedAt);
  });

  it('stores active content (HTML, SVG) as plain bytes, never under its declared type', () => {
    const message = messageFixture('document');
    const html = { ...message, message: { documentMessage: { ...message.message?.documentMessage, mimetype: 'text/html' } } };
    const result = mapUpsert(html, { recovered: false, receivedAt });
    expect(result.kind === 'message' && result.media).toMatchObject({
      mimetype: 'application/octet-stream',
      filename: expect.stringMatching(/\.bin$/) as unknown,
    });
  });
});
