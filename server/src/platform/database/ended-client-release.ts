import type pg from 'pg';

/**
 * Gives back to `pool` a checked-out client whose connection has ended, removing it from the pool.
 *
 * The ORM's query builder (kysely) releases a transaction's connection only once its COMMIT or
 * ROLLBACK has succeeded. When PostgreSQL goes away during a transaction, the rollback fails on the
 * dead connection and the client stays checked out for ever: each database outage would cost the
 * pool a slot, and the pool's end, and so every stop of the server, would wait for it without end.
 * The holder's own release, if it ever comes, does nothing.
 */
export function releaseClientsWhoseConnectionEnds(pool: pg.Pool): void {
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.once('end', () => {
      if (!checkedOut.delete(client)) {
        return; // idle: the pool removes it itself
      }
      const release = client.release.bind(client);
      client.release = () => undefined;
      release(new Error('the connection ended while the client was checked out'));
    });
  });
}
