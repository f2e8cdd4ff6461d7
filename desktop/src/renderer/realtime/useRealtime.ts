import { useEffect } from 'react';
import { api, tokens } from '../api/index.ts';
import { RealtimeClient } from './RealtimeClient.ts';

/** Keeps one socket open while this user is signed in (the shell mounts it). */
export function useRealtime(userId: number | undefined, companyId: number | undefined): void {
  useEffect(() => {
    if (userId === undefined || companyId === undefined) {
      return undefined;
    }
    const client = new RealtimeClient({
      url: api.url('/'),
      context: { userId, companyId },
      getToken: () => tokens.get(),
      refreshToken: async () => {
        const outcome = await api.refreshToken();
        return 'token' in outcome ? outcome.token : null;
      },
    });
    client.start();
    return () => client.stop();
  }, [userId, companyId]);
}
