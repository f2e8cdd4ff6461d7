import { CONNECTION_WARNING_STATUSES, type ConnectionRecord } from '@balcao/shared';
import { createRecordListStore } from '../components/list/recordListStore.ts';

function byName(a: ConnectionRecord, b: ConnectionRecord): number {
  return a.name.localeCompare(b.name);
}

/**
 * The company's connections (listed whole): loaded by the Connections page or the menu check, kept
 * live by `whatsapp` and `whatsappSession` events. A list or record leaves out the QR code: the
 * one a session event brought stays while the status is unchanged.
 */
export const useConnectionsStore = createRecordListStore<ConnectionRecord>({
  order: byName,
  merge: (incoming, listed) =>
    incoming.qrcode === '' && listed.qrcode && listed.status === incoming.status ? { ...incoming, qrcode: listed.qrcode } : incoming,
});

/** A connection waits for a QR scan, pairs, is down, timed out or is opening. */
export function needsAttention(connections: readonly Pick<ConnectionRecord, 'status'>[]): boolean {
  return connections.some(({ status }) => CONNECTION_WARNING_STATUSES.includes(status));
}

type Listed = { records: ConnectionRecord[]; loaded: boolean };

export const selectConnections = (state: Listed): ConnectionRecord[] => state.records;
export const selectConnectionsLoaded = (state: Listed): boolean => state.loaded;
export const selectNeedsAttention = (state: Listed): boolean => needsAttention(state.records);
export const selectConnection =
  (id: number | null) =>
  (state: Listed): ConnectionRecord | undefined =>
    id === null ? undefined : state.records.find((connection) => connection.id === id);
