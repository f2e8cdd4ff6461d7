import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:[ \t]*(\d+)/i;

type Pending = { resolve: () => void; reject: (error: Error) => void; path: string };

/** The server closed an idle kept-alive connection as the request went out: sent again on another. */
class ClosedBeforeAnswer extends Error {}

/**
 * One kept-alive HTTP/1.1 connection with one request in flight. The response is read only as far
 * as its status and length; the body's bytes are counted and dropped (a remote client pays for
 * parsing it, not this machine's server or database).
 */
class KeptConnection {
  readonly #socket: net.Socket;
  #pending: Pending | undefined;
  #head: Buffer | undefined;
  #bodyLeft = 0;
  #status = 0;
  closed = false;

  constructor(host: string, port: number) {
    this.#socket = net.connect({ host, port, noDelay: true });
    this.#socket.on('data', (chunk) => this.#read(chunk));
    this.#socket.on('error', () => undefined);
    this.#socket.on('close', () => {
      this.closed = true;
      const answered = this.#head !== undefined || this.#bodyLeft > 0;
      this.#settle(answered ? new Error('the server closed the connection mid-answer') : new ClosedBeforeAnswer());
    });
  }

  send(request: string, pending: Pending): void {
    this.#pending = pending;
    this.#socket.write(request);
  }

  destroy(): void {
    this.#socket.destroy();
  }

  #read(chunk: Buffer): void {
    if (!this.#pending) {
      this.#socket.destroy();
      return;
    }
    if (this.#bodyLeft === 0) {
      const head = this.#head ? Buffer.concat([this.#head, chunk]) : chunk;
      const end = head.indexOf(HEADER_END);
      if (end === -1) {
        this.#head = head;
        return;
      }
      this.#head = undefined;
      const header = head.toString('latin1', 0, end);
      const length = CONTENT_LENGTH.exec(header);
      if (!length) {
        this.#socket.destroy();
        this.#settle(new Error(`${this.#pending.path}: a response without Content-Length`));
        return;
      }
      this.#status = Number(header.slice(9, 12));
      this.#bodyLeft = Number(length[1]);
      chunk = head.subarray(end + HEADER_END.length);
      if (this.#bodyLeft === 0) {
        this.#finish(chunk.length);
        return;
      }
    }
    this.#bodyLeft -= chunk.length;
    if (this.#bodyLeft <= 0) {
      this.#finish(-this.#bodyLeft);
    }
  }

  /** The response is complete; `extra` bytes beyond it mean the exchange went out of step. */
  #finish(extra: number): void {
    this.#bodyLeft = 0;
    if (extra > 0) {
      this.#socket.destroy();
      this.#settle(new Error('bytes beyond the response'));
    } else if (this.#status >= 400 || this.#status < 100) {
      this.#settle(new Error(`${this.#pending?.path}: HTTP ${this.#status}`));
    } else {
      this.#settle();
    }
  }

  #settle(error?: Error): void {
    const pending = this.#pending;
    this.#pending = undefined;
    if (error) {
      pending?.reject(error);
    } else {
      pending?.resolve();
    }
  }
}

/**
 * A lean load generator for GET requests, in the spirit of wrk: `connections` kept-alive sockets,
 * each request written as one prepared string and its response read no further than its status line
 * and Content-Length, so that the benchmark's own CPU takes as little as possible from the server and
 * the database it measures on a shared machine. Rejects on any status of 400 or more.
 */
export function keepAliveGet(
  baseUrl: string,
  token: string,
  connections: number,
): { get: (path: string) => Promise<void>; close: () => void } {
  const url = new URL(baseUrl);
  const port = Number(url.port || 80);
  const idle: KeptConnection[] = [];
  const open = new Set<KeptConnection>();
  const waiting: Array<() => void> = [];
  const take = async (): Promise<KeptConnection> => {
    while (true) {
      const connection = idle.pop();
      if (connection && !connection.closed) {
        return connection;
      }
      if (connection) {
        open.delete(connection);
        continue;
      }
      if (open.size < connections) {
        const fresh = new KeptConnection(url.hostname, port);
        open.add(fresh);
        return fresh;
      }
      await new Promise<void>((resume) => waiting.push(resume));
    }
  };
  const give = (connection: KeptConnection) => {
    if (connection.closed) {
      open.delete(connection);
    } else {
      idle.push(connection);
    }
    waiting.shift()?.();
  };
  const exchange = async (path: string): Promise<void> => {
    const connection = await take();
    const request = `GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${token}\r\n\r\n`;
    try {
      await new Promise<void>((resolve, reject) => connection.send(request, { resolve, reject, path }));
    } finally {
      give(connection);
    }
  };
  const get = async (path: string): Promise<void> => {
    try {
      await exchange(path);
    } catch (error) {
      if (!(error instanceof ClosedBeforeAnswer)) {
        throw error;
      }
      await exchange(path);
    }
  };
  const close = () => {
    for (const connection of open) {
      connection.destroy();
    }
    open.clear();
    idle.length = 0;
  };
  return { get, close };
}
