import { describe, expect, it } from 'vitest';
import { messageRecordOf, type MessageRecordRow } from './message-records.ts';

const row: MessageRecordRow = {
  id: '9007199254740',
  ticket_id: 7,
  body: 'Segue o boleto',
  from_me: true,
  read: true,
  ack: 3,
  media_type: 'application',
  media_id: 'abc123',
  media_name: 'boleto.pdf',
  media_ref_name: null,
  is_deleted: false,
  is_edited: false,
  previous_bodies: null,
  details: null,
  referral: null,
  recovered: false,
  send_status: 'sent',
  send_error: null,
  client_key: 'k1',
  user_id: 2,
  contact_id: null,
  contact_name: null,
  created_at: '2026-11-26 10:00:00+00',
  q_id: null,
  q_body: null,
  q_from_me: null,
  q_media_type: null,
  q_media_id: null,
  q_is_deleted: null,
  q_contact_id: null,
  q_contact_name: null,
};

describe('messageRecordOf', () => {
  it('maps a message row: bigint ids as numbers, its media as a URL, no contact and no quote', () => {
    expect(messageRecordOf(row)).toEqual({
      id: 9007199254740,
      ticketId: 7,
      body: 'Segue o boleto',
      fromMe: true,
      read: true,
      ack: 3,
      mediaType: 'application',
      mediaUrl: '/media/abc123',
      mediaName: 'boleto.pdf',
      mediaDownloadFailed: false,
      isDeleted: false,
      isEdited: false,
      previousBodies: [],
      details: null,
      referral: null,
      recovered: false,
      sendStatus: 'sent',
      sendError: null,
      clientKey: 'k1',
      userId: 2,
      contact: null,
      quotedMsg: null,
      createdAt: '2026-11-26T10:00:00.000Z',
    });
  });

  it('marks media that failed to download, named from what the provider told', () => {
    const record = messageRecordOf({ ...row, media_id: null, media_name: null, media_ref_name: 'nota.pdf' });
    expect([record.mediaUrl, record.mediaName, record.mediaDownloadFailed]).toEqual([null, 'nota.pdf', true]);
  });

  it('maps the quoted message with its contact', () => {
    const record = messageRecordOf({
      ...row,
      contact_id: 3,
      contact_name: 'Ana',
      q_id: 41,
      q_body: 'Qual o valor?',
      q_from_me: false,
      q_media_type: 'chat',
      q_media_id: null,
      q_is_deleted: false,
      q_contact_id: 3,
      q_contact_name: 'Ana',
    });
    expect(record.contact).toEqual({ id: 3, name: 'Ana' });
    expect(record.quotedMsg).toEqual({
      id: 41,
      body: 'Qual o valor?',
      fromMe: false,
      mediaType: 'chat',
      mediaUrl: null,
      isDeleted: false,
      contact: { id: 3, name: 'Ana' },
    });
  });
});
