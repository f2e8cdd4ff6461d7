import { proto } from '@whiskeysockets/baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthCipher } from './auth-cipher.ts';
import { PgAuthStore, UnreadableAuthStateError } from './auth-store.ts';
import { openAuthTestDatabase, type AuthTestDatabase } from './test-support/database.ts';

const SECRET = 'a-server-secret-of-at-least-32-characters-long';

let database: AuthTestDatabase;
let store: PgAuthStore;

type StoredRow = { category: string; key_id: string; value: Buffer; company_id: number };

async function rowsOf(connectionId: number): Promise<StoredRow[]> {
  const result = await database.pool.query<StoredRow>(
    'SELECT category, key_id, value, company_id FROM baileys_auth_keys WHERE whatsapp_id = $1 ORDER BY category, key_id',
    [connectionId],
  );
  return result.rows;
}

beforeAll(async () => {
  database = await openAuthTestDatabase();
  store = new PgAuthStore(database.pool, new AuthCipher(SECRET));
});
afterAll(async () => {
  await database.close();
});

describe('WhatsApp auth state in PostgreSQL', () => {
  it('gives new credentials to a connection that was never paired, and stores nothing until asked', async () => {
    const connection = await database.newConnection();
    const session = await store.open(connection);
    expect(session.state.creds.registered).toBe(false);
    expect(session.state.creds.noiseKey.private).toHaveLength(32);
    expect(await rowsOf(connection.id)).toEqual([]);
  });

  it('keeps credentials across sessions, Buffers included, encrypted at rest', async () => {
    const connection = await database.newConnection();
    const first = await store.open(connection);
    first.state.creds.me = { id: '5511987654321:7@s.whatsapp.net', name: 'Loja Exemplo' };
    first.state.creds.registered = true;
    await first.saveCreds();
    await first.close();

    const again = await store.open(connection);
    expect(again.state.creds.me).toEqual({ id: '5511987654321:7@s.whatsapp.net', name: 'Loja Exemplo' });
    expect(Buffer.from(again.state.creds.noiseKey.private).equals(Buffer.from(first.state.creds.noiseKey.private))).toBe(true);
    expect(Buffer.isBuffer(again.state.creds.signedIdentityKey.public)).toBe(true);

    const [row] = await rowsOf(connection.id);
    expect(row).toMatchObject({ category: 'creds', key_id: '', company_id: connection.companyId });
    const plaintext = Buffer.from(JSON.stringify(first.state.creds));
    expect(row?.value.includes(Buffer.from('Loja Exemplo'))).toBe(false);
    expect(row?.value.includes(Buffer.from(first.state.creds.advSecretKey))).toBe(false);
    expect(row?.value.equals(plaintext)).toBe(false);
  });

  it('writes one row per key in one batch, reads them back, and deletes keys set to null', async () => {
    const connection = await database.newConnection();
    const { state } = await store.open(connection);
    const session = new Uint8Array([1, 2, 3, 4, 5]);
    await state.keys.set({
      'pre-key': {
        '1': { public: new Uint8Array(32).fill(7), private: new Uint8Array(32).fill(8) },
        '2': { public: new Uint8Array(32), private: new Uint8Array(32) },
      },
      session: { '5511987654321.0': session },
      'app-state-sync-key': { AAAAAFhZ: { keyData: new Uint8Array([9, 9]), timestamp: 1763121419 } },
      'lid-mapping': { '5511987654321': '218923106434420' },
    });
    expect((await rowsOf(connection.id)).map((row) => `${row.category}/${row.key_id}`)).toEqual([
      'app-state-sync-key/AAAAAFhZ',
      'lid-mapping/5511987654321',
      'pre-key/1',
      'pre-key/2',
      'session/5511987654321.0',
    ]);

    const preKeys = await state.keys.get('pre-key', ['1', '2', '3']);
    expect(Object.keys(preKeys).sort()).toEqual(['1', '2']);
    expect(Buffer.from(preKeys['1']?.private ?? []).equals(Buffer.alloc(32, 8))).toBe(true);
    expect(Buffer.from((await state.keys.get('session', ['5511987654321.0']))['5511987654321.0'] ?? []).equals(Buffer.from(session))).toBe(
      true,
    );
    const syncKey = (await state.keys.get('app-state-sync-key', ['AAAAAFhZ'])).AAAAAFhZ;
    expect(syncKey).toBeInstanceOf(proto.Message.AppStateSyncKeyData);
    expect(await state.keys.get('lid-mapping', ['5511987654321'])).toEqual({ '5511987654321': '218923106434420' });

    await state.keys.set({ 'pre-key': { '1': null, '2': { public: new Uint8Array(32).fill(1), private: new Uint8Array(32).fill(2) } } });
    expect((await rowsOf(connection.id)).filter((row) => row.category === 'pre-key').map((row) => row.key_id)).toEqual(['2']);
    expect(Buffer.from((await state.keys.get('pre-key', ['2']))['2']?.private ?? []).equals(Buffer.alloc(32, 2))).toBe(true);
  });

  it('keeps the last value when writes of one key follow each other quickly', async () => {
    const connection = await database.newConnection();
    const { state } = await store.open(connection);
    await Promise.all(
      Array.from({ length: 20 }, async (_unused, index) => {
        await state.keys.set({ 'sender-key': { 'group@g.us::me::0': new Uint8Array([index]) } });
      }),
    );
    expect((await state.keys.get('sender-key', ['group@g.us::me::0']))['group@g.us::me::0']).toEqual(Buffer.from([19]));
  });

  it('never lets a value be read under another connection or another secret', async () => {
    const connection = await database.newConnection();
    const other = await database.newConnection();
    const session = await store.open(connection);
    session.state.creds.registered = true;
    await session.saveCreds();
    await session.state.keys.set({ session: { 'peer.0': new Uint8Array([42]) } });
    // Rows copied to another connection (a tampered database) do not decrypt there.
    await database.pool.query(
      `INSERT INTO baileys_auth_keys (company_id, whatsapp_id, category, key_id, value)
       SELECT $2, $3, category, key_id, value FROM baileys_auth_keys WHERE whatsapp_id = $1`,
      [connection.id, other.companyId, other.id],
    );
    await expect(store.open(other)).rejects.toBeInstanceOf(UnreadableAuthStateError);
    expect(await (await store.open(connection)).state.keys.get('session', ['peer.0'])).toEqual({ 'peer.0': Buffer.from([42]) });
    const withAnotherSecret = new PgAuthStore(database.pool, new AuthCipher(`${SECRET}-rotated`));
    await expect(withAnotherSecret.open(connection)).rejects.toBeInstanceOf(UnreadableAuthStateError);
  });

  it('wipes every row of one connection, and only of that one', async () => {
    const connection = await database.newConnection();
    const neighbour = await database.newConnection();
    for (const target of [connection, neighbour]) {
      const session = await store.open(target);
      await session.saveCreds();
      await session.state.keys.set({ 'pre-key': { '1': { public: new Uint8Array(32), private: new Uint8Array(32) } } });
    }
    await store.wipe(connection.id);
    expect(await rowsOf(connection.id)).toEqual([]);
    expect(await rowsOf(neighbour.id)).toHaveLength(2);
    expect((await store.open(connection)).state.creds.registered).toBe(false);
  });

  it('drops writes made after the session closed, so a wipe stays a wipe', async () => {
    const connection = await database.newConnection();
    const session = await store.open(connection);
    await session.saveCreds();
    await session.close();
    await store.wipe(connection.id);
    await session.saveCreds();
    await session.state.keys.set({ 'pre-key': { '9': { public: new Uint8Array(32), private: new Uint8Array(32) } } });
    expect(await rowsOf(connection.id)).toEqual([]);
  });

  it('loses the rows with their connection', async () => {
    const connection = await database.newConnection();
    const session = await store.open(connection);
    await session.saveCreds();
    await database.pool.query('DELETE FROM whatsapps WHERE id = $1', [connection.id]);
    expect(await rowsOf(connection.id)).toEqual([]);
  });
});

describe('AuthCipher', () => {
  it('refuses a short secret', () => {
    expect(() => new AuthCipher('short')).toThrow(/at least 32/);
  });

  it('detects an altered value', () => {
    const cipher = new AuthCipher(SECRET);
    const sealed = cipher.encrypt(Buffer.from('{"a":1}'), '1/creds/');
    expect(cipher.decrypt(sealed, '1/creds/').toString()).toBe('{"a":1}');
    const altered = Buffer.from(sealed);
    altered[altered.length - 1] = (altered.at(-1) ?? 0) ^ 1;
    expect(() => cipher.decrypt(altered, '1/creds/')).toThrow();
    expect(() => cipher.decrypt(sealed, '2/creds/')).toThrow();
  });
});
