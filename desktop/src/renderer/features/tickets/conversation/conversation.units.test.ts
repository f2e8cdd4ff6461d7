import { describe, expect, it } from 'vitest';
import { messageRecord, quickMessageRecord, ticketRecord } from '../../../test/records.ts';
import { ackState } from './AckIcon.tsx';
import { encodeMp3, floatTo16BitPcm, isLongEnough, MIN_RECORDING_BYTES, mixToMono } from './audio/mp3.ts';
import { validateContact } from './contactForm.ts';
import { useConversationStore } from './conversationStore.ts';
import { groupByDay, parseContactCard, parseLocation, signedBody } from './messageFormat.ts';
import { matchQuickReplies, previewQuickReply } from './quickReplies.ts';
import { parseRichText, plainText } from './richText.ts';
import { transferBody } from './TransferModal.tsx';

describe('audio encoding', () => {
  it('converts float samples to 16-bit PCM, clipping outside [-1, 1]', () => {
    expect(Array.from(floatTo16BitPcm(new Float32Array([0, 1, -1, 0.5, 2, -3])))).toEqual([0, 32767, -32768, 16384, 32767, -32768]);
  });

  it('mixes channels to mono by averaging', () => {
    expect(Array.from(mixToMono([new Float32Array([1, 0]), new Float32Array([0, 0.5])]))).toEqual([0.5, 0.25]);
  });

  it('encodes one second of tone as an MP3 of about 16 kB at 128 kbit/s', () => {
    const rate = 44_100;
    const tone = new Float32Array(rate).map((_value, index) => Math.sin((2 * Math.PI * 440 * index) / rate) * 0.5);
    const mp3 = encodeMp3(floatTo16BitPcm(tone), rate);
    // 128 kbit/s for one second is 16 000 bytes, give or take a frame.
    expect(mp3.length).toBeGreaterThan(14_000);
    expect(mp3.length).toBeLessThan(18_000);
    expect(mp3[0]).toBe(0xff);
  });

  it('discards recordings under 10000 bytes', () => {
    expect(isLongEnough(MIN_RECORDING_BYTES - 1)).toBe(false);
    expect(isLongEnough(MIN_RECORDING_BYTES)).toBe(true);
  });
});

describe('message formatting', () => {
  it('splits a location on the pipe', () => {
    expect(parseLocation('https://maps/img.png|https://maps.google.com/?q=1,2|Office')).toEqual({
      imageUrl: 'https://maps/img.png',
      mapUrl: 'https://maps.google.com/?q=1,2',
      description: 'Office',
    });
    expect(parseLocation('a|b').description).toBe('');
  });

  it('reads the name and number of a vCard', () => {
    const card = 'BEGIN:VCARD\nVERSION:3.0\nFN:João Lima\nitem1.TEL;waid=5511988887777:+55 11 98888-7777\nEND:VCARD';
    expect(parseContactCard(card)).toEqual({ name: 'João Lima', numbers: ['5511988887777'] });
  });

  it('groups messages by local day', () => {
    const at = (day: number, hour: number) => ({ createdAt: new Date(2026, 2, day, hour).toISOString() });
    expect(groupByDay([at(5, 9), at(5, 18), at(6, 8)]).map(({ day, messages }) => [day, messages.length])).toEqual([
      ['05/03/2026', 2],
      ['06/03/2026', 1],
    ]);
  });

  it('signs with the user name in bold and a line break', () => {
    expect(signedBody('Hi', 'Ana', true)).toBe('*Ana:*\nHi');
    expect(signedBody('Hi', 'Ana', false)).toBe('Hi');
  });

  it('maps ack to a clock, one tick, two ticks and blue ticks', () => {
    expect([0, 1, 2, 3, 4, 5].map(ackState)).toEqual(['pending', 'sent', 'delivered', 'read', 'read', 'read']);
  });
});

describe('quick replies', () => {
  const all = [quickMessageRecord({ id: 1, shortcode: 'hello' }), quickMessageRecord({ id: 2, shortcode: 'bye' })];

  it('suggests only after a slash and one more character, by shortcode', () => {
    expect(matchQuickReplies(all, '/')).toEqual([]);
    expect(matchQuickReplies(all, 'he')).toEqual([]);
    expect(matchQuickReplies(all, '/he').map(({ id }) => id)).toEqual([1]);
  });

  it('previews 35 characters', () => {
    expect(previewQuickReply('x'.repeat(40))).toBe(`${'x'.repeat(35)}…`);
    expect(previewQuickReply('short')).toBe('short');
  });
});

describe('forms', () => {
  it('validates the contact with the fixed English messages', () => {
    expect(validateContact({ name: 'A', number: '123', email: 'nope', extraInfo: [] })).toEqual({
      name: 'Too Short!',
      number: 'Too Short!',
      email: 'Invalid email',
    });
    expect(validateContact({ name: 'x'.repeat(51), number: '', email: '', extraInfo: [] })).toEqual({
      name: 'Too Long!',
      number: 'Required',
    });
    expect(validateContact({ name: 'Maria', number: '5511999990000', email: 'm@example.com', extraInfo: [] })).toEqual({});
  });

  it('makes a transfer to a queue without a user pending', () => {
    expect(transferBody({ userId: null, queueId: 2, whatsappId: null })).toEqual({ queueId: 2, status: 'pending', userId: null });
    expect(transferBody({ userId: 9, queueId: 2, whatsappId: 1 })).toEqual({ queueId: 2, userId: 9, whatsappId: 1 });
  });
});

describe('conversation store', () => {
  it('never takes a message back to pending or to a lower ack when an older copy arrives last', () => {
    const store = useConversationStore.getState();
    store.open(ticketRecord());
    store.upsert(messageRecord({ id: -5, clientKey: 'key-00000001', sendStatus: 'pending', ack: 0, fromMe: true }));
    store.upsert(messageRecord({ id: 9, clientKey: 'key-00000001', sendStatus: 'sent', ack: 2, fromMe: true }));
    store.upsert(messageRecord({ id: 9, clientKey: 'key-00000001', sendStatus: 'pending', ack: 0, fromMe: true }));
    const [only, ...rest] = useConversationStore.getState().messages;
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ id: 9, sendStatus: 'sent', ack: 2 });
    store.close();
  });

  it('keeps one bubble when the pending one and the stored message are both present', () => {
    const store = useConversationStore.getState();
    store.open(ticketRecord());
    store.upsert(messageRecord({ id: -7, clientKey: 'key-00000002', sendStatus: 'pending', ack: 0, fromMe: true }));
    store.upsert(messageRecord({ id: 12, clientKey: null, sendStatus: 'sent', ack: 1, fromMe: true }));
    store.upsert(messageRecord({ id: 12, clientKey: 'key-00000002', sendStatus: 'sent', ack: 1, fromMe: true }));
    expect(useConversationStore.getState().messages.map(({ id }) => id)).toEqual([12]);
    store.close();
  });
});

describe('rich text', () => {
  it('reads WhatsApp formatting and web links, leaving lone markers and other schemes as text', () => {
    expect(parseRichText('*Ana:*\nHi _there_ ~old~ ```x = 1``` see https://example.com/a?b=1.')).toEqual([
      { kind: 'bold', text: 'Ana:' },
      { kind: 'text', text: '\nHi ' },
      { kind: 'italic', text: 'there' },
      { kind: 'text', text: ' ' },
      { kind: 'strike', text: 'old' },
      { kind: 'text', text: ' ' },
      { kind: 'mono', text: 'x = 1' },
      { kind: 'text', text: ' see ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '.' },
    ]);
    expect(parseRichText('2 * 3 * 4 and javascript:alert(1)')).toEqual([{ kind: 'text', text: '2 * 3 * 4 and javascript:alert(1)' }]);
  });

  it('reads as plain text without the markers, nested ones included', () => {
    expect(plainText('*Ana:* Hi _there_ ~old~ ```x = 1``` *_both_* 2 * 3')).toBe('Ana: Hi there old x = 1 both 2 * 3');
  });
});
