import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts listening; resolves with the port bound (the one asked for, or the one given for port 0). */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}
