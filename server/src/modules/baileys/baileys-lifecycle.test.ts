import { DisconnectReason } from '@whiskeysockets/baileys';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthCipher } from './auth-cipher.ts';
import { PgAuthStore } from './auth-store.ts';
import { RECONNECT_CAP_MS } from './backoff.ts';
import { BROWSER } from './baileys-socket.ts';
import { openAuthTestDatabase, type AuthTestDatabase } from './test-support/database.ts';
import { providerUnderTest, type ProviderUnderTest } from './test-support/provider-harness.ts';
import { PINNED_WA_WEB_VERSION } from './wa-version.ts';

let database: AuthTestDatabase;
let store: PgAuthStore;

async function storedRows(connectionId: number): Promise<number> {
  const result = await database.pool.query<{ count: string }>('SELECT count(*) FROM baileys_auth_keys WHERE whatsapp_id = $1', [
    connectionId,
  ]);
  return Number(result.rows[0]?.count);
}

/** Baileys saving fresh credentials (it does so as soon as a socket starts). */
async function credentialsSaved(subject: ProviderUnderTest, connectionId: number, registered = false): Promise<void> {
  const { creds } = subject.socket().config.auth;
  creds.registered = registered;
  subject.socket().emit('creds.update', { registered });
  await vi.waitFor(async () => expect(await storedRows(connectionId)).toBeGreaterThan(0));
}

async function connected(): Promise<{ subject: ProviderUnderTest; connection: { id: number; companyId: number } }> {
  const connection = await database.newConnection();
  const subject = providerUnderTest(store, connection);
  await subject.provider.start();
  await credentialsSaved(subject, connection.id, true);
  subject.socket().open();
  return { subject, connection };
}

beforeAll(async () => {
  database = await openAuthTestDatabase();
  store = new PgAuthStore(database.pool, new AuthCipher('lifecycle-test-secret-of-32-characters-at-least'));
});
afterAll(async () => {
  await database.close();
});

describe('starting and pairing', () => {
  it('opens a socket with the pinned WhatsApp Web version, never asking GitHub', async () => {
    const subject = providerUnderTest(store, await database.newConnection());
    await subject.provider.start();
    expect(subject.statuses).toEqual(['OPENING']);
    const { config } = subject.socket();
    expect(config.version).toEqual(PINNED_WA_WEB_VERSION);
    expect(config.browser).toEqual(BROWSER);
    expect(config.markOnlineOnConnect).toBe(false);
    await subject.provider.stop();
  });

  it('reports each QR code, then gives up after three unscanned: DISCONNECTED, unpaired state wiped, no reconnection', async () => {
    const connection = await database.newConnection();
    const subject = providerUnderTest(store, connection);
    await subject.provider.start();
    await credentialsSaved(subject, connection.id);
    ['qr-1', 'qr-2', 'qr-3'].forEach((qr) => subject.socket().showQr(qr));
    expect(subject.qrCodes).toEqual(['qr-1', 'qr-2', 'qr-3']);
    expect(subject.statuses).toEqual(['OPENING']);

    subject.socket().showQr('qr-4');
    await vi.waitFor(() => expect(subject.statuses.at(-1)).toBe('DISCONNECTED'));
    expect(subject.qrCodes).toHaveLength(3);
    expect(subject.socket().ended).toBe(true);
    expect(await storedRows(connection.id)).toBe(0);
    expect(subject.clock.pending()).toEqual([]);
    expect(subject.sockets).toHaveLength(1);
  });

  it('counts QR codes across the reconnections of one start', async () => {
    const subject = providerUnderTest(store, await database.newConnection());
    await subject.provider.start();
    subject.socket().showQr('qr-1');
    subject.socket().showQr('qr-2');
    subject.socket().close(DisconnectReason.timedOut);
    expect(subject.statuses).toEqual(['OPENING', 'OPENING']);
    subject.clock.elapse();
    subject.socket().showQr('qr-3');
    subject.socket().showQr('qr-4');
    await vi.waitFor(() => expect(subject.statuses.at(-1)).toBe('DISCONNECTED'));
    expect(subject.qrCodes).toEqual(['qr-1', 'qr-2', 'qr-3']);
  });

  it('reports CONNECTED when the socket opens; a scan then WhatsApp restart reconnects at once', async () => {
    const connection = await database.newConnection();
    const subject = providerUnderTest(store, connection);
    await subject.provider.start();
    subject.socket().showQr('qr-1');
    await credentialsSaved(subject, connection.id, true);
    subject.socket().close(DisconnectReason.restartRequired);
    expect(subject.clock.delays).toEqual([0]);
    subject.clock.elapse();
    expect(subject.sockets).toHaveLength(2);
    expect(subject.socket().config.auth.creds.registered).toBe(true);
    subject.socket().open();
    expect(subject.statuses).toEqual(['OPENING', 'OPENING', 'CONNECTED']);
    expect(subject.provider.connected).toBe(true);
    await subject.provider.stop();
  });

  it('a fresh start forgets the stored pairing first', async () => {
    const { subject, connection } = await connected();
    await subject.provider.stop();
    expect(await storedRows(connection.id)).toBeGreaterThan(0);
    const fresh = providerUnderTest(store, connection, { target: { fresh: true } });
    await fresh.provider.start();
    expect(fresh.socket().config.auth.creds.registered).toBe(false);
    expect(await storedRows(connection.id)).toBe(0);
    await fresh.provider.stop();
  });

  it('resumes with the stored pairing, whatever the last status was', async () => {
    const { subject, connection } = await connected();
    await subject.provider.stop();
    const resumed = providerUnderTest(store, connection, { target: { paired: false } });
    await resumed.provider.start();
    expect(resumed.socket().config.auth.creds.registered).toBe(true);
    await resumed.provider.stop();
  });

  it('refuses to start when the stored pairing cannot be read with this server secret, and keeps it', async () => {
    const { subject, connection } = await connected();
    await subject.provider.stop();
    const otherSecret = new PgAuthStore(database.pool, new AuthCipher('another-secret-of-at-least-32-characters-long'));
    const misconfigured = providerUnderTest(otherSecret, connection, { target: { paired: true } });
    await expect(misconfigured.provider.start()).rejects.toMatchObject({ code: 'ERR_WAPP_NOT_INITIALIZED', message: /cannot be read/ });
    expect(misconfigured.sockets).toHaveLength(0);
    expect(await storedRows(connection.id)).toBeGreaterThan(0);
  });
});

describe('reconnecting', () => {
  it('reconnects a dropped connection with growing delays capped at a minute, reporting OPENING', async () => {
    const { subject } = await connected();
    for (let attempt = 0; attempt < 9; attempt += 1) {
      subject.socket().close(DisconnectReason.connectionLost);
      subject.clock.elapse();
    }
    // Half of each step is fixed, half random (0.5 here): 1 s, 2 s, 4 s … doubling, up to 60 s.
    expect(subject.clock.delays).toEqual([750, 1500, 3000, 6000, 12_000, 24_000, 45_000, 45_000, 45_000]);
    expect(Math.max(...subject.clock.delays)).toBeLessThanOrEqual(RECONNECT_CAP_MS);
    expect(subject.sockets).toHaveLength(10);
    expect(subject.statuses).toEqual(['OPENING', 'CONNECTED', 'OPENING']);
    await subject.provider.stop();
  });

  it('starts the delays over after a successful open', async () => {
    const { subject } = await connected();
    subject.socket().close(DisconnectReason.connectionClosed);
    subject.clock.elapse();
    subject.socket().close(DisconnectReason.connectionClosed);
    subject.clock.elapse();
    subject.socket().open();
    subject.socket().close(DisconnectReason.badSession);
    expect(subject.clock.delays).toEqual([750, 1500, 750]);
    expect(subject.statuses).toEqual(['OPENING', 'CONNECTED', 'OPENING', 'CONNECTED', 'OPENING']);
    await subject.provider.stop();
  });

  it('ignores what a replaced socket still says', async () => {
    const { subject } = await connected();
    const old = subject.socket();
    old.close(DisconnectReason.connectionLost);
    subject.clock.elapse();
    old.open();
    old.close(DisconnectReason.loggedOut);
    expect(subject.statuses).toEqual(['OPENING', 'CONNECTED', 'OPENING']);
    expect(subject.provider.connected).toBe(false);
    await subject.provider.stop();
  });
});

describe('ending', () => {
  it('logged out from the phone: pairing wiped, DISCONNECTED, no reconnection', async () => {
    const { subject, connection } = await connected();
    subject.socket().close(DisconnectReason.loggedOut);
    await vi.waitFor(() => expect(subject.statuses.at(-1)).toBe('DISCONNECTED'));
    expect(await storedRows(connection.id)).toBe(0);
    expect(subject.clock.pending()).toEqual([]);
    expect(subject.sockets).toHaveLength(1);
    await expect(subject.provider.send('5511987654321', { kind: 'text', body: 'olá' })).rejects.toMatchObject({
      code: 'ERR_WAPP_NOT_INITIALIZED',
    });
  });

  it('another client took the number: DISCONNECTED, pairing kept, no reconnection', async () => {
    const { subject, connection } = await connected();
    subject.socket().close(DisconnectReason.connectionReplaced);
    await vi.waitFor(() => expect(subject.statuses.at(-1)).toBe('DISCONNECTED'));
    expect(await storedRows(connection.id)).toBeGreaterThan(0);
    expect(subject.clock.pending()).toEqual([]);
  });

  it('stop closes the socket without logging out, keeps the pairing and cancels a pending reconnection', async () => {
    const { subject, connection } = await connected();
    subject.socket().close(DisconnectReason.connectionLost);
    subject.clock.elapse();
    await subject.provider.stop();
    expect(subject.socket().ended).toBe(true);
    expect(subject.socket().loggedOut).toBe(false);
    expect(await storedRows(connection.id)).toBeGreaterThan(0);
    expect(subject.statuses.at(-1)).toBe('OPENING');

    const waiting = (await connected()).subject;
    waiting.socket().close(DisconnectReason.connectionLost);
    await waiting.provider.stop();
    expect(waiting.clock.pending()).toEqual([]);
    expect(waiting.sockets).toHaveLength(1);
  });

  it('logout unlinks the device and wipes the pairing', async () => {
    const { subject, connection } = await connected();
    await subject.provider.logout();
    expect(subject.socket().loggedOut).toBe(true);
    expect(await storedRows(connection.id)).toBe(0);
    expect(subject.statuses).toEqual(['OPENING', 'CONNECTED']);
  });

  it('logout while reconnecting wipes the pairing without waiting for WhatsApp', async () => {
    const { subject, connection } = await connected();
    subject.socket().close(DisconnectReason.connectionLost);
    await subject.provider.logout();
    expect(await storedRows(connection.id)).toBe(0);
    expect(subject.clock.pending()).toEqual([]);
  });

  it('refuses every send until the socket is open', async () => {
    const subject = providerUnderTest(store, await database.newConnection());
    const text = { kind: 'text', body: 'olá' } as const;
    await expect(subject.provider.send('5511987654321', text)).rejects.toMatchObject({ code: 'ERR_WAPP_NOT_INITIALIZED' });
    await subject.provider.start();
    await expect(subject.provider.send('5511987654321', text)).rejects.toMatchObject({ code: 'ERR_WAPP_NOT_INITIALIZED' });
    await expect(subject.provider.markRead('5511987654321', ['X'])).rejects.toMatchObject({ code: 'ERR_WAPP_NOT_INITIALIZED' });
    await expect(subject.provider.checkNumber('5511987654321')).rejects.toMatchObject({ code: 'ERR_WAPP_NOT_INITIALIZED' });
    expect(await subject.provider.probe()).toBe(false);
    subject.socket().open();
    await expect(subject.provider.send('5511987654321', text)).resolves.toMatchObject({
      id: expect.stringMatching(/^3EB0FAKE/) as unknown,
    });
    await subject.provider.stop();
  });
});
