import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../test/http-client.ts';
import { spawnServer, type ServerProcess } from '../../../test/server-process.ts';

const COMMANDS = path.resolve(import.meta.dirname, '../../commands');
const ADMIN = { ADMIN_EMAIL: 'backup-admin@balcao.test', ADMIN_PASSWORD: 'Backup-Passw0rd' };
const BUSY = '5511990000003';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const folders: string[] = [];
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) {
    await server.stop();
  }
  for (const folder of folders) {
    await rm(folder, { recursive: true, force: true });
  }
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function folder(prefix: string): Promise<string> {
  const made = await mkdtemp(path.join(os.tmpdir(), prefix));
  await chmod(made, 0o755);
  folders.push(made);
  return made;
}

/** A server process on the embedded database of a data folder. */
async function serverOn(dataDir: string, port: number): Promise<ServerProcess> {
  const server = await spawnServer({ BALCAO_DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port), DATABASE_URL: '', ...ADMIN }, 120_000);
  servers.push(server);
  return server;
}

/** Runs `npm run <name>` as its own process: its exit code and what it printed. */
async function command(name: string, args: string[], environment: Record<string, string>) {
  return promisify(execFile)(process.execPath, [path.join(COMMANDS, `${name}.ts`), ...args], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...environment },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

/** What a super user sees of companies, tickets, their messages and files, through the API. */
async function snapshot(url: string) {
  const root = new HttpClient(url);
  await root.login(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
  const companies = (await root.request<{ id: number; name: string }[]>('GET', '/companies/list')).body.map(({ id, name }) => ({
    id,
    name,
  }));
  const listed = await root.request<{ tickets: { id: number; contact: { number: string }; lastMessage: string }[] }>(
    'GET',
    '/tickets?showAll=true&status=pending',
  );
  const tickets = listed.body.tickets.map(({ id, contact, lastMessage }) => ({ id, number: contact.number, lastMessage }));
  const messages: Record<number, { body: string; mediaUrl: string | null }[]> = {};
  const files: string[] = [];
  for (const ticket of tickets) {
    const page = await root.request<{ messages: { body: string; mediaUrl: string | null }[] }>('GET', `/messages/${ticket.id}`);
    messages[ticket.id] = page.body.messages.map(({ body, mediaUrl }) => ({ body, mediaUrl }));
    for (const { mediaUrl } of page.body.messages.filter((message) => message.mediaUrl)) {
      const file = await fetch(`${url}${mediaUrl ?? ''}`, { headers: { authorization: `Bearer ${root.token ?? ''}` } });
      files.push(`${file.status} ${Buffer.from(await file.arrayBuffer()).toString('base64')}`);
    }
  }
  return { companies, tickets, messages, files };
}

describe('backup and restore of the embedded database', () => {
  it('backs a running server up and restores it into an empty folder, where a server finds the same companies, tickets, messages and files', async () => {
    const original = await folder('balcao-backup-a-');
    const originalPort = await freePort();
    const running = await serverOn(original, originalPort);
    const root = new HttpClient(running.url);
    await root.login(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);

    const plans = await root.request<{ id: number }[]>('GET', '/plans/list');
    const company = await root.request('POST', '/companies', { name: 'Padaria Restaurada', planId: plans.body[0]?.id });
    expect(company.status, JSON.stringify(company.body)).toBeLessThan(300);
    const connection = await root.request<{ id: number }>('POST', '/whatsapp', { name: 'Balcão', provider: 'sandbox' });
    expect((await root.request('POST', `/sandbox/${connection.body.id}/scan`)).status).toBe(200);
    for (const [from, body, media] of [
      ['5511990000001', 'Quero um bolo', undefined],
      ['5511990000002', '', { filename: 'foto.png', mimetype: 'image/png', base64: PNG.toString('base64') }],
    ] as const) {
      const sent = await root.request('POST', `/sandbox/${connection.body.id}/inbound`, {
        from,
        name: 'Cliente',
        body,
        ...(media ? { media } : {}),
      });
      expect(sent.status).toBe(202);
    }
    await expect.poll(async () => (await snapshot(running.url)).files.length, { timeout: 30_000 }).toBe(1);
    const before = await snapshot(running.url);
    expect(before.companies.map((row) => row.name)).toContain('Padaria Restaurada');
    expect(before.tickets).toHaveLength(2);
    expect(before.files).toEqual([`200 ${PNG.toString('base64')}`]);

    // Online: the server keeps running (and answering) while the backup copies its database.
    const archive = path.join(await folder('balcao-backup-out-'), 'nightly.tar.gz');
    const environment = { BALCAO_DATA_DIR: original, EMBEDDED_PG_PORT: String(originalPort) };
    const backingUp = command('backup', ['--out', archive], environment);
    let finished = false;
    void backingUp.then(() => (finished = true));
    // Another contact writes all along: the copy is taken while rows are being written.
    const during: string[] = [];
    for (let index = 0; !finished && index < 60; index += 1) {
      const body = `Durante o backup ${index}`;
      const sent = await root.request('POST', `/sandbox/${connection.body.id}/inbound`, { from: BUSY, name: 'Cliente', body });
      expect(sent.status).toBe(202);
      during.push(body);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const backedUp = await backingUp;
    expect(during.length).toBeGreaterThan(0);
    expect(backedUp.stdout, backedUp.stderr).toContain(`Backup written to ${archive}`);
    expect(backedUp.stdout).toContain('1 media files');
    expect(await running.stop()).toBe(0);

    // Refused: a folder that holds anything.
    const busy = await folder('balcao-backup-busy-');
    await writeFile(path.join(busy, 'note.txt'), 'mine');
    const refused = await command('restore', [archive], { BALCAO_DATA_DIR: busy });
    expect([refused.code, refused.stderr]).toEqual([1, expect.stringContaining('is not empty')]);
    expect(await readdir(busy)).toEqual(['note.txt']);

    const restored = path.join(await folder('balcao-backup-b-'), 'data');
    const restoring = await command('restore', [archive], { BALCAO_DATA_DIR: restored });
    expect(restoring.stdout, restoring.stderr).toContain(`into ${restored}`);
    const again = await serverOn(restored, await freePort());
    const after = await snapshot(again.url);
    // The same companies, tickets, messages and files as before the backup…
    expect(after.companies).toEqual(before.companies);
    expect(after.tickets.filter((ticket) => ticket.number !== BUSY)).toEqual(before.tickets);
    expect(Object.fromEntries(before.tickets.map((ticket) => [ticket.id, after.messages[ticket.id]]))).toEqual(before.messages);
    expect(after.files).toEqual(before.files);
    // …and of what was written during the copy, only messages that were sent (as of the backup's stop point).
    const busyTicket = after.tickets.find((ticket) => ticket.number === BUSY);
    for (const message of busyTicket ? (after.messages[busyTicket.id] ?? []) : []) {
      expect(during).toContain(message.body);
    }
  }, 300_000);

  it('says why an archive is not a backup, and leaves the folder empty', async () => {
    const notBackup = path.join(await folder('balcao-backup-bad-'), 'bad.tar.gz');
    await writeFile(notBackup, 'not an archive');
    const target = path.join(await folder('balcao-backup-c-'), 'data');
    const failed = await command('restore', [notBackup], { BALCAO_DATA_DIR: target });
    expect([failed.code, failed.stderr]).toEqual([1, expect.stringContaining('is not a Balcão backup')]);
    expect(await readdir(target)).toEqual([]);
  });
});
