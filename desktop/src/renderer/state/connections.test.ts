import { beforeEach, describe, expect, it } from 'vitest';
import { dispatchEvent } from '../realtime/dispatcher.ts';
import { connectionRecord } from '../test/records.ts';
import { needsAttention, useConnectionsStore } from './connections.ts';

const context = { userId: 7, companyId: 3 };
let seq = 0;
const send = (channel: string, payload: object, companyId = 3) =>
  dispatchEvent(`company-${companyId}-${channel}`, { ...payload, seq: ++seq, companyId }, context);
const list = () => useConnectionsStore.getState().records;

beforeEach(() => {
  useConnectionsStore.getState().reset();
  useConnectionsStore
    .getState()
    .setAll([connectionRecord({ id: 1, name: 'Main' }), connectionRecord({ id: 2, name: 'Backup', isDefault: false })]);
});

describe('connections slice fed by live events', () => {
  it('replaces a connection on a whatsapp update and adds an unknown one', () => {
    send('whatsapp', { action: 'update', whatsapp: connectionRecord({ id: 2, name: 'Backup', status: 'DISCONNECTED' }) });
    send('whatsapp', { action: 'update', whatsapp: connectionRecord({ id: 3, name: 'Support', status: 'OPENING' }) });
    expect(list().map(({ name, status }) => [name, status])).toEqual([
      ['Backup', 'DISCONNECTED'],
      ['Main', 'CONNECTED'],
      ['Support', 'OPENING'],
    ]);
  });

  it('removes a connection on a whatsapp delete', () => {
    send('whatsapp', { action: 'delete', whatsappId: 1 });
    expect(list().map(({ id }) => id)).toEqual([2]);
  });

  it('replaces status, updatedAt, qrcode and retries on a session update, and nothing else', () => {
    const session = { id: 1, status: 'qrcode', qrcode: '2@abc', retries: 2, updatedAt: '2026-03-06T10:00:00.000Z' };
    send('whatsappSession', { action: 'update', session });
    const main = list().find(({ id }) => id === 1);
    expect(main).toMatchObject({ ...session, name: 'Main', isDefault: true, token: 'tok' });
    // A session of a connection the list does not hold is ignored.
    send('whatsappSession', { action: 'update', session: { ...session, id: 99 } });
    expect(list()).toHaveLength(2);
  });

  it('drops events of another company', () => {
    expect(send('whatsapp', { action: 'delete', whatsappId: 1 }, 4)).toBeNull();
    expect(list()).toHaveLength(2);
  });

  it('keeps a known QR code when a list without session data reloads an unchanged status', () => {
    send('whatsappSession', {
      action: 'update',
      session: { id: 1, status: 'qrcode', qrcode: '2@abc', retries: 0, updatedAt: '2026-03-06T10:00:00.000Z' },
    });
    useConnectionsStore.getState().setAll([connectionRecord({ id: 1, status: 'qrcode', qrcode: '' })]);
    expect(list()[0]?.qrcode).toBe('2@abc');
    useConnectionsStore.getState().setAll([connectionRecord({ id: 1, status: 'CONNECTED', qrcode: '' })]);
    expect(list()[0]?.qrcode).toBe('');
  });

  it('needs attention for every warning status and not when all are online', () => {
    expect(needsAttention(list())).toBe(false);
    for (const status of ['qrcode', 'PAIRING', 'DISCONNECTED', 'TIMEOUT', 'OPENING'] as const) {
      expect(needsAttention([{ status }]), status).toBe(true);
    }
  });
});
