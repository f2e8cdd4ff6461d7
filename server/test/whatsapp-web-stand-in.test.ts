import type { ConnectionRecord } from '@balcao/shared';
import { initAuthCreds } from '@whiskeysockets/baileys';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthCipher } from '../src/modules/baileys/auth-cipher.ts';
import { PgAuthStore } from '../src/modules/baileys/auth-store.ts';
import { Whatsapp } from '../src/modules/connections/whatsapp.entity.ts';
import { loadOrCreateSecrets } from '../src/platform/secrets.ts';
import { forkForCompany } from '../src/platform/tenancy/tenant-filter.ts';
import { createCompany, createUser } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { HttpClient } from './http-client.ts';
import { WhatsAppWebStandIn } from './whatsapp-web-stand-in.ts';

let server: TestServer;
let whatsApp: WhatsAppWebStandIn;
let pool: pg.Pool;
let auth: PgAuthStore;
let admin: HttpClient;
let companyId: number;

beforeAll(async () => {
  // The stand-in links no device: every login is one WhatsApp no longer knows.
  whatsApp = await WhatsAppWebStandIn.start([]);
  server = await startTestServer({ BAILEYS_ENABLED: 'true', WA_WEB_SOCKET_URL: whatsApp.url });
  pool = new pg.Pool({ connectionString: server.database.url, max: 1 });
  auth = new PgAuthStore(pool, new AuthCipher(server.config.jwtSecret ?? (await loadOrCreateSecrets(server.dataDir)).jwtSecret));
  const company = await createCompany(server.db.em);
  companyId = company.id;
  const account = await createUser(server.db.em, company.id, { profile: 'admin' });
  admin = new HttpClient(server.url);
  await admin.login(account.user.email, account.password);
});

afterAll(async () => {
  await pool?.end();
  await server?.stop();
  await whatsApp?.close();
});

const statusOf = async (id: number) => (await admin.request<ConnectionRecord>('GET', `/whatsapp/${id}`)).body;

describe('WhatsApp (Baileys) connections against the WhatsApp Web stand-in', () => {
  it("a new connection registers as a new device and shows WhatsApp's QR code", async () => {
    const before = whatsApp.handshakes.length;
    const created = await admin.request<ConnectionRecord>('POST', '/whatsapp', { name: 'Vendas', provider: 'beta' });
    expect(created.status).toBe(200);
    await expect.poll(async () => (await statusOf(created.body.id)).status, { timeout: 15_000 }).toBe('qrcode');
    // The QR code carries the reference WhatsApp sent, then the device's keys.
    expect((await statusOf(created.body.id)).qrcode).toContain('stand-in-ref,');
    const [registration] = whatsApp.handshakes.slice(before);
    expect(registration?.answer).toBe('pair-device');
    expect(registration?.payload.devicePairingData).toBeTruthy();
    expect(whatsApp.problems).toEqual([]);
  });

  it('a device WhatsApp no longer links is logged out: DISCONNECTED, its pairing forgotten, a QR code on the next start', async () => {
    const em = forkForCompany(server.db.em, companyId);
    const row = em.create(Whatsapp, { companyId, name: 'Antigo', token: `stand-in-test-${Date.now()}`, provider: 'beta' });
    await em.flush();
    const creds = { ...initAuthCreds(), me: { id: '5511988880000:3@s.whatsapp.net', name: 'Antigo' } };
    await auth.writeCreds({ id: row.id, companyId }, creds);
    const before = whatsApp.handshakes.length;
    expect((await admin.request('POST', `/whatsappsession/${row.id}`)).status).toBe(200);
    await expect.poll(() => whatsApp.handshakes.slice(before).map(({ answer }) => answer)).toEqual(['failure']);
    await expect.poll(async () => (await statusOf(row.id)).status, { timeout: 15_000 }).toBe('DISCONNECTED');
    const login = whatsApp.handshakes[before];
    expect(String(login?.payload.username)).toBe('5511988880000');
    expect(login?.payload.device).toBe(3);
    await expect.poll(async () => (await pool.query('SELECT 1 FROM baileys_auth_keys WHERE whatsapp_id = $1', [row.id])).rowCount).toBe(0);
    // Started again, it registers as a new device.
    expect((await admin.request('POST', `/whatsappsession/${row.id}`)).status).toBe(200);
    await expect.poll(async () => (await statusOf(row.id)).status, { timeout: 15_000 }).toBe('qrcode');
    expect(whatsApp.handshakes.slice(before).map(({ answer }) => answer)).toEqual(['failure', 'pair-device']);
  });
});
