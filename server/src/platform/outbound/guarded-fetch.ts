import { Agent, buildConnector, Dispatcher1Wrapper } from 'undici';
import type { OutboundPolicy } from './outbound-policy.ts';

/** `fetch` as the server uses it for addresses a company chose. */
export type GuardedFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * Node's `fetch` through a connection pool whose every connection is checked by the policy: the host
 * is resolved once, every address it resolves to must be allowed, and the socket goes to the first of
 * them (so a name cannot answer a public address to the check and a private one to the connection).
 * Redirects are followed by `fetch` as usual, and each hop to another host opens a new connection, so
 * it is checked the same way; a refusal rejects the call (`TypeError: fetch failed`, caused by
 * `OutboundRefused`).
 */
export function guardedFetch(policy: OutboundPolicy): GuardedFetch {
  const connect = buildConnector({});
  const agent = new Agent({
    connect: (options, callback) => {
      policy.addressesOf(options.hostname).then(
        ([first]) => {
          if (!first) {
            callback(new Error(`${options.hostname} resolved to no address`), null);
            return;
          }
          // `host` (the name and port) still gives TLS its server name and the certificate check.
          connect({ ...options, hostname: first.address }, callback);
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  });
  // Node's own fetch speaks the handler contract of its bundled undici; the wrapper adapts the pool to it.
  const dispatcher = new Dispatcher1Wrapper(agent);
  return (input, init) => fetch(input, { ...init, dispatcher } as RequestInit);
}
