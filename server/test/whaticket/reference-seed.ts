import { readFile } from 'node:fs/promises';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import pg from 'pg';
import { seedAroundTheInbox, SEEDED_AROUND_THE_INBOX } from './reference-seed-around.ts';

export const OLD_PASSWORD = 'Old-Passw0rd';
export const AGENT_EMAIL = 'agent@acme.test';
export const LATE_EMAIL = 'owner@late.test';
/** The admin of the first company: the screens around the inbox (campaigns, prompts…) are admins'. */
export const ADMIN_EMAIL = 'manager@acme.test';
/** A file of the reference's public folder that the seed's image message names. */
export const PRESENT_FILE = '1700000000000_photo.png';
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The opening hours of the seed's queue (a JSON column: jsonb on PostgreSQL, checked text on MariaDB). */
export const QUEUE_HOURS = [{ weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' }];

/** Rows the seed puts in each table the import reads (what the report must count as read). */
export const SEEDED = {
  Plans: 1,
  Companies: 2,
  Settings: 2,
  Queues: 2,
  QueueOptions: 2,
  Whatsapps: 1,
  WhatsappQueues: 1,
  Users: 3,
  UserQueues: 1,
  Contacts: 3,
  ContactCustomFields: 1,
  Tags: 1,
  Tickets: 3,
  TicketTags: 1,
  Messages: 5,
  TicketNotes: 1,
  QuickMessages: 2,
  ...SEEDED_AROUND_THE_INBOX,
};

/** Builds the reference schema (reference-schema.sql) in an empty database. */
export async function buildReferenceSchema(url: string): Promise<void> {
  const sql = await readFile(path.join(import.meta.dirname, 'reference-schema.sql'), 'utf8');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs one statement on the reference database; `?` are its parameters, in order. */
export type SeedQuery = (sql: string, values?: unknown[]) => Promise<unknown>;

/** `?` placeholders as PostgreSQL's `$1`, `$2`… (a `?` inside a quoted text stays). */
export function numberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/'(?:[^']|'')*'|\?/g, (match) => (match === '?' ? `$${++n}` : match));
}

/** Seeds a PostgreSQL reference database (reference-schema.sql) with `seedRows`. */
export async function seedReference(url: string, session: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET TIME ZONE 'UTC'`);
    await seedRows((sql, values = []) => client.query(numberedPlaceholders(sql), values), session);
  } finally {
    await client.end();
  }
}

/**
 * A small reference database with the edge cases a migration meets: a company past its due date, a
 * contact without a name, a queue that runs no bot, a message whose media file is gone, a ticket whose user was deleted, a reply
 * quoting an earlier message, stored WhatsApp credentials; then the tables around the inbox (schedules,
 * campaigns, invoices, prompts, file lists, internal chats…), each with a row that cannot move as it is.
 * Plain SQL that PostgreSQL and MySQL (in ANSI_QUOTES mode) both run; times are UTC.
 */
export async function seedRows(q: SeedQuery, session: string): Promise<void> {
  const hash = bcrypt.hashSync(OLD_PASSWORD, 4);
  await q(
    `INSERT INTO "Plans" (id, name, users, connections, queues, value, "createdAt", "updatedAt") VALUES (1, 'Plano Ouro', 10, 3, 5, 99.9, now(), now())`,
  );
  await q(`INSERT INTO "Companies" (id, name, email, "planId", status, "dueDate", recurrence, "createdAt", "updatedAt") VALUES
    (1, 'Acme Atendimento', 'acme@acme.test', 1, true, '2099-01-31', 'MENSAL', now(), now()),
    (2, 'Late Ltda', 'late@late.test', 1, true, '2020-01-31', '', now(), now())`);
  await q(`INSERT INTO "Settings" (id, "key", value, "companyId", "createdAt", "updatedAt") VALUES
    (1, 'userRating', 'enabled', 1, now(), now()), (2, 'somethingOnlyTheReferenceHas', 'x', 1, now(), now())`);
  await q(
    `INSERT INTO "Queues" (id, name, color, "greetingMessage", schedules, "companyId", "createdAt", "updatedAt") VALUES
    (1, 'Vendas', '#FF0000', 'Olá!', ?, 1, now(), now()), (2, 'Suporte', '#0000FF', '', '[]', 2, now(), now())`,
    [JSON.stringify(QUEUE_HOURS)],
  );
  await q(`INSERT INTO "QueueOptions" (id, title, message, "option", "queueId", "parentId", "createdAt", "updatedAt") VALUES
    (1, 'Planos', 'Nossos planos', '1', 1, NULL, now(), now()), (2, 'Ouro', 'O plano ouro', '1', 1, 1, now(), now())`);
  await q(
    `INSERT INTO "Whatsapps" (id, name, status, session, "isDefault", "companyId", token, "createdAt", "updatedAt") VALUES
    (1, 'Comercial', 'CONNECTED', ?, true, 1, 'reference-api-token-0123456789', now(), now())`,
    [session],
  );
  await q(`INSERT INTO "WhatsappQueues" ("whatsappId", "queueId", "createdAt", "updatedAt") VALUES (1, 1, now(), now())`);
  await q(
    `INSERT INTO "Users" (id, name, email, "passwordHash", profile, "companyId", "createdAt", "updatedAt") VALUES
    (1, 'Agente', ?, ?, 'user', 1, now(), now()), (2, 'Dono', ?, ?, 'admin', 2, now(), now()),
    (3, 'Gone', 'gone@acme.test', ?, 'user', 1, now(), now()), (4, 'Gerente', ?, ?, 'admin', 1, now(), now())`,
    [AGENT_EMAIL, hash, LATE_EMAIL, hash, hash, ADMIN_EMAIL, hash],
  );
  await q(`INSERT INTO "UserQueues" ("userId", "queueId", "createdAt", "updatedAt") VALUES (1, 1, now(), now()), (3, 1, now(), now())`);
  await q(`INSERT INTO "Contacts" (id, name, number, "companyId", "createdAt", "updatedAt") VALUES
    (1, 'Maria', '5511900000001', 1, now(), now()), (2, '', '5511900000002', 1, now(), now()), (3, 'José', '5511900000003', 1, now(), now())`);
  await q(
    `INSERT INTO "ContactCustomFields" (id, name, value, "contactId", "createdAt", "updatedAt") VALUES (1, 'CPF', '123', 1, now(), now())`,
  );
  await q(
    `INSERT INTO "Tags" (id, name, color, "companyId", kanban, "createdAt", "updatedAt") VALUES (1, 'VIP', '#00FF00', 1, 1, now(), now())`,
  );
  await q(`INSERT INTO "Tickets" (id, status, "lastMessage", "contactId", "userId", "whatsappId", "queueId", "companyId", "createdAt", "updatedAt") VALUES
    (1, 'open', 'Segue a foto', 1, 1, 1, 1, 1, '2024-05-01 10:00:00', '2024-05-01 10:05:00'),
    (2, 'pending', 'Oi', 2, NULL, 1, 1, 1, '2024-05-02 10:00:00', '2024-05-02 10:00:00'),
    (3, 'closed', 'Tchau', 3, 3, 1, 1, 1, '2024-05-03 10:00:00', '2024-05-03 11:00:00')`);
  // The user of ticket 3 is deleted, as the reference deletes one (its tickets keep no user).
  await q(`DELETE FROM "UserQueues" WHERE "userId" = 3`);
  await q(`DELETE FROM "Users" WHERE id = 3`);
  await q(`INSERT INTO "TicketTags" ("ticketId", "tagId", "createdAt", "updatedAt") VALUES (1, 1, now(), now())`);
  await q(
    `INSERT INTO "Messages" (id, body, ack, "read", "mediaType", "mediaUrl", "ticketId", "fromMe", "contactId", "quotedMsgId", "companyId", "createdAt", "updatedAt") VALUES
    ('3EB0AAA1', 'Bom dia', 3, true, 'conversation', NULL, 1, false, 1, NULL, 1, '2024-05-01 10:00:00', '2024-05-01 10:00:00'),
    ('3EB0AAA2', 'Bom dia! Como posso ajudar?', 2, true, 'extendedTextMessage', NULL, 1, true, NULL, '3EB0AAA1', 1, '2024-05-01 10:01:00', '2024-05-01 10:01:00'),
    ('3EB0AAA3', 'Segue a foto', 3, true, 'image', ?, 1, false, 1, NULL, 1, '2024-05-01 10:05:00', '2024-05-01 10:05:00'),
    ('3EB0BBB1', 'Oi', 0, false, 'audio', '1700000000001_gone.ogg', 2, false, 2, NULL, 1, '2024-05-02 10:00:00', '2024-05-02 10:00:00'),
    ('3EB0CCC1', 'Tchau', 3, true, 'chat', NULL, 3, false, 3, NULL, 1, '2024-05-03 10:00:00', '2024-05-03 10:00:00')`,
    [PRESENT_FILE],
  );
  await q(`INSERT INTO "QuickMessages" (id, shortcode, message, "companyId", "userId", "createdAt", "updatedAt") VALUES
    (1, 'oi', 'Olá, tudo bem?', 1, 1, now(), now()), (2, 'pix', 'Nossa chave pix', 1, NULL, now(), now())`);
  await q(
    `INSERT INTO "TicketNotes" (id, note, "userId", "contactId", "ticketId", "createdAt", "updatedAt") VALUES (1, 'Cliente antigo', 1, 1, 1, now(), now())`,
  );
  await seedAroundTheInbox(q);
}
