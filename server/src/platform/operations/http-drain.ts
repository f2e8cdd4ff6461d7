import type { Server } from 'node:http';

/**
 * Counts the requests in flight on an HTTP server so that a stop can let them finish: `stop`
 * refuses new connections, closes idle kept-alive ones, waits for the requests under way up to
 * `timeoutMs`, then cuts what is left. Answers sent meanwhile ask their client to close the
 * connection. Upgraded connections (the sockets) are closed by the socket server.
 */
export class HttpDrain {
  readonly #server: Server;
  #inFlight = 0;
  #stopping = false;
  #idle: (() => void) | undefined;

  constructor(server: Server) {
    this.#server = server;
    server.on('request', (_request, response) => {
      this.#inFlight++;
      if (this.#stopping) {
        response.setHeader('Connection', 'close');
      }
      response.once('close', () => {
        this.#inFlight--;
        if (this.#inFlight === 0) {
          this.#idle?.();
        }
      });
    });
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  /** Resolves with whether every request in flight finished within `timeoutMs`. */
  async stop(timeoutMs: number): Promise<boolean> {
    this.#stopping = true;
    // Stops accepting; the callback waits for every connection, the sockets' too, so it is not awaited here.
    this.#server.close(() => undefined);
    this.#server.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    const finished = await new Promise<boolean>((resolve) => {
      if (this.#inFlight === 0) {
        resolve(true);
        return;
      }
      this.#idle = () => resolve(true);
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    clearTimeout(timer);
    this.#idle = undefined;
    this.#server.closeIdleConnections();
    return finished;
  }

  /** Cuts every connection still open (the end of a stop). */
  closeAll(): void {
    this.#server.closeAllConnections();
  }
}
