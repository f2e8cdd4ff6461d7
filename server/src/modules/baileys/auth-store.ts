import {
  BufferJSON,
  initAuthCreds,
  proto,
  type AuthenticationCreds,
  type AuthenticationState,
  type SignalDataSet,
  type SignalDataTypeMap,
} from '@whiskeysockets/baileys';
import type pg from 'pg';
import type { AuthCipher } from './auth-cipher.ts';

/** Category of the row holding Baileys' credentials (key id ''); signal keys use Baileys' own category names. */
const CREDS_CATEGORY = 'creds';

export type AuthConnection = { id: number; companyId: number };

/** The stored credentials exist but cannot be decrypted (another server secret, or altered rows). */
export class UnreadableAuthStateError extends Error {}

/** One connection's auth state as Baileys uses it, written through to PostgreSQL. */
export type AuthSession = {
  readonly state: AuthenticationState;
  /** Writes the credentials (Baileys' `creds.update`). */
  saveCreds(): Promise<void>;
  /** Waits for the writes under way, then drops any later one: the session is over. */
  close(): Promise<void>;
};

type Row = { key_id: string; value: Buffer };

function serialise(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value, BufferJSON.replacer), 'utf8');
}

function deserialise(data: Buffer): unknown {
  return JSON.parse(data.toString('utf8'), BufferJSON.reviver) as unknown;
}

/**
 * WhatsApp auth state in PostgreSQL (table `baileys_auth_keys`): one row per credential or signal key,
 * each value encrypted (AES-256-GCM, bound to its row). Infrastructure outside the ORM: rows are keyed
 * by connection id, which only the session layer passes (from a connection it loaded under the
 * tenant filter); no API reads this table. Each Baileys `keys.set` call is one SQL statement.
 */
export class PgAuthStore {
  readonly #pool: pg.Pool;
  readonly #cipher: AuthCipher;

  constructor(pool: pg.Pool, cipher: AuthCipher) {
    this.#pool = pool;
    this.#cipher = cipher;
  }

  /** Loads a connection's state (new credentials when none are stored); unreadable credentials throw. */
  async open(connection: AuthConnection): Promise<AuthSession> {
    const stored = await this.#read(connection.id, CREDS_CATEGORY, ['']);
    let creds: AuthenticationCreds;
    try {
      const row = stored[0];
      creds = row ? (deserialise(this.#open(connection.id, CREDS_CATEGORY, row)) as AuthenticationCreds) : initAuthCreds();
    } catch (error) {
      throw new UnreadableAuthStateError(`The stored WhatsApp credentials of connection ${connection.id} cannot be read`, { cause: error });
    }
    return new PgAuthSession(this, connection, creds);
  }

  /** Forgets a connection's pairing: every row of it. */
  async wipe(connectionId: number): Promise<void> {
    await this.#pool.query('DELETE FROM baileys_auth_keys WHERE whatsapp_id = $1', [connectionId]);
  }

  /** Values of `ids` in `category`; rows that fail to decrypt are left out (Baileys treats them as missing). */
  async readKeys<T extends keyof SignalDataTypeMap>(
    connectionId: number,
    category: T,
    ids: string[],
  ): Promise<Record<string, SignalDataTypeMap[T]>> {
    const found: Record<string, SignalDataTypeMap[T]> = {};
    if (ids.length === 0) {
      return found;
    }
    for (const row of await this.#read(connectionId, category, ids)) {
      let value: unknown;
      try {
        value = deserialise(this.#open(connectionId, category, row));
      } catch {
        continue;
      }
      found[row.key_id] = (
        category === 'app-state-sync-key' ? proto.Message.AppStateSyncKeyData.fromObject(value as object) : value
      ) as SignalDataTypeMap[T];
    }
    return found;
  }

  /** Upserts the keys given a value and deletes those given null, in one statement. */
  async writeKeys(connection: AuthConnection, data: SignalDataSet): Promise<void> {
    const upserts: { categories: string[]; ids: string[]; values: Buffer[] } = { categories: [], ids: [], values: [] };
    const deletes: { categories: string[]; ids: string[] } = { categories: [], ids: [] };
    for (const [category, entries] of Object.entries(data) as [string, Record<string, unknown> | undefined][]) {
      for (const [id, value] of Object.entries(entries ?? {})) {
        if (value === null || value === undefined) {
          deletes.categories.push(category);
          deletes.ids.push(id);
        } else {
          upserts.categories.push(category);
          upserts.ids.push(id);
          upserts.values.push(this.#seal(connection.id, category, id, value));
        }
      }
    }
    if (upserts.ids.length + deletes.ids.length === 0) {
      return;
    }
    await this.#pool.query(
      `WITH gone AS (
         DELETE FROM baileys_auth_keys k
          USING unnest($3::text[], $4::text[]) AS d(category, key_id)
          WHERE k.whatsapp_id = $1 AND k.category = d.category AND k.key_id = d.key_id)
       INSERT INTO baileys_auth_keys (company_id, whatsapp_id, category, key_id, value, updated_at)
       SELECT $2, $1, u.category, u.key_id, u.value, now()
         FROM unnest($5::text[], $6::text[], $7::bytea[]) AS u(category, key_id, value)
       ON CONFLICT (whatsapp_id, category, key_id) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
      [connection.id, connection.companyId, deletes.categories, deletes.ids, upserts.categories, upserts.ids, upserts.values],
    );
  }

  async writeCreds(connection: AuthConnection, creds: AuthenticationCreds): Promise<void> {
    await this.writeKeys(connection, { [CREDS_CATEGORY]: { '': creds } } as unknown as SignalDataSet);
  }

  async #read(connectionId: number, category: string, ids: string[]): Promise<Row[]> {
    const result = await this.#pool.query<Row>(
      'SELECT key_id, value FROM baileys_auth_keys WHERE whatsapp_id = $1 AND category = $2 AND key_id = ANY($3::text[])',
      [connectionId, category, ids],
    );
    return result.rows;
  }

  #seal(connectionId: number, category: string, id: string, value: unknown): Buffer {
    return this.#cipher.encrypt(serialise(value), `${connectionId}/${category}/${id}`);
  }

  #open(connectionId: number, category: string, row: Row): Buffer {
    return this.#cipher.decrypt(row.value, `${connectionId}/${category}/${row.key_id}`);
  }
}

/** Serialises the writes of one session, so a later write of a key never lands before an earlier one. */
class PgAuthSession implements AuthSession {
  readonly state: AuthenticationState;
  readonly #store: PgAuthStore;
  readonly #connection: AuthConnection;
  #writes: Promise<void> = Promise.resolve();
  #closed = false;

  constructor(store: PgAuthStore, connection: AuthConnection, creds: AuthenticationCreds) {
    this.#store = store;
    this.#connection = connection;
    this.state = {
      creds,
      keys: {
        get: async (type, ids) => {
          await this.#writes;
          return this.#store.readKeys(this.#connection.id, type, ids);
        },
        set: (data) => this.#write(() => this.#store.writeKeys(this.#connection, data)),
      },
    };
  }

  saveCreds(): Promise<void> {
    return this.#write(() => this.#store.writeCreds(this.#connection, this.state.creds));
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#writes;
  }

  #write(task: () => Promise<void>): Promise<void> {
    if (this.#closed) {
      return Promise.resolve();
    }
    const run = this.#writes.then(task);
    this.#writes = run.catch(() => undefined);
    return run;
  }
}
