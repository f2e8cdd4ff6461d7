import type { ClientToServerEvents, ServerToClientEvents } from '@balcao/shared';
import { io, type Socket } from 'socket.io-client';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A socket the way the renderer opens it: websocket transport, token in the query. */
export function connectSocket(url: string, token: string): Promise<TestSocket> {
  const socket: TestSocket = io(url, { transports: ['websocket'], query: { token }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('ready', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Resolves with the next payload of `event`, or rejects after `timeoutMs`. */
export function nextEvent<T = unknown>(socket: TestSocket, event: string, timeoutMs = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    (socket as unknown as { once: (name: string, listener: (payload: T) => void) => void }).once(event, (payload) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/**
 * The first payload of `event` that `matches`: events of earlier writes may still be on their way
 * (they are published after the commit), so a test waiting for one change names it.
 */
export function nextEventWhere<T = unknown>(
  socket: TestSocket,
  event: string,
  matches: (payload: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  const target = socket as unknown as {
    on: (name: string, listener: (payload: T) => void) => void;
    off: (name: string, listener: (payload: T) => void) => void;
  };
  return new Promise((resolve, reject) => {
    const listener = (payload: T): void => {
      if (matches(payload)) {
        clearTimeout(timer);
        target.off(event, listener);
        resolve(payload);
      }
    };
    const timer = setTimeout(() => {
      target.off(event, listener);
      reject(new Error(`no matching ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    target.on(event, listener);
  });
}

/** Collects every payload of `event` for the assertions that something did NOT arrive. */
export function collect<T = unknown>(socket: TestSocket, event: string): T[] {
  const received: T[] = [];
  (socket as unknown as { on: (name: string, listener: (payload: T) => void) => void }).on(event, (payload) => received.push(payload));
  return received;
}
