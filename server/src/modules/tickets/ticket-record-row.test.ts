import { describe, expect, it } from 'vitest';
import { ticketLookupOf } from './ticket-lookup.ts';
import { ticketRecordOf, type TicketRecordRow } from './ticket-record-row.ts';

const row: TicketRecordRow = {
  id: 7,
  uuid: '3f1b1f52-1111-4c1e-9a0a-5d8f3b7c2a10',
  code: '20261126-000007',
  status: 'open',
  contact_id: 3,
  user_id: 2,
  queue_id: 4,
  whatsapp_id: 5,
  last_message: 'Bom dia',
  from_me: false,
  unread_messages: 2,
  is_group: false,
  chatbot: false,
  use_integration: false,
  prompt_id: null,
  integration_id: null,
  held_reason: null,
  held_queue_id: null,
  held_queue_name: null,
  bot_failure: null,
  created_at: new Date('2026-11-26T10:00:00Z'),
  updated_at: '2026-11-26 11:00:00+00',
  contact_name: 'Ana',
  contact_number: '5511999990000',
  contact_picture: '',
  contact_email: 'ana@example.com',
  user_name: 'Bia',
  queue_name: 'Vendas',
  queue_color: '#336699',
  whatsapp_name: 'Loja',
  tags: null,
};

describe('ticketRecordOf', () => {
  it('maps a row with its contact, user, queue and connection, dates as ISO text', () => {
    expect(ticketRecordOf(row)).toEqual({
      id: 7,
      uuid: row.uuid,
      code: '20261126-000007',
      status: 'open',
      contactId: 3,
      contact: { id: 3, name: 'Ana', number: '5511999990000', profilePicUrl: '', email: 'ana@example.com' },
      userId: 2,
      user: { id: 2, name: 'Bia' },
      queueId: 4,
      queue: { id: 4, name: 'Vendas', color: '#336699' },
      whatsappId: 5,
      whatsapp: { id: 5, name: 'Loja' },
      lastMessage: 'Bom dia',
      fromMe: false,
      unreadMessages: 2,
      isGroup: false,
      chatbot: false,
      useIntegration: false,
      promptId: null,
      integrationId: null,
      tags: [],
      held: null,
      botFailure: null,
      createdAt: '2026-11-26T10:00:00.000Z',
      updatedAt: '2026-11-26T11:00:00.000Z',
    });
  });

  it('answers no user, queue or connection when the row has none, and the hold with its queue', () => {
    const record = ticketRecordOf({
      ...row,
      user_id: null,
      user_name: null,
      queue_id: null,
      queue_name: null,
      queue_color: null,
      whatsapp_id: null,
      whatsapp_name: null,
      held_reason: 'queueHours',
      held_queue_id: 9,
      held_queue_name: 'Suporte',
      bot_failure: null,
    });
    expect([record.user, record.queue, record.whatsapp]).toEqual([null, null, null]);
    expect(record.held).toEqual({ reason: 'queueHours', queue: { id: 9, name: 'Suporte' } });
  });

  it('reads the tags as parsed JSON or as JSON text', () => {
    const tags = [{ id: 1, name: 'VIP', color: '#ff0000' }];
    expect(ticketRecordOf({ ...row, tags }).tags).toEqual(tags);
    expect(ticketRecordOf({ ...row, tags: JSON.stringify(tags) }).tags).toEqual(tags);
  });
});

describe('ticketLookupOf', () => {
  it('maps the plain row the access check reads', () => {
    expect(
      ticketLookupOf({
        id: 7,
        company_id: 1,
        status: 'pending',
        queue_id: null,
        user_id: null,
        contact_id: 3,
        whatsapp_id: 5,
        unread_messages: 0,
      }),
    ).toEqual({ id: 7, companyId: 1, status: 'pending', queueId: null, userId: null, contactId: 3, whatsappId: 5, unreadMessages: 0 });
  });
});
