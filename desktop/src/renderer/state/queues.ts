import type { QueueRecord } from '@balcao/shared';
import { create } from 'zustand';

/** The company's queues: loaded by the Queues page and the connection modal, kept live by `queue` events. */
export type QueuesState = {
  list: QueueRecord[];
  loaded: boolean;
};

export type QueuesActions = {
  setAll: (list: QueueRecord[]) => void;
  upsert: (queue: QueueRecord) => void;
  remove: (id: number) => void;
  reset: () => void;
};

export function getEmptyQueuesState(): QueuesState {
  return { list: [], loaded: false };
}

/** Ordered like the server: by `orderQueue` (empty last), then by name. */
function byOrder(a: QueueRecord, b: QueueRecord): number {
  const orderA = a.orderQueue ?? Number.MAX_SAFE_INTEGER;
  const orderB = b.orderQueue ?? Number.MAX_SAFE_INTEGER;
  return orderA - orderB || a.name.localeCompare(b.name);
}

export const useQueuesStore = create<QueuesState & QueuesActions>()((set) => ({
  ...getEmptyQueuesState(),
  setAll: (list) => set({ list: [...list].sort(byOrder), loaded: true }),
  upsert: (queue) => set((state) => ({ list: [...state.list.filter(({ id }) => id !== queue.id), queue].sort(byOrder) })),
  remove: (id) => set((state) => ({ list: state.list.filter((queue) => queue.id !== id) })),
  reset: () => set(getEmptyQueuesState()),
}));

export const selectQueues = (state: QueuesState): QueueRecord[] => state.list;
export const selectQueuesLoaded = (state: QueuesState): boolean => state.loaded;
