import type { CompanyDeletionRecord } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { Logger } from '../../logger.ts';
import type { Scheduler } from '../../platform/jobs/scheduler.ts';
import type { MediaStore } from '../media/media-store.ts';
import type { CompanyDeactivation } from './company-deactivation.ts';
import { CompanyDeletion } from './company-deletion.entity.ts';

export const DELETE_COMPANY_JOB = 'companies:delete';

type Deps = { em: EntityManager; pool: pg.Pool; store: MediaStore; deactivation: CompanyDeactivation; logger: Logger };

export function toDeletionRecord(row: CompanyDeletion): CompanyDeletionRecord {
  return {
    id: row.id,
    companyId: row.deletedCompanyId,
    companyName: row.companyName,
    status: row.status,
    step: row.step,
    done: row.done,
    total: row.total,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Media files are removed in steps of this many, the progress written after each. */
const FILES_PER_STEP = 50;

/**
 * Deleting a company, as one Agenda job (`companies:delete`) whose progress the super user reads
 * (GET /companies/deletions): (1) its users' sessions, sockets and connections stop; (2) in one
 * transaction, with the company row locked so nothing new can point at it, the storage keys of its
 * media are read and the company row is deleted — every company-owned row goes with it by its
 * `ON DELETE CASCADE` foreign key, and a table holding a `company_id` without one is cleared by
 * name; (3) after the commit, the media files are removed from the store. Only rows and files of
 * that company are touched.
 */
export class CompanyDeleter {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  define(scheduler: Scheduler): void {
    scheduler.define(DELETE_COMPANY_JOB, async (job) => {
      const { deletionId } = job.attrs.data as { deletionId: number };
      await this.run(deletionId);
    });
  }

  async run(deletionId: number): Promise<void> {
    const { pool, store, deactivation, logger } = this.#deps;
    const em = this.#deps.em.fork();
    const deletion = await em.findOne(CompanyDeletion, { id: deletionId });
    if (!deletion || deletion.status === 'done') {
      return;
    }
    const progress = async (changes: Partial<Pick<CompanyDeletion, 'status' | 'step' | 'done' | 'total'>>) => {
      em.assign(deletion, changes);
      await em.flush();
    };
    try {
      await progress({ status: 'running', step: 'sessions', done: 0, total: 2 });
      await deactivation.stop(deletion.deletedCompanyId);
      await progress({ step: 'rows', done: 1 });
      const keys = await this.#deleteRows(pool, deletion.deletedCompanyId);
      await progress({ step: 'media', done: 2, total: 2 + keys.length });
      for (let start = 0; start < keys.length; start += FILES_PER_STEP) {
        const batch = keys.slice(start, start + FILES_PER_STEP);
        for (const key of batch) {
          await store
            .remove(key)
            .catch((error: unknown) => logger.warn({ err: error, key }, 'media file of a deleted company not removed'));
        }
        await progress({ done: 2 + start + batch.length });
      }
      await progress({ status: 'done', step: 'done' });
    } catch (error) {
      logger.error({ err: error, companyId: deletion.deletedCompanyId }, 'company deletion failed');
      await progress({ status: 'failed' });
      throw error;
    }
  }

  /** Deletes every row of the company in one transaction; answers the storage keys of its media files. */
  async #deleteRows(pool: pg.Pool, companyId: number): Promise<string[]> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const locked = await client.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [companyId]);
      if (locked.rowCount === 0) {
        await client.query('COMMIT');
        return [];
      }
      const media = await client.query<{ storage_key: string }>('SELECT storage_key FROM media_files WHERE company_id = $1', [companyId]);
      await client.query('DELETE FROM companies WHERE id = $1', [companyId]);
      // Tables with a company_id but no foreign key to companies (leases, held sandbox messages, …).
      const loose = await client.query<{ table_name: string }>(
        `SELECT format('%I.%I', c.table_schema, c.table_name) AS table_name
           FROM information_schema.columns c
           JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
          WHERE c.column_name = 'company_id' AND c.table_schema = current_schema()`,
      );
      for (const { table_name: table } of loose.rows) {
        await client.query(`DELETE FROM ${table} WHERE company_id = $1`, [companyId]);
      }
      await client.query('COMMIT');
      return media.rows.map((row) => row.storage_key);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
