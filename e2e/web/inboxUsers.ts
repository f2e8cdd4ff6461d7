import { randomBytes, scrypt } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The password format of the server: scrypt$N$r$p$salt$key (base64). */
export function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const [N, r, p] = [2 ** 15, 8, 1];
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, 64, { N, r, p, maxmem: 128 * 1024 * 1024 }, (error, key) => {
      if (error) {
        reject(error);
      } else {
        resolve(['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$'));
      }
    });
  });
}

/** The data folder of the server Playwright started (named after the runner's pid; else the newest one). */
export async function e2eDataDir(): Promise<string> {
  // Workers are children of the Playwright process that named the folder; global setup runs in it.
  for (const pid of [process.ppid, process.pid]) {
    const own = path.join(os.tmpdir(), `balcao-e2e-${pid}`);
    if (await stat(own).catch(() => null)) {
      return own;
    }
  }
  const names = (await readdir(os.tmpdir())).filter((name) => name.startsWith('balcao-e2e-'));
  const dated = await Promise.all(names.map(async (name) => ({ name, at: (await stat(path.join(os.tmpdir(), name))).mtimeMs })));
  const newest = dated.sort((a, b) => b.at - a.at)[0];
  if (!newest) {
    throw new Error('No e2e data folder found');
  }
  return path.join(os.tmpdir(), newest.name);
}

export type Attendant = { id: number; name: string; email: string; password: string };

/**
 * Adds attendants (profile user) to a company straight in the database: the product has no users
 * API yet. Each joins the given queues.
 */
/** A client of the end-to-end server's embedded PostgreSQL, for the rows no API makes (yet). */
export async function e2eDatabase(): Promise<pg.Client> {
  const secrets = JSON.parse(await readFile(path.join(await e2eDataDir(), 'secrets.json'), 'utf8')) as { embeddedPgPassword: string };
  const port = Number(process.env['E2E_PORT'] ?? 8765) + 1;
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: secrets.embeddedPgPassword, database: 'balcao' });
  await client.connect();
  return client;
}

export async function createAttendants(
  companyId: number,
  people: { name: string; email: string; queueIds: number[] }[],
): Promise<Attendant[]> {
  const client = await e2eDatabase();
  try {
    const created: Attendant[] = [];
    for (const person of people) {
      const password = `Att-${randomBytes(6).toString('hex')}-9`;
      const inserted = await client.query<{ id: number }>(
        `insert into users (company_id, name, email, password_hash, profile) values ($1, $2, $3, $4, 'user') returning id`,
        [companyId, person.name, person.email, await hashPassword(password)],
      );
      const id = Number(inserted.rows[0]?.id);
      for (const queueId of person.queueIds) {
        await client.query('insert into user_queues (company_id, user_id, queue_id) values ($1, $2, $3)', [companyId, id, queueId]);
      }
      created.push({ id, name: person.name, email: person.email, password });
    }
    return created;
  } finally {
    await client.end();
  }
}
