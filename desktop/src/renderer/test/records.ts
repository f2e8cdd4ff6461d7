import type { ConnectionRecord, MessageRecord, QueueRecord, QuickMessageRecord, TicketRecord } from '@balcao/shared';
import { DEFAULT_WEEK_SCHEDULE } from '@balcao/shared';

/** A connection as `GET /whatsapp/` returns it. */
export function connectionRecord(overrides: Partial<ConnectionRecord> = {}): ConnectionRecord {
  return {
    id: 1,
    name: 'Main',
    status: 'CONNECTED',
    qrcode: '',
    retries: 0,
    isDefault: true,
    provider: 'beta',
    greetingMessage: '',
    complationMessage: '',
    outOfHoursMessage: '',
    ratingMessage: '',
    expiresInactiveMessage: '',
    expiresTicket: 0,
    timeUseBotQueues: 0,
    maxUseBotQueues: 3,
    timeToTransfer: null,
    transferQueueId: null,
    promptId: null,
    integrationId: null,
    token: 'tok',
    updatedAt: '2026-03-05T14:07:00.000Z',
    queues: [],
    cloud: null,
    ...overrides,
  };
}

export function queueRecord(overrides: Partial<QueueRecord> = {}): QueueRecord {
  return {
    id: 1,
    name: 'Sales',
    color: '#2196F3',
    orderQueue: 1,
    greetingMessage: 'Welcome to sales',
    outOfHoursMessage: '',
    schedules: DEFAULT_WEEK_SCHEDULE.map((day) => ({ ...day })),
    promptId: null,
    integrationId: null,
    companyId: 3,
    ...overrides,
  };
}

export function ticketRecord(overrides: Partial<TicketRecord> = {}): TicketRecord {
  return {
    id: 11,
    uuid: '6f1c2b3a-1d2e-4f5a-8b9c-0d1e2f3a4b5c',
    code: '20261125-000042',
    status: 'open',
    contactId: 21,
    contact: { id: 21, name: 'Maria Souza', number: '5511999990000', profilePicUrl: '', email: 'maria@example.com' },
    userId: 7,
    user: { id: 7, name: 'Ana' },
    queueId: 1,
    queue: { id: 1, name: 'Sales', color: '#2196F3' },
    whatsappId: 1,
    whatsapp: { id: 1, name: 'Main' },
    lastMessage: '',
    fromMe: false,
    unreadMessages: 0,
    isGroup: false,
    chatbot: false,
    useIntegration: false,
    promptId: null,
    integrationId: null,
    tags: [],
    createdAt: '2026-03-05T12:00:00.000Z',
    updatedAt: '2026-03-05T12:00:00.000Z',
    ...overrides,
  };
}

export function messageRecord(overrides: Partial<MessageRecord> = {}): MessageRecord {
  return {
    id: 100,
    ticketId: 11,
    body: 'Hello',
    fromMe: false,
    read: true,
    ack: 1,
    mediaType: 'chat',
    mediaUrl: null,
    mediaName: null,
    isDeleted: false,
    isEdited: false,
    recovered: false,
    sendStatus: 'sent',
    sendError: null,
    clientKey: null,
    userId: null,
    contact: { id: 21, name: 'Maria Souza' },
    quotedMsg: null,
    createdAt: '2026-03-05T12:30:00.000Z',
    ...overrides,
  };
}

export function quickMessageRecord(overrides: Partial<QuickMessageRecord> = {}): QuickMessageRecord {
  return {
    id: 1,
    shortcode: 'hello',
    message: 'Hello! How can I help you today?',
    geral: true,
    userId: null,
    isMedia: false,
    mediaPath: null,
    mediaName: null,
    createdAt: '2026-03-05T12:00:00.000Z',
    updatedAt: '2026-03-05T12:00:00.000Z',
    ...overrides,
  };
}
