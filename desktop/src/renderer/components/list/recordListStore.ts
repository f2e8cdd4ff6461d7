import { create, type StoreApi, type UseBoundStore } from 'zustand';

/** What a list screen holds: the pages loaded so far for the current search, kept live by its channel's events. */
export type RecordListState<R> = {
  records: R[];
  search: string;
  /** The last page loaded (0: none yet). */
  pageNumber: number;
  hasMore: boolean;
  /** True once a first page arrived from the server. */
  loaded: boolean;
  /** Bumped by a `reload` event: the screen fetches its first page again. */
  reloadVersion: number;
};

export type RecordListActions<R> = {
  /** A page of results: page 1 replaces the list, later pages extend it. */
  setPage: (search: string, pageNumber: number, records: R[], hasMore: boolean) => void;
  /** The whole list, for a resource the server lists in one answer (queues, connections). */
  setAll: (records: R[]) => void;
  /** A created or changed record: kept (in order) when it belongs in the list, else dropped. */
  apply: (record: R) => void;
  /** Changes some fields of a listed record, if it is listed. */
  patch: (id: number, changes: Partial<R>) => void;
  remove: (id: number) => void;
  /** The list changed too much to patch: the screen fetches it again. */
  reload: () => void;
  reset: () => void;
};

export type RecordListStore<R> = UseBoundStore<StoreApi<RecordListState<R> & RecordListActions<R>>>;

export type RecordListOptions<R> = {
  /** The server's order, so a live record lands where a reload would put it. */
  order: (a: R, b: R) => number;
  /** Whether a created or changed record belongs in the list for this search (default: always). */
  keeps?: (record: R, search: string) => boolean;
  /** How a record from the server replaces the one already listed (default: it replaces it whole). */
  merge?: (incoming: R, listed: R) => R;
};

export function getEmptyRecordListState<R>(): RecordListState<R> {
  return { records: [], search: '', pageNumber: 0, hasMore: false, loaded: false, reloadVersion: 0 };
}

/** One zustand store per resource (`useQueuesStore`, `useUsersStore`, …) with the same list actions. */
export function createRecordListStore<R extends { id: number }>({
  order,
  keeps = () => true,
  merge = (incoming) => incoming,
}: RecordListOptions<R>): RecordListStore<R> {
  const merged = (incoming: R, listed: readonly R[]): R => {
    const before = listed.find(({ id }) => id === incoming.id);
    return before ? merge(incoming, before) : incoming;
  };
  return create<RecordListState<R> & RecordListActions<R>>()((set, get) => ({
    ...getEmptyRecordListState<R>(),
    setAll: (records) => get().setPage('', 1, records, false),
    setPage: (search, pageNumber, page, hasMore) =>
      set((state) => {
        const incoming = page.map((record) => merged(record, state.records));
        const kept = pageNumber === 1 ? [] : state.records.filter(({ id }) => !page.some((record) => record.id === id));
        return { search, pageNumber, hasMore, loaded: true, records: [...kept, ...incoming].sort(order) };
      }),
    apply: (record) =>
      set((state) => {
        const others = state.records.filter(({ id }) => id !== record.id);
        return { records: keeps(record, state.search) ? [...others, merged(record, state.records)].sort(order) : others };
      }),
    patch: (id, changes) =>
      set((state) =>
        state.records.some((record) => record.id === id)
          ? { records: state.records.map((record) => (record.id === id ? { ...record, ...changes } : record)) }
          : state,
      ),
    remove: (id) => set((state) => ({ records: state.records.filter((record) => record.id !== id) })),
    reload: () => set((state) => ({ reloadVersion: state.reloadVersion + 1 })),
    reset: () => set(getEmptyRecordListState<R>()),
  }));
}

/** Whether `search` (as typed) occurs in any of the texts, ignoring case: the client's side of `containing()`. */
export function textMatches(search: string, ...texts: (string | null | undefined)[]): boolean {
  const wanted = search.trim().toLowerCase();
  return wanted === '' || texts.some((text) => text?.toLowerCase().includes(wanted));
}
