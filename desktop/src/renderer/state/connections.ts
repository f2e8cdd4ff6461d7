import { CONNECTION_WARNING_STATUSES, type ConnectionRecord, type ConnectionSession } from '@balcao/shared';
import { create } from 'zustand';

/** The company's connections: loaded by the Connections page or the menu check, kept live by socket events. */
export type ConnectionsState = {
  list: ConnectionRecord[];
  /** True once a full list arrived from the server. */
  loaded: boolean;
};

export type ConnectionsActions = {
  /** Replaces the list (`GET /whatsapp/?session=0`), keeping a QR code the list leaves out while the status is unchanged. */
  setAll: (list: ConnectionRecord[]) => void;
  /** Inserts or replaces one connection (`whatsapp` update, a save, `GET /whatsapp/:id`). */
  upsert: (connection: ConnectionRecord) => void;
  remove: (id: number) => void;
  /** A `whatsappSession` update: replaces status, updatedAt, qrcode and retries. */
  applySession: (session: ConnectionSession) => void;
  reset: () => void;
};

export function getEmptyConnectionsState(): ConnectionsState {
  return { list: [], loaded: false };
}

function byName(a: ConnectionRecord, b: ConnectionRecord): number {
  return a.name.localeCompare(b.name);
}

export const useConnectionsStore = create<ConnectionsState & ConnectionsActions>()((set) => ({
  ...getEmptyConnectionsState(),
  setAll: (incoming) =>
    set((state) => {
      const known = new Map(state.list.map((connection) => [connection.id, connection]));
      const list = incoming.map((connection) => {
        const before = known.get(connection.id);
        return connection.qrcode === '' && before?.qrcode && before.status === connection.status
          ? { ...connection, qrcode: before.qrcode }
          : connection;
      });
      return { list: list.sort(byName), loaded: true };
    }),
  upsert: (connection) =>
    set((state) => ({
      list: [...state.list.filter(({ id }) => id !== connection.id), connection].sort(byName),
    })),
  remove: (id) => set((state) => ({ list: state.list.filter((connection) => connection.id !== id) })),
  applySession: ({ id, status, qrcode, retries, updatedAt }) =>
    set((state) =>
      state.list.some((connection) => connection.id === id)
        ? {
            list: state.list.map((connection) =>
              connection.id === id ? { ...connection, status, qrcode, retries, updatedAt } : connection,
            ),
          }
        : state,
    ),
  reset: () => set(getEmptyConnectionsState()),
}));

/** A connection waits for a QR scan, pairs, is down, timed out or is opening. */
export function needsAttention(connections: readonly Pick<ConnectionRecord, 'status'>[]): boolean {
  return connections.some(({ status }) => CONNECTION_WARNING_STATUSES.includes(status));
}

export const selectConnections = (state: ConnectionsState): ConnectionRecord[] => state.list;
export const selectConnectionsLoaded = (state: ConnectionsState): boolean => state.loaded;
export const selectNeedsAttention = (state: ConnectionsState): boolean => needsAttention(state.list);
export const selectConnection =
  (id: number | null) =>
  (state: ConnectionsState): ConnectionRecord | undefined =>
    id === null ? undefined : state.list.find((connection) => connection.id === id);
