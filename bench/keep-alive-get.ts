import http from 'node:http';

/**
 * A lean load generator for GET requests: `connections` kept-alive sockets, the body read and
 * dropped (a remote client pays for parsing it, not this machine's server or database), so that the
 * benchmark's own CPU takes as little as possible from the two it measures on a shared machine.
 * Rejects on any status of 400 or more.
 */
export function keepAliveGet(
  baseUrl: string,
  token: string,
  connections: number,
): { get: (path: string) => Promise<void>; close: () => void } {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const get = (path: string) =>
    new Promise<void>((resolve, reject) => {
      const request = http.request(
        { host: url.hostname, port: url.port, path, method: 'GET', agent, headers: { authorization: `Bearer ${token}` } },
        (response) => {
          response.on('data', () => undefined);
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            if (status >= 400) {
              reject(new Error(`${path}: HTTP ${status}`));
            } else {
              resolve();
            }
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end();
    });
  return { get, close: () => agent.destroy() };
}
