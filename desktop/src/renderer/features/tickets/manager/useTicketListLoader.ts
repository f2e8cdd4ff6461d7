import { SEARCH_DEBOUNCE_MS, type TicketListQuery } from '@balcao/shared';
import { useCallback, useEffect, useRef } from 'react';
import { toastError } from '../../../components/toast.tsx';
import { selectRefetchVersion, useRealtimeStore } from '../../../state/realtime.ts';
import { useTicketListsStore, type TicketListId } from '../../../state/ticketLists.ts';
import { listTickets } from '../ticketsApi.ts';

/**
 * Keeps one list filled from GET /tickets: page 1 whenever the query changes (after 500 ms when
 * `debounce`), the next page on demand, everything again when the socket could not catch up.
 * Answers to an outdated query are dropped.
 */
export function useTicketListLoader(
  list: TicketListId,
  query: Omit<TicketListQuery, 'pageNumber'>,
  options: { enabled: boolean; debounce: boolean },
) {
  const refetchVersion = useRealtimeStore(selectRefetchVersion);
  const key = JSON.stringify(query);
  const generation = useRef(0);
  const lastQuery = useRef<Omit<TicketListQuery, 'pageNumber'>>({});
  const { enabled, debounce } = options;

  const load = useCallback(
    (pageNumber: number, query: Omit<TicketListQuery, 'pageNumber'>) => {
      const store = useTicketListsStore.getState();
      const current = generation.current;
      store.startLoading(list, pageNumber);
      listTickets({ ...query, pageNumber })
        .then(({ tickets, hasMore }) => {
          if (generation.current === current) {
            useTicketListsStore.getState().pageLoaded(list, pageNumber, tickets, hasMore);
          }
        })
        .catch((error: unknown) => {
          if (generation.current === current) {
            useTicketListsStore.getState().loadFailed(list);
            toastError(error);
          }
        });
    },
    [list],
  );

  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    generation.current += 1;
    const query = JSON.parse(key) as Omit<TicketListQuery, 'pageNumber'>;
    lastQuery.current = query;
    if (!debounce) {
      load(1, query);
      return undefined;
    }
    const timer = setTimeout(() => load(1, query), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, enabled, debounce, load, refetchVersion]);

  const loadMore = useCallback(() => {
    const state = useTicketListsStore.getState().lists[list];
    if (state.hasMore && !state.loading) {
      load(state.pageNumber + 1, lastQuery.current);
    }
  }, [list, load]);

  return { loadMore };
}
