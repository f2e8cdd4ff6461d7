import type { Server as HttpServer, IncomingMessage } from 'node:http';
import {
  SOCKET_PING_MS,
  TICKET_STATUSES,
  type ClientToServerEvents,
  type JoinReply,
  type ServerToClientEvents,
  type SyncReply,
} from '@balcao/shared';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import type { Logger } from '../../logger.ts';
import type { AuthContext } from '../http/context.ts';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { EventLog } from './event-log.ts';
import { rooms } from './rooms.ts';

export type SocketData = { auth: AuthContext; allTicket: boolean };
export type BalcaoSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type BalcaoIo = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Decides who a socket is; throws an Error whose message is the error code the client sees. */
export type SocketAuthenticator = (token: string) => Promise<SocketData>;

/** Room-joining rules that feature modules provide (tickets, queues) as they land. */
export type RoomPolicy = {
  canJoinTicket: (auth: AuthContext, ticketId: string) => Promise<boolean>;
  queueIdsOf: (auth: AuthContext) => Promise<number[]>;
};

export type PresenceTracker = {
  online: (auth: AuthContext) => void;
  /** Called when a socket of the user closed; `isLast` tells whether it was their last one. */
  disconnected: (auth: AuthContext, isLast: () => Promise<boolean>) => void;
};

type Options = {
  httpServer: HttpServer;
  pool: pg.Pool;
  log: EventLog;
  logger: Logger;
  authenticate: SocketAuthenticator;
  policy: RoomPolicy;
  presence: PresenceTracker;
  /** Whether a socket's opening request comes from an origin allowed to open one (`CORS_ORIGINS`). */
  originAllowed: (request: IncomingMessage) => boolean;
};

/**
 * The pool as the socket adapter sees it: its LISTEN connection, when the database ends it, is given
 * back to the pool. The adapter opens a new one and forgets the old without releasing it, which would
 * leave the pool waiting for it forever when it closes.
 */
function releasingOnEnd(pool: pg.Pool): pg.Pool {
  // The adapter calls `connect()` and `query(text, values)` only.
  const adapterPool: Pick<pg.Pool, 'connect' | 'query'> = {
    connect: (async () => {
      const client = await pool.connect();
      client.once('end', () => client.release(true));
      return client;
    }) as pg.Pool['connect'],
    query: ((text: string, values?: unknown[]) => pool.query(text, values)) as pg.Pool['query'],
  };
  return adapterPool as pg.Pool;
}

const ticketIdSchema = z.string().regex(/^[\w-]{1,64}$/);
const statusSchema = z.enum(TICKET_STATUSES);
const syncSchema = z.object({ lastSeq: z.number().int().min(0) });

type Ack = ((reply: JoinReply) => void) | undefined;

/**
 * Runs a join and answers its acknowledgement (when the client asked for one) once the rooms are
 * joined: from then on every event emitted to them reaches the socket. A failure answers `ok: false`.
 */
function acknowledged(logger: Logger, ack: unknown, join: () => Promise<boolean>): void {
  const reply: Ack = typeof ack === 'function' ? (ack as Ack) : undefined;
  join().then(
    (ok) => reply?.({ ok }),
    (error: unknown) => {
      logger.warn({ err: error }, 'socket join failed');
      reply?.({ ok: false });
    },
  );
}

function handleJoins(socket: BalcaoSocket, policy: RoomPolicy, logger: Logger): void {
  const { auth, allTicket } = socket.data;
  const isAdmin = auth.profile === 'admin';

  socket.on('joinChatBox', (ticketId, ack) =>
    acknowledged(logger, ack, async () => {
      const parsed = ticketIdSchema.safeParse(ticketId);
      if (parsed.success && (await policy.canJoinTicket(auth, parsed.data))) {
        await socket.join(rooms.ticket(auth.companyId, parsed.data));
        return true;
      }
      return false;
    }),
  );
  socket.on('leaveChatBox', async (ticketId) => {
    const parsed = ticketIdSchema.safeParse(ticketId);
    if (parsed.success) {
      await socket.leave(rooms.ticket(auth.companyId, parsed.data));
    }
  });

  const notificationRooms = async (): Promise<string[]> => {
    if (isAdmin) {
      return [rooms.notifications(auth.companyId)];
    }
    const queueRooms = (await policy.queueIdsOf(auth)).map((queueId) => rooms.queueNotifications(auth.companyId, queueId));
    return allTicket ? [...queueRooms, rooms.queueNotifications(auth.companyId, null)] : queueRooms;
  };
  socket.on('joinNotification', (ack) =>
    acknowledged(logger, ack, async () => {
      await socket.join(await notificationRooms());
      return true;
    }),
  );
  socket.on('leaveNotification', async () => {
    for (const room of await notificationRooms()) {
      await socket.leave(room);
    }
  });

  const ticketRooms = async (status: unknown): Promise<string[]> => {
    const parsed = statusSchema.safeParse(status);
    if (!parsed.success) {
      return [];
    }
    if (isAdmin) {
      return [rooms.tickets(auth.companyId, parsed.data)];
    }
    // Attendants follow their own queues; pending unqueued tickets only with allTicket.
    const queueRooms = (await policy.queueIdsOf(auth)).map((queueId) => rooms.queueTickets(auth.companyId, queueId, parsed.data));
    return allTicket && parsed.data === 'pending' ? [...queueRooms, rooms.queueTickets(auth.companyId, null, 'pending')] : queueRooms;
  };
  socket.on('joinTickets', (status, ack) =>
    acknowledged(logger, ack, async () => {
      if (!statusSchema.safeParse(status).success) {
        return false;
      }
      await socket.join(await ticketRooms(status));
      return true;
    }),
  );
  socket.on('leaveTickets', async (status) => {
    for (const room of await ticketRooms(status)) {
      await socket.leave(room);
    }
  });
}

function handleSync(socket: BalcaoSocket, log: EventLog, logger: Logger): void {
  socket.on('sync', async (request, reply) => {
    if (typeof reply !== 'function') {
      return;
    }
    const parsed = syncSchema.safeParse(request);
    const { companyId } = socket.data.auth;
    try {
      const seq = await log.currentSeq(companyId);
      if (!parsed.success) {
        reply({ seq, events: [], refetch: true });
        return;
      }
      const missed = await log.missedSince(companyId, parsed.data.lastSeq, [...socket.rooms]);
      const answer: SyncReply = missed === null ? { seq, events: [], refetch: true } : { seq, events: missed, refetch: false };
      reply(answer);
    } catch (error) {
      logger.error({ err: error }, 'socket sync failed');
      reply({ seq: 0, events: [], refetch: true });
    }
  });
}

export function createSocketServer({ httpServer, pool, log, logger, authenticate, policy, presence, originAllowed }: Options): BalcaoIo {
  const io: BalcaoIo = new Server(httpServer, {
    transports: ['websocket'],
    pingInterval: SOCKET_PING_MS,
    pingTimeout: SOCKET_PING_MS,
    // The websocket transport has no CORS of its own: the opening request's Origin is checked here.
    allowRequest: (request, callback) => callback(null, originAllowed(request)),
    // Events go to sockets through the event log (`RemoteEvents`); the adapter serves the rest across
    // processes, such as finding whether a user still has a socket anywhere.
    adapter: createAdapter(releasingOnEnd(pool), {
      tableName: 'socket_io_attachments',
      errorHandler: (error) => logger.warn({ err: error }, 'socket adapter'),
    }),
  });

  io.use((socket, next) => {
    const token = socket.handshake.query['token'];
    if (typeof token !== 'string' || token.length === 0) {
      next(new Error('ERR_NOT_AUTHENTICATED'));
      return;
    }
    authenticate(token).then(
      (data) => {
        socket.data = data;
        next();
      },
      (error: unknown) => next(error instanceof Error ? error : new Error('ERR_NOT_AUTHENTICATED')),
    );
  });

  io.on('connection', async (socket) => {
    const { auth } = socket.data;
    // Joined and listening before the first await, so nothing the client sends at once is lost.
    void socket.join([rooms.company(auth.companyId), rooms.user(auth.companyId, auth.userId)]);
    if (auth.profile === 'admin') {
      void socket.join(rooms.admins(auth.companyId));
    }
    handleJoins(socket, policy, logger);
    handleSync(socket, log, logger);
    socket.on('userStatus', () => presence.online(auth));
    socket.on('disconnect', (reason) => {
      if (reason !== 'server shutting down') {
        presence.disconnected(auth, async () => (await io.in(rooms.user(auth.companyId, auth.userId)).fetchSockets()).length === 0);
      }
    });
    presence.online(auth);
    socket.emit('ready', { seq: await log.currentSeq(auth.companyId) });
  });

  return io;
}
