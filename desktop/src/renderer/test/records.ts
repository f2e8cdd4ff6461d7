import type { ConnectionRecord, QueueRecord } from '@balcao/shared';
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
