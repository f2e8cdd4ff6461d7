import { createServer, type Server } from 'node:http';
import type { AppConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { SessionManager } from '../modules/connections/session-manager.ts';
import { listen } from '../platform/http/listen.ts';
import { HttpDrain } from '../platform/operations/http-drain.ts';
import type { Metrics } from '../platform/operations/metrics.ts';
import { metricsListener } from '../platform/operations/operations-endpoints.ts';
import type { Readiness } from '../platform/operations/readiness.ts';

type DrainNeeds = { config: AppConfig; logger: Logger; httpServer: Server; readiness: Readiness; sessions: SessionManager };

/**
 * The first steps of a stop (docs/decisions/operations.md): not ready from now on, no session starts here,
 * requests under way finish (bounded); the server's cleanups then hand the sessions over, close the sockets
 * (their clients reconnect elsewhere) and the rest.
 */
export function httpDrainOf({ config, logger, httpServer, readiness, sessions }: DrainNeeds): () => Promise<void> {
  const httpDrain = new HttpDrain(httpServer);
  return async () => {
    readiness.drain();
    sessions.refuseNew();
    const finished = await httpDrain.stop(config.operations.shutdownTimeoutMs);
    if (!finished) {
      logger.warn({ inFlight: httpDrain.inFlight }, 'requests still under way at the end of the shutdown timeout were cut');
    }
    httpDrain.closeAll();
  };
}

/** `GET /metrics` alone on METRICS_PORT, when set: answers its URL and how to close it. */
export async function startMetricsPort(
  config: AppConfig,
  metrics: Metrics,
): Promise<{ metricsUrl: string | undefined; close: () => Promise<void> }> {
  if (config.operations.metricsPort === undefined) {
    return { metricsUrl: undefined, close: () => Promise.resolve() };
  }
  const metricsServer = createServer(metricsListener(metrics, config.operations.metricsToken));
  const boundPort = await listen(metricsServer, config.operations.metricsPort, config.host);
  return {
    metricsUrl: `http://${shownHost(config.host)}:${boundPort}/metrics`,
    close: () => new Promise<void>((resolve) => metricsServer.close(() => resolve())),
  };
}

/** The host a printed URL names: a wildcard bind is reached on localhost. */
export function shownHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host;
}
