import { CONNECTION_WARNING_DELAY_MS } from '@balcao/shared';
import { useEffect, useRef } from 'react';
import { loadConnections } from '../../features/connections/connectionsApi.ts';
import { selectNeedsAttention, useConnectionsStore } from '../../state/connections.ts';
import { useQueuesStore } from '../../state/queues.ts';
import { selectRefetchVersion, useRealtimeStore } from '../../state/realtime.ts';

/**
 * Two seconds after the shell mounts, loads the connections (without their session blobs) into
 * the connections slice; live `whatsapp`/`whatsappSession` events keep it current from then on,
 * and a refetch request after a long disconnection loads it again. Returns whether the
 * Connections badge is lit. Failures are ignored: the badge is a hint.
 */
export function useConnectionWarning(companyId: number | undefined): boolean {
  const refetchVersion = useRealtimeStore(selectRefetchVersion);
  const initialRefetch = useRef(refetchVersion);

  useEffect(() => {
    if (companyId === undefined) {
      return undefined;
    }
    const timer = setTimeout(() => void loadConnections().catch(() => undefined), CONNECTION_WARNING_DELAY_MS);
    return () => {
      clearTimeout(timer);
      // Another company (or nobody) comes next: forget this one's records.
      useConnectionsStore.getState().reset();
      useQueuesStore.getState().reset();
    };
  }, [companyId]);

  useEffect(() => {
    if (companyId !== undefined && refetchVersion !== initialRefetch.current) {
      loadConnections().catch(() => undefined);
    }
  }, [companyId, refetchVersion]);

  return useConnectionsStore(selectNeedsAttention);
}
