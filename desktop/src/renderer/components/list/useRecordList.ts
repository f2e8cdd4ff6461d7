import { NEXT_PAGE_MARGIN_PX, SEARCH_DEBOUNCE_MS } from '@balcao/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/ApiError.ts';
import { selectRefetchVersion, useRealtimeStore } from '../../state/realtime.ts';
import { toastError } from '../toast.tsx';
import type { RecordListStore } from './recordListStore.ts';

/** One page of a resource for a search (a resource listed whole answers page 1 with `hasMore: false`). */
export type PageFetcher<R> = (search: string, pageNumber: number) => Promise<{ records: R[]; hasMore: boolean }>;

export type RecordList<R> = {
  records: R[];
  loaded: boolean;
  loading: boolean;
  /** The server answered ERR_NO_PERMISSION: the screen shows the no-permission toast and leaves. */
  denied: boolean;
  search: string;
  setSearch: (search: string) => void;
  /** The scrolling element's `ref` callback: the next page loads within `NEXT_PAGE_MARGIN_PX` of its bottom. */
  attachScroller: (element: HTMLDivElement | null) => void;
  onScroll: () => void;
};

function isNoPermission(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === 'ERR_NO_PERMISSION';
}

/**
 * The headless part of a list screen: loads the first page on mount, again 500 ms after the search
 * stops changing, after a reconnect that could not replay what was missed, and on a `reload`
 * event; loads the next page as the user scrolls near the bottom (or at once when a page does not
 * fill the view). `filters` names any other input of `fetchPage`: a change starts over at page 1.
 */
export function useRecordList<R>({
  store,
  fetchPage,
  filters = '',
}: {
  store: RecordListStore<R & { id: number }>;
  fetchPage: PageFetcher<R & { id: number }>;
  filters?: string;
}): RecordList<R & { id: number }> {
  const records = store((state) => state.records);
  const loaded = store((state) => state.loaded);
  const reloadVersion = store((state) => state.reloadVersion);
  const refetchVersion = useRealtimeStore(selectRefetchVersion);
  const [search, setSearch] = useState(() => store.getState().search);
  const [loading, setLoading] = useState(false);
  const [denied, setDenied] = useState(false);
  const [scroller, attachScroller] = useState<HTMLDivElement | null>(null);
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  }, [fetchPage]);
  /** The search whose first page was last asked for: only a new one waits for the typing to stop. */
  const askedSearch = useRef<string | null>(null);

  const failed = useCallback((error: unknown) => {
    if (isNoPermission(error)) {
      setDenied(true);
    } else {
      toastError(error);
    }
  }, []);

  useEffect(() => {
    let current = true;
    const typing = askedSearch.current !== null && askedSearch.current !== search;
    const timer = setTimeout(
      () => {
        askedSearch.current = search;
        setLoading(true);
        fetchRef
          .current(search, 1)
          .then((page) => current && store.getState().setPage(search, 1, page.records, page.hasMore))
          .catch((error: unknown) => current && failed(error))
          .finally(() => current && setLoading(false));
      },
      typing ? SEARCH_DEBOUNCE_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [store, search, filters, refetchVersion, reloadVersion, failed]);

  const onScroll = useCallback(() => {
    const list = scroller;
    const state = store.getState();
    if (!list || loading || !state.loaded || !state.hasMore || state.search !== search) {
      return;
    }
    if (list.scrollHeight - list.scrollTop - list.clientHeight > NEXT_PAGE_MARGIN_PX) {
      return;
    }
    const next = state.pageNumber + 1;
    setLoading(true);
    fetchRef
      .current(state.search, next)
      .then((page) => {
        if (store.getState().search === state.search) {
          store.getState().setPage(state.search, next, page.records, page.hasMore);
        }
      })
      .catch(failed)
      .finally(() => setLoading(false));
  }, [store, scroller, loading, search, failed]);

  // A page that does not fill the view leaves nothing to scroll: once laid out, the next one loads.
  useEffect(() => {
    const frame = requestAnimationFrame(onScroll);
    return () => cancelAnimationFrame(frame);
  }, [records, onScroll]);

  return { records, loaded, loading, denied, search, setSearch, attachScroller, onScroll };
}
