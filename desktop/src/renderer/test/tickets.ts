import type { TicketRecord } from '@balcao/shared';

/** A ticket as GET /tickets lists it, its uuid, contact and message derived from its id. */
export function listedTicket(overrides: Partial<TicketRecord> & { id: number }): TicketRecord {
  const { id } = overrides;
  return {
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    code: `20261125-${String(id).padStart(6, '0')}`,
    status: 'pending',
    contactId: 100 + id,
    contact: { id: 100 + id, name: `Contact ${id}`, number: `55119990000${id}`, profilePicUrl: '' },
    userId: null,
    user: null,
    queueId: 1,
    queue: { id: 1, name: 'Sales', color: '#2196F3' },
    whatsappId: 1,
    whatsapp: { id: 1, name: 'Main' },
    lastMessage: `Hello ${id}`,
    fromMe: false,
    unreadMessages: 0,
    isGroup: false,
    chatbot: false,
    useIntegration: false,
    promptId: null,
    integrationId: null,
    tags: [],
    createdAt: '2026-03-05T14:07:00.000Z',
    updatedAt: '2026-03-05T14:07:00.000Z',
    ...overrides,
  };
}
