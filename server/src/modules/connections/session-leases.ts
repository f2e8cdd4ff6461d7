import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { ConnectionProvider as ProviderKind, ConnectionStatus } from '@balcao/shared';
import type pg from 'pg';

/** An id for this server process, unique across hosts and restarts: host, pid and a random part. */
export function newOwnerId(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

/** A lease that has not expired, and the process that holds it. */
export type LiveLease = { owner: string; companyId: number };

/** A connection that should be running but whose lease is missing or expired. */
export type Orphan = { id: number; companyId: number; provider: ProviderKind; previousOwner: string | null };

type Held = { companyId: number; token: number; deadline: number };

const FOREIGN_KEY_VIOLATION = '23503';

/** Where a process that gave its leases up says so (the payload: how many). */
export const HANDOVER_CHANNEL = 'balcao_session_handover';

/** The connection a lease was asked for no longer exists. */
export class LeaseTargetGone extends Error {}

/**
 * Leases of sessions in table `session_leases`: a connection's session runs only in the process
 * holding its lease. Times are the database's (`now()`), so clocks of the processes do not matter;
 * only the local deadline used to give up a lease that could not be renewed is measured here, and it
 * is always earlier than the database's expiry.
 */
export class SessionLeases {
  readonly owner: string;
  readonly #pool: pg.Pool;
  readonly #leaseSeconds: number;
  readonly #leaseMs: number;
  /** Leases this process believes it holds; the token tells a lease from a later one of the same connection. */
  readonly #held = new Map<number, Held>();
  #tokens = 0;

  constructor({ pool, owner, leaseMs }: { pool: pg.Pool; owner: string; leaseMs: number }) {
    this.#pool = pool;
    this.owner = owner;
    this.#leaseMs = leaseMs;
    this.#leaseSeconds = leaseMs / 1000;
  }

  holds(connectionId: number): boolean {
    return this.#held.has(connectionId);
  }

  /** Takes (or extends) the lease when it is free, expired or already ours; false when another process holds it. */
  async acquire(connectionId: number, companyId: number): Promise<boolean> {
    const startedAt = Date.now();
    try {
      const { rowCount } = await this.#pool.query(
        `INSERT INTO session_leases AS l (whatsapp_id, company_id, owner, expires_at, acquired_at)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4), now())
         ON CONFLICT (whatsapp_id) DO UPDATE SET
           company_id = excluded.company_id,
           owner = excluded.owner,
           expires_at = excluded.expires_at,
           acquired_at = CASE WHEN l.owner = excluded.owner THEN l.acquired_at ELSE excluded.acquired_at END
         WHERE l.owner = excluded.owner OR l.expires_at <= now()`,
        [connectionId, companyId, this.owner, this.#leaseSeconds],
      );
      if (rowCount === 1) {
        const previous = this.#held.get(connectionId);
        this.#held.set(connectionId, { companyId, token: previous?.token ?? ++this.#tokens, deadline: startedAt + this.#leaseMs });
        return true;
      }
      return false;
    } catch (error) {
      if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) {
        throw new LeaseTargetGone(`connection ${connectionId} no longer exists`);
      }
      throw error;
    }
  }

  /**
   * Extends every lease this process holds; answers the connections whose lease was lost (taken by
   * another process, or deleted with its connection). When the database cannot be reached, leases
   * whose local deadline passed count as lost: their expiry may already let another process in.
   */
  async renew(): Promise<number[]> {
    const snapshot = [...this.#held.entries()];
    if (snapshot.length === 0) {
      return [];
    }
    const startedAt = Date.now();
    let kept: Set<number>;
    try {
      const { rows } = await this.#pool.query<{ whatsapp_id: number }>(
        `UPDATE session_leases SET expires_at = now() + make_interval(secs => $2)
         WHERE owner = $1 AND whatsapp_id = ANY($3::int[]) RETURNING whatsapp_id`,
        [this.owner, this.#leaseSeconds, snapshot.map(([id]) => id)],
      );
      kept = new Set(rows.map((row) => row.whatsapp_id));
    } catch {
      const expired = snapshot.filter(([id, held]) => held.deadline <= Date.now() && this.#held.get(id)?.token === held.token);
      expired.forEach(([id]) => this.#held.delete(id));
      return expired.map(([id]) => id);
    }
    const lost: number[] = [];
    for (const [id, held] of snapshot) {
      const current = this.#held.get(id);
      if (current?.token !== held.token) {
        continue; // released or re-acquired meanwhile
      }
      if (kept.has(id)) {
        current.deadline = startedAt + this.#leaseMs;
      } else {
        this.#held.delete(id);
        lost.push(id);
      }
    }
    return lost;
  }

  /** Gives a lease up so another process may take the session at once. */
  async release(connectionId: number): Promise<void> {
    this.#held.delete(connectionId);
    await this.#pool.query('DELETE FROM session_leases WHERE whatsapp_id = $1 AND owner = $2', [connectionId, this.owner]);
  }

  /**
   * Gives every lease of this process up (graceful shutdown) and, when there were any, announces it
   * on `HANDOVER_CHANNEL`, so the other processes look for the sessions at once rather than at their next scan.
   */
  async releaseAll(): Promise<void> {
    this.#held.clear();
    await this.#pool.query(
      `WITH released AS (DELETE FROM session_leases WHERE owner = $1 RETURNING whatsapp_id)
       SELECT pg_notify('${HANDOVER_CHANNEL}', count(*)::text) FROM released HAVING count(*) > 0`,
      [this.owner],
    );
  }

  /** The unexpired lease of a connection, if any process holds one. */
  async live(connectionId: number): Promise<LiveLease | undefined> {
    const { rows } = await this.#pool.query<{ owner: string; company_id: number }>(
      'SELECT owner, company_id FROM session_leases WHERE whatsapp_id = $1 AND expires_at > now()',
      [connectionId],
    );
    const row = rows[0];
    return row ? { owner: row.owner, companyId: row.company_id } : undefined;
  }

  /** Connections in one of `statuses` that no live lease covers: their session runs nowhere. */
  async orphans(statuses: readonly ConnectionStatus[], limit = 100): Promise<Orphan[]> {
    const { rows } = await this.#pool.query<{ id: number; company_id: number; provider: ProviderKind; owner: string | null }>(
      `SELECT w.id, w.company_id, w.provider, l.owner FROM whatsapps w
       JOIN companies c ON c.id = w.company_id AND c.status
       LEFT JOIN session_leases l ON l.whatsapp_id = w.id
       WHERE w.status = ANY($1::text[]) AND (l.whatsapp_id IS NULL OR l.expires_at <= now())
       ORDER BY w.id LIMIT $2`,
      [statuses, limit],
    );
    return rows.map((row) => ({ id: row.id, companyId: row.company_id, provider: row.provider, previousOwner: row.owner }));
  }
}
