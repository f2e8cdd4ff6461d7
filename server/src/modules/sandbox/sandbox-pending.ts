import type pg from 'pg';
import type { SandboxInput } from './sandbox-provider.ts';

/** What a contact wrote, with the message id fixed when it was written (so a redelivery is recognised). */
export type SandboxMessage = SandboxInput & { id: string };

export type HeldMessage = { seq: number; message: SandboxMessage; heldAt: Date };

/**
 * Messages contacts sent to a paired sandbox phone while its session ran nowhere (table
 * `sandbox_pending`), the way WhatsApp's servers keep messages for a phone that is offline. They are
 * delivered, marked recovered, when the session is live again, in whichever server process runs it.
 */
export class SandboxPending {
  readonly #pool: pg.Pool;

  constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  /** Keeps a message for later; the same message id held twice is kept once. */
  async hold(companyId: number, connectionId: number, message: SandboxMessage): Promise<void> {
    await this.#pool.query(
      `INSERT INTO sandbox_pending (whatsapp_id, company_id, message_id, payload) VALUES ($1, $2, $3, $4)
       ON CONFLICT (whatsapp_id, message_id) DO NOTHING`,
      [connectionId, companyId, message.id, JSON.stringify(message)],
    );
  }

  /** The messages held for a connection, oldest first. */
  async list(connectionId: number): Promise<HeldMessage[]> {
    const { rows } = await this.#pool.query<{ seq: string; payload: SandboxMessage; created_at: Date }>(
      'SELECT seq, payload, created_at FROM sandbox_pending WHERE whatsapp_id = $1 ORDER BY seq',
      [connectionId],
    );
    return rows.map((row) => ({ seq: Number(row.seq), message: row.payload, heldAt: row.created_at }));
  }

  /** Forgets messages once delivered. */
  async remove(connectionId: number, seqs: readonly number[]): Promise<void> {
    await this.#pool.query('DELETE FROM sandbox_pending WHERE whatsapp_id = $1 AND seq = ANY($2::bigint[])', [connectionId, seqs]);
  }

  /** Forgets everything held for a connection (its phone logged out). */
  async clear(connectionId: number): Promise<void> {
    await this.#pool.query('DELETE FROM sandbox_pending WHERE whatsapp_id = $1', [connectionId]);
  }
}
