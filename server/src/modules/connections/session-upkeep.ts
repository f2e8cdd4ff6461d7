import type { ConnectionProvider } from '../../platform/messaging/connection-provider.ts';

/**
 * Runs `task` every `ms` in this process, never two runs at once; the returned function stops the
 * timer and waits for a run under way. A plain interval rather than an Agenda job: lease renewal
 * and probing concern the sessions of THIS process, and every process must look for orphaned
 * sessions, whereas Agenda runs each job in one process only (and polls every 5 s).
 */
export function every(ms: number, task: () => Promise<void>, onError: (error: unknown) => void): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= task()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }, ms);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** Asks a provider whether its session still answers; false, a rejection or no answer within `ms` is silence. */
export async function probeWithin(provider: ConnectionProvider, ms: number): Promise<{ healthy: boolean; error?: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<{ healthy: boolean; error: Error }>((resolve) => {
    timer = setTimeout(() => resolve({ healthy: false, error: new Error(`no answer to the probe within ${ms} ms`) }), ms);
  });
  try {
    return await Promise.race([
      provider.probe().then(
        (healthy) => ({ healthy }),
        (error: unknown) => ({ healthy: false, error }),
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
