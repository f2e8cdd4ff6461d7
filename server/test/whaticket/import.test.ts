import { rm } from 'node:fs/promises';
import type { ConnectionRecord, ConnectionSession } from '@balcao/shared';
import { BufferJSON, initAuthCreds } from '@whiskeysockets/baileys';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthCipher } from '../../src/modules/baileys/auth-cipher.ts';
import { PgAuthStore } from '../../src/modules/baileys/auth-store.ts';
import { FieldCipher } from '../../src/platform/crypto/field-cipher.ts';
import { jsonContentContext } from '../../src/modules/queue-integrations/queue-integrations.service.ts';
import { loadOrCreateSecrets } from '../../src/platform/secrets.ts';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../harness.ts';
import { HttpClient } from '../http-client.ts';
import { collect, connectSocket } from '../socket-client.ts';
import { WhatsAppWebStandIn } from '../whatsapp-web-stand-in.ts';
import { expectAroundTheInbox, expectAroundTheInboxCounts } from './around-the-inbox-checks.ts';
import { countsOf, makePublicFolder, runImportCommand } from './import-command.ts';
import { DIALOGFLOW_JSON } from './reference-seed-around.ts';
import { ADMIN_EMAIL, AGENT_EMAIL, buildReferenceSchema, LATE_EMAIL, OLD_PASSWORD, PNG, SEEDED, seedReference } from './reference-seed.ts';

let server: TestServer;
let reference: TestDatabase;
let publicFolder: string;
let whatsApp: WhatsAppWebStandIn;
/** The linked device Whaticket ran: number 5511999990000, device 7. */
const DEVICE = { user: '5511999990000', device: 7, jid: '5511999990000:7@s.whatsapp.net', lid: '190000000000007@lid' };
const creds = { ...initAuthCreds(), me: { id: DEVICE.jid, name: 'Comercial' } };

function runImport(...extra: string[]) {
  return runImportCommand(server, reference.url, publicFolder, ...extra);
}

beforeAll(async () => {
  reference = await createTestDatabase({ migrated: false });
  await buildReferenceSchema(reference.url);
  await seedReference(
    reference.url,
    JSON.stringify({ creds, keys: { preKeys: { '1': { public: Buffer.from('pk'), private: Buffer.from('sk') } } } }, BufferJSON.replacer),
  );
  publicFolder = await makePublicFolder();
  // WhatsApp, as far as a session start goes: it links the device with the noise key Whaticket stored.
  whatsApp = await WhatsAppWebStandIn.start([{ jid: DEVICE.jid, noiseKey: creds.noiseKey.public, lid: DEVICE.lid }]);
  server = await startTestServer({ BAILEYS_ENABLED: 'true', WA_WEB_SOCKET_URL: whatsApp.url });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await whatsApp?.close();
  await reference?.drop();
  await rm(publicFolder, { recursive: true, force: true });
});

describe('importing a reference (Whaticket) database', () => {
  it('a dry run reports what a run would write and writes nothing', async () => {
    const { stdout } = await runImport('--dry-run');
    const counts = countsOf(stdout);
    expect(stdout).toMatch(/^Dry run/);
    expect(counts['Messages']).toMatchObject({ read: SEEDED.Messages, written: SEEDED.Messages });
    const root = new HttpClient(server.url);
    expect((await root.request('POST', '/auth/login', { email: AGENT_EMAIL, password: OLD_PASSWORD })).status).toBe(401);
  }, 120_000);

  it('moves every seeded row, and the report counts match the seed', async () => {
    const { stdout } = await runImport();
    const counts = countsOf(stdout);
    for (const [table, rows] of Object.entries(SEEDED)) {
      expect(counts[table]?.read, table).toBe(rows);
    }
    expect(counts['Companies']).toMatchObject({ written: 2 });
    expect(counts['Users']).toMatchObject({ written: 3 });
    expect(counts['Contacts']).toMatchObject({ written: 3 });
    expect(counts['Tickets']).toMatchObject({ written: 3 });
    expect(counts['Messages']).toMatchObject({ written: 5, skipped: 0 });
    expect(counts['Settings']).toMatchObject({ written: 1, skipped: 1 });
    expect(stdout).toContain('media file not found in the --media folder: imported without it');
    expect(counts['QuickMessages']).toMatchObject({ written: 2 });
    // A queue that runs no bot has nothing to import there: read, and not reported as skipped.
    expect(counts['Queues.bots']).toMatchObject({ written: 1, skipped: 0 });
    expect(stdout).toContain('nothing to write 1: runs no prompt or integration');
    expectAroundTheInboxCounts(counts, stdout);
  }, 120_000);

  it('a migrated user signs in with the old password and sees tickets, messages in order and media', async () => {
    const agent = new HttpClient(server.url);
    const session = await agent.login(AGENT_EMAIL, OLD_PASSWORD);
    expect(session.user.company?.name).toBe('Acme Atendimento');
    const open = await agent.request<{ tickets: { id: number; contact: { name: string }; tags: { name: string }[] }[] }>(
      'GET',
      '/tickets?status=open',
    );
    expect(open.body.tickets.map((ticket) => ticket.contact.name)).toEqual(['Maria']);
    expect(open.body.tickets[0]?.tags.map((tag) => tag.name)).toEqual(['VIP']);
    const pending = await agent.request<{ tickets: { contact: { name: string } }[] }>('GET', '/tickets?status=pending');
    // The contact without a name is shown by its number.
    expect(pending.body.tickets.map((ticket) => ticket.contact.name)).toEqual(['5511900000002']);
    const ticketId = open.body.tickets[0]?.id ?? 0;
    const page = await agent.request<{
      messages: { body: string; fromMe: boolean; mediaUrl: string | null; quotedMsg: { body: string } | null }[];
    }>('GET', `/messages/${ticketId}`);
    expect(page.body.messages.map((message) => message.body)).toEqual(['Bom dia', 'Bom dia! Como posso ajudar?', 'Segue a foto']);
    expect(page.body.messages[1]?.quotedMsg?.body).toBe('Bom dia');
    const media = page.body.messages[2]?.mediaUrl ?? '';
    const file = await fetch(`${server.url}${media}`, { headers: { authorization: `Bearer ${agent.token ?? ''}` } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    // The agent's own quick message and the company's.
    const quick = await agent.request<{ shortcode: string }[]>('GET', '/quick-messages/list');
    expect(quick.body.map((record) => record.shortcode)).toEqual(['oi', 'pix']);
    // Signed in once, the hash is Balcão's own and the old password still works.
    expect(await passwordHashOf(AGENT_EMAIL)).toMatch(/^scrypt\$/);
    await new HttpClient(server.url).login(AGENT_EMAIL, OLD_PASSWORD);
  });

  it('schedules, campaigns, invoices, prompts, file lists, announcements, helps and internal chats arrive as the admin knew them', async () => {
    const admin = new HttpClient(server.url);
    await admin.login(ADMIN_EMAIL, OLD_PASSWORD);
    await expectAroundTheInbox(admin);
  });

  it('a company past its due date arrives with that date, and is held to it', async () => {
    const root = new HttpClient(server.url);
    await root.login(server.config.adminEmail ?? '', server.config.adminPassword ?? '');
    const companies = await root.request<{ name: string; dueDate: string | null }[]>('GET', '/companies/list');
    expect(companies.body.find((company) => company.name === 'Late Ltda')?.dueDate).toMatch(/^2020-01-31/);
    // Its owner signs in with the old password, and is sent to pay: every other route answers 402.
    const owner = new HttpClient(server.url);
    await owner.login(LATE_EMAIL, OLD_PASSWORD);
    const tickets = await owner.request<{ error: string }>('GET', '/tickets?status=open');
    expect(tickets.status).toBe(402);
    expect(tickets.body.error).toBe('ERR_SUBSCRIPTION_EXPIRED');
  });

  it('the connection keeps its WhatsApp credentials, so it starts without a new QR code', async () => {
    await withStoredAuthOfComercial(async (stored) => {
      expect(Buffer.from(stored.state.creds.noiseKey.public).equals(Buffer.from(creds.noiseKey.public))).toBe(true);
      expect(Object.keys(await stored.state.keys.get('pre-key', ['1']))).toEqual(['1']);
    });
  });

  it("Dialogflow's credentials are sealed under the server's secret, as its dialog seals them", async () => {
    const pool = new pg.Pool({ connectionString: server.database.url, max: 1 });
    try {
      const { rows } = await pool.query<{ id: number; json_content_sealed: string }>(
        `SELECT id, json_content_sealed FROM queue_integrations WHERE type = 'dialogflow'`,
      );
      const secrets = await loadOrCreateSecrets(server.dataDir);
      const cipher = new FieldCipher(server.config.jwtSecret ?? secrets.jwtSecret);
      expect(rows[0]?.json_content_sealed).toMatch(/^v1:/);
      expect(cipher.decrypt(rows[0]?.json_content_sealed ?? '', jsonContentContext(rows[0]?.id ?? 0))).toBe(DIALOGFLOW_JSON);
    } finally {
      await pool.end();
    }
  });

  it('a second run writes nothing', async () => {
    const { stdout } = await runImport();
    const counts = countsOf(stdout);
    for (const [table, rows] of Object.entries(SEEDED)) {
      expect(counts[table]?.written, table).toBe(0);
      expect(counts[table]?.read, table).toBe(rows);
    }
    expect(counts['Messages']).toMatchObject({ already: SEEDED.Messages });
    expect(counts['Queues.bots']).toMatchObject({ already: 1, skipped: 0 });
  }, 120_000);

  it('the migrated connection, started from the Connections screen, logs in to WhatsApp with its imported credentials: no QR code', async () => {
    const admin = new HttpClient(server.url);
    const { user } = await admin.login(ADMIN_EMAIL, OLD_PASSWORD);
    const socket = await connectSocket(server.url, admin.token ?? '');
    try {
      const updates = collect<{ session: ConnectionSession }>(socket, `company-${user.companyId}-whatsappSession`);
      const { body: connections } = await admin.request<ConnectionRecord[]>('GET', '/whatsapp');
      const id = connections.find((connection) => connection.name === 'Comercial')?.id ?? 0;
      expect((await admin.request('POST', `/whatsappsession/${id}`)).status).toBe(200);
      await expect
        .poll(async () => (await admin.request<ConnectionRecord>('GET', `/whatsapp/${id}`)).body.status, { timeout: 15_000 })
        .toBe('CONNECTED');
      // WhatsApp saw one login (not a registration) of the imported device, under the imported noise key.
      expect(whatsApp.handshakes.map(({ answer }) => answer)).toEqual(['success']);
      const login = whatsApp.handshakes[0];
      expect(String(login?.payload.username)).toBe(DEVICE.user);
      expect(login?.payload.device).toBe(DEVICE.device);
      expect(login?.payload.passive).toBe(true);
      expect(login?.payload.devicePairingData).toBeFalsy();
      expect(login?.noiseKey.equals(Buffer.from(creds.noiseKey.public))).toBe(true);
      expect(whatsApp.problems).toEqual([]);
      // Balcão went from opening to connected and never showed a QR code.
      await expect.poll(() => updates.map(({ session }) => session.status).at(-1)).toBe('CONNECTED');
      expect(updates.filter(({ session }) => session.qrcode !== '' || session.status === 'qrcode')).toEqual([]);
      expect((await admin.request<ConnectionRecord>('GET', `/whatsapp/${id}`)).body.qrcode).toBe('');
    } finally {
      socket.close();
    }
  });

  it('a run after the connection started in Balcão leaves the keys WhatsApp gave it since', async () => {
    // Logging in taught Balcão the device's LID (WhatsApp's success answer); the reference's copy never had it.
    await expect.poll(() => withStoredAuthOfComercial(({ state }) => state.creds.me?.lid), { timeout: 10_000 }).toBe(DEVICE.lid);
    const { stdout } = await runImport();
    expect(countsOf(stdout)['Whatsapps.session']).toMatchObject({ written: 0, already: 1 });
    expect(await withStoredAuthOfComercial(({ state }) => state.creds.me?.lid)).toBe(DEVICE.lid);
  }, 120_000);
});

/** The stored WhatsApp auth of the imported connection 'Comercial', as the server reads it. */
async function withStoredAuthOfComercial<T>(read: (stored: Awaited<ReturnType<PgAuthStore['open']>>) => T | Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: server.database.url, max: 1 });
  try {
    const { rows } = await pool.query<{ id: number; company_id: number }>(`SELECT id, company_id FROM whatsapps WHERE name = 'Comercial'`);
    const secrets = await loadOrCreateSecrets(server.dataDir);
    const auth = new PgAuthStore(pool, new AuthCipher(server.config.jwtSecret ?? secrets.jwtSecret));
    const stored = await auth.open({ id: rows[0]?.id ?? 0, companyId: rows[0]?.company_id ?? 0 });
    try {
      return await read(stored);
    } finally {
      await stored.close();
    }
  } finally {
    await pool.end();
  }
}

async function passwordHashOf(email: string): Promise<string> {
  const pool = new pg.Pool({ connectionString: server.database.url, max: 1 });
  try {
    const { rows } = await pool.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [email]);
    return rows[0]?.password_hash ?? '';
  } finally {
    await pool.end();
  }
}
