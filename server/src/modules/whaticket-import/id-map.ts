import type { EntityManager } from '@mikro-orm/postgresql';
import { hotRows } from '../../platform/database/hot-read.ts';

/** Kinds of rows the import keeps ids of; a reference table maps to one kind. */
export type ImportKind =
  | 'plan'
  | 'company'
  | 'user'
  | 'queue'
  | 'queue-option'
  | 'user-queue'
  | 'whatsapp'
  | 'whatsapp-session'
  | 'whatsapp-queue'
  | 'contact'
  | 'contact-custom-field'
  | 'tag'
  | 'ticket'
  | 'ticket-tag'
  | 'message'
  | 'ticket-note'
  | 'quick-message'
  | 'setting'
  | 'schedule'
  | 'contact-list'
  | 'contact-list-item'
  | 'campaign'
  | 'campaign-setting'
  | 'campaign-shipping'
  | 'invoice'
  | 'announcement'
  | 'help'
  | 'prompt'
  | 'queue-integration'
  | 'queue-bot'
  | 'whatsapp-bot'
  | 'file-list'
  | 'file-list-option'
  | 'chat'
  | 'chat-user'
  | 'chat-message'
  | 'user-rating';

/** Kinds of many rows that no later step looks up by id often enough to keep in memory. */
const UNCACHED = new Set<ImportKind>(['message', 'ticket-tag', 'contact-custom-field', 'campaign-shipping', 'chat-message', 'user-rating']);

/**
 * The table `import_id_map`: which source rows are already in Balcão, and as which row. Parents
 * resolved once are kept in memory (companies, users, queues… are few; tickets are looked up per page).
 */
export class IdMap {
  readonly #source: string;
  readonly #cache = new Map<string, string>();

  constructor(source: string) {
    this.#source = source;
  }

  /** The Balcão ids of those of `ids` already imported as `kind`. */
  async resolve(em: EntityManager, kind: ImportKind, ids: readonly string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const cached = this.#cache.get(`${kind}:${id}`);
      if (cached === undefined) {
        missing.push(id);
      } else {
        found.set(id, cached);
      }
    }
    if (missing.length > 0) {
      // Raw SQL in the manager's transaction (a page's, or the dry run's).
      const rows = await hotRows<{ source_id: string; target_id: string }>(
        em,
        'select source_id, target_id from import_id_map where source = ? and kind = ? and source_id = any(?::text[])',
        [this.#source, kind, missing],
        { prepared: false },
      );
      for (const row of rows) {
        found.set(row.source_id, row.target_id);
        this.#remember(kind, row.source_id, row.target_id);
      }
    }
    return found;
  }

  /** Records rows written in the transaction of `em`: they and their map rows commit together. */
  async record(em: EntityManager, kind: ImportKind, pairs: readonly [string, string][]): Promise<void> {
    if (pairs.length === 0) {
      return;
    }
    await hotRows(
      em,
      `insert into import_id_map (source, kind, source_id, target_id)
       select ?, ?, s, t from unnest(?::text[], ?::text[]) as u(s, t) on conflict do nothing`,
      [this.#source, kind, pairs.map(([from]) => from), pairs.map(([, to]) => to)],
      { prepared: false },
    );
  }

  /** After the transaction committed: later pages resolve these without a query. */
  remember(kind: ImportKind, pairs: readonly [string, string][]): void {
    for (const [from, to] of pairs) {
      this.#remember(kind, from, to);
    }
  }

  #remember(kind: ImportKind, from: string, to: string): void {
    if (!UNCACHED.has(kind)) {
      this.#cache.set(`${kind}:${from}`, to);
    }
  }
}
