import type { Server } from 'node:http';
import type pg from 'pg';
import type { AppConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import { queueIdsOf } from '../modules/queues/user-queues.ts';
import { canJoinTicket } from '../modules/tickets/ticket-access.ts';
import type { Database } from '../platform/database/database.ts';
import { socketOriginAllowed } from '../platform/http/cors.ts';
import { withReferenceChannels } from '../platform/realtime/reference-channels.ts';
import { RemoteEvents } from '../platform/realtime/remote-events.ts';
import { createSocketServer, type BalcaoIo } from '../platform/realtime/socket-server.ts';
import type { Platform } from './platform.ts';

export type SocketsNeeds = {
  config: AppConfig;
  logger: Logger;
  db: Database;
  pool: pg.Pool;
  platform: Platform;
  auth: AuthService;
  httpServer: Server;
};

/**
 * The socket server on the HTTP server, and the events of the other processes; starts the notices once every
 * part has subscribed. Its cleanups (in the order they are to be pushed) stop them and close the HTTP server.
 */
export async function startSockets({ config, logger, db, pool, platform, auth, httpServer }: SocketsNeeds) {
  const { eventLog, realtime, notices, presence } = platform;
  const io: BalcaoIo = createSocketServer({
    httpServer,
    pool,
    log: eventLog,
    logger,
    authenticate: async (token) => {
      const { auth: caller, user } = await auth.authenticate(token).catch((error: unknown) => {
        throw new Error((error as { code?: string }).code ?? 'ERR_NOT_AUTHENTICATED');
      });
      return { auth: caller, allTicket: user.allTicket === 'enabled' };
    },
    policy: {
      canJoinTicket: (caller, ticketId) => canJoinTicket(db.em, caller, ticketId),
      queueIdsOf: (caller) => queueIdsOf(db.em, caller),
    },
    presence,
    originAllowed: (request) => socketOriginAllowed(config.corsOrigins, request),
  });
  // Each process sends events to its own sockets; those of the other processes come through the log.
  // Each also goes out under the reference product's channel name where its web client listens to another.
  const emitter = withReferenceChannels(io.local);
  realtime.attach(emitter);
  const remoteEvents = new RemoteEvents({
    notices,
    log: eventLog,
    emitter,
    logger,
    lag: (seconds) => platform.metrics.eventLag.observe(seconds),
  });
  platform.metrics.observe({ sockets: () => io.of('/').sockets.size });
  await notices.start();
  const cleanups: [name: string, run: () => Promise<unknown>][] = [
    [
      'notices of other processes',
      async () => {
        await notices.stop();
        await remoteEvents.drain();
      },
    ],
    ['presence', () => presence.drain()],
    // Once closed (by the graceful stop), the server emits no second 'close' to wait for.
    ['http server', () => new Promise<void>((resolve) => (httpServer.listening ? httpServer.close(() => resolve()) : resolve()))],
    ['sockets', () => io.close().catch(() => undefined)],
  ];
  return { io, cleanups };
}
