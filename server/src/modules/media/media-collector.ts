import type pg from 'pg';
import type { Logger } from '../../logger.ts';
import type { MediaStore } from './media-store.ts';

/** A file is collected only once nothing has referred to it for this long (an upload is linked within seconds). */
export const MEDIA_GRACE_MINUTES = 60;
/** Rows deleted per statement: a run works in batches so that no statement holds many locks for long. */
const BATCH = 500;

type Deps = { pool: pg.Pool; store: MediaStore; logger: Logger };

type Reference = { table_name: string; column_name: string };

/**
 * Removes media that nothing refers to any more: the attachment a quick message replaced or dropped,
 * the files of deleted tickets. "Refers" means any foreign key to `media_files`, read from the
 * database's catalogue on every run, so a table that starts keeping media is covered without a change
 * here. The row goes first, then the bytes: a crash in between leaves a file without a row, never a
 * row without its file.
 */
export class MediaCollector {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async sweep(graceMinutes = MEDIA_GRACE_MINUTES): Promise<number> {
    const unreferenced = (await this.#references())
      .map((ref) => `NOT EXISTS (SELECT 1 FROM ${ref.table_name} r WHERE r.${ref.column_name} = f.id)`)
      .join(' AND ');
    let collected = 0;
    for (;;) {
      const deleted = await this.#deps.pool.query<{ storage_key: string }>(
        `DELETE FROM media_files WHERE id IN (
           SELECT f.id FROM media_files f
            WHERE f.created_at < now() - make_interval(mins => $1)${unreferenced ? ` AND ${unreferenced}` : ''}
            ORDER BY f.created_at
            LIMIT $2
              FOR UPDATE SKIP LOCKED)
         RETURNING storage_key`,
        [graceMinutes, BATCH],
      );
      for (const { storage_key: key } of deleted.rows) {
        await this.#deps.store.remove(key).catch((error: unknown) => {
          this.#deps.logger.warn({ err: error, key }, 'could not remove a media file nothing refers to');
        });
      }
      collected += deleted.rows.length;
      if (deleted.rows.length < BATCH) {
        return collected;
      }
    }
  }

  /** Every column with a foreign key to `media_files`, quoted for SQL. */
  async #references(): Promise<Reference[]> {
    const result = await this.#deps.pool.query<Reference>(
      `SELECT format('%I.%I', n.nspname, t.relname) AS table_name, quote_ident(a.attname) AS column_name
         FROM pg_constraint c
         JOIN pg_class t ON t.oid = c.conrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'f' AND c.confrelid = 'media_files'::regclass
        ORDER BY 1, 2`,
    );
    return result.rows;
  }
}
