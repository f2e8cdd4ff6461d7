import { CONNECTION_WARNING_DELAY_MS, CONNECTION_WARNING_STATUSES } from '@balcao/shared';
import { useEffect } from 'react';
import { api } from '../../api/index.ts';
import { useUiStore } from '../../state/ui.ts';

type ConnectionSummary = { status?: unknown };

export function needsAttention(connections: unknown): boolean {
  return (
    Array.isArray(connections) &&
    connections.some((connection: ConnectionSummary | null) => CONNECTION_WARNING_STATUSES.some((status) => status === connection?.status))
  );
}

/**
 * Two seconds after the shell mounts, asks for the connections (without their session blobs)
 * and lights the Connections badge when one needs attention. Failures are ignored: the
 * connections module may not be there yet.
 */
export function useConnectionWarning(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    let current = true;
    const timer = setTimeout(() => {
      api
        .get<unknown>('/whatsapp/', { query: { session: 0 } })
        .then((connections) => {
          if (current) {
            useUiStore.getState().setConnectionWarning(needsAttention(connections));
          }
        })
        .catch(() => undefined);
    }, CONNECTION_WARNING_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [enabled]);
}
