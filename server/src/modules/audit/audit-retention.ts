import type pg from 'pg';

export const AUDIT_RETENTION_JOB = 'audit:retention';

/**
 * Removes audit rows older than the retention period: the one writer the append-only trigger lets
 * delete, by saying so in its own transaction. Answers how many rows went.
 */
export async function pruneAuditLog(pool: pg.Pool, retentionDays: number): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL balcao.audit_retention = 'on'`);
    const result = await client.query(`DELETE FROM audit_entries WHERE created_at < now() - make_interval(days => $1)`, [
      Math.max(1, Math.trunc(retentionDays)),
    ]);
    await client.query('COMMIT');
    return result.rowCount ?? 0;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
