import { describe, expect, it } from 'vitest';
import type { UserEventRecord } from '../schemas/users.ts';
import { recordChangeOf, recordEvent } from './record-events.ts';

describe('record channel payloads', () => {
  it('carry the record under the channel name and the deleted id under {channel}Id, and read back the same', () => {
    const record: UserEventRecord = {
      id: 7,
      name: 'Ana',
      email: 'ana@example.com',
      profile: 'user',
      super: false,
      allTicket: 'desabled',
      whatsappId: null,
      language: null,
      queues: [],
      online: false,
      lastSeenAt: null,
      createdAt: '2026-11-25T00:00:00.000Z',
      companyId: 3,
      company: {
        id: 3,
        name: 'Empresa 1',
        dueDate: '2093-03-14',
        billingExempt: false,
        email: null,
        billingName: null,
        addressStreet: null,
        addressCity: null,
        addressState: null,
        addressZipCode: null,
        settings: [],
        plan: {
          id: 1,
          name: 'Plano 1',
          users: 10,
          connections: 10,
          queues: 10,
          useCampaigns: false,
          useSchedules: false,
          useInternalChat: false,
          useExternalApi: false,
          useKanban: false,
          useOpenAi: false,
          useIntegrations: false,
        },
      },
    };
    expect(recordEvent('user', { action: 'create', record })).toEqual({ action: 'create', user: record });
    expect(recordEvent('user', { action: 'delete', id: 7 })).toEqual({ action: 'delete', userId: 7 });
    expect(recordEvent('user', { action: 'reload' })).toEqual({ action: 'reload' });
    expect(recordChangeOf('user', { action: 'update', user: record })).toEqual({ action: 'update', record });
    expect(recordChangeOf('user', { action: 'delete', userId: 7 })).toEqual({ action: 'delete', id: 7 });
    expect(recordChangeOf('user', { action: 'reload' })).toEqual({ action: 'reload' });
  });
});
