import { ConnectionException } from '@mikro-orm/core';

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * PostgreSQL's own words for "not now": class 08 (connection exception), the server shutting down
 * or starting (57P01–57P03), and too many connections (53300).
 */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/** What node-postgres says when a connection ends under a query, or the pool could not give one in time. */
const DRIVER_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed|Cannot use a pool after calling end/i;

/**
 * Whether an error means the database cannot be reached right now (restarting, failing over, cut
 * off), as opposed to a fault of the request or of the code: such a request answers 503
 * `ERR_DATABASE_UNAVAILABLE`, not 500. Looks through wrapped errors (`cause`, ORM exceptions).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof ConnectionException) {
      return true;
    }
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) {
      return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) {
      return true;
    }
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
