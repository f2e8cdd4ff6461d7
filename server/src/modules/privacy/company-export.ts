import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/http/app-error.ts';
import { slicesById } from '../../platform/records/slices-by-id.ts';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Company } from '../companies/company.entity.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { MediaFile } from '../media/media-file.entity.ts';
import type { MediaService } from '../media/media.service.ts';
import { Message } from '../messages/message.entity.ts';
import { TicketNote } from '../ticket-notes/ticket-note.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { User } from '../users/user.entity.ts';
import { mediaPath } from './contact-export.ts';
import type { ZipEntry } from './zip-stream.ts';

const PAGE = 500;

type Paged = typeof Contact | typeof Ticket | typeof Message | typeof TicketNote | typeof MediaFile;

/** Every row of one of the company's tables, a page at a time (a fresh identity map per page), by id. */
async function* rowsOf<T extends { id: number | string }>(rootEm: EntityManager, companyId: number, entity: Paged): AsyncGenerator<T> {
  const pages = slicesById<T['id'], T>(PAGE, async (after, limit) => {
    const em = forkForCompany(rootEm, companyId);
    const where = after === undefined ? {} : { id: { $gt: after } };
    return (await em.find(entity as never, where, { orderBy: { id: 'asc' } as never, limit })) as unknown as T[];
  });
  for await (const page of pages) {
    yield* page;
  }
}

/** The named fields of a row, in that order (an export names what it keeps: never a password hash or a secret). */
function pick<T, K extends keyof T>(row: T, fields: readonly K[]): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, row[field]])) as Pick<T, K>;
}

/** A table written as JSON lines: its file in the zip, and the fields each line keeps. */
type Table = { name: string; entity: Paged; fields: readonly string[] };
const table = <T extends { id: number | string }>(name: string, entity: Paged, fields: readonly (keyof T & string)[]): Table => ({
  name,
  entity,
  fields,
});

const TABLES: readonly Table[] = [
  table<Contact>('contacts.jsonl', Contact, ['id', 'name', 'number', 'email', 'createdAt']),
  table<Ticket>('tickets.jsonl', Ticket, ['id', 'contactId', 'status', 'queueId', 'userId', 'createdAt', 'closedAt']),
  table<Message>('messages.jsonl', Message, ['id', 'ticketId', 'contactId', 'fromMe', 'body', 'mediaType', 'mediaId', 'sentAt']),
  table<TicketNote>('notes.jsonl', TicketNote, ['id', 'ticketId', 'contactId', 'userId', 'note', 'createdAt']),
];

/** A table as JSON lines, written while the zip is sent. */
function jsonLines(rootEm: EntityManager, companyId: number, { entity, fields }: Table) {
  return () =>
    Promise.resolve(
      Readable.from(
        (async function* () {
          for await (const row of rowsOf<Record<string, unknown> & { id: number }>(rootEm, companyId, entity)) {
            yield `${JSON.stringify(pick(row, fields))}\n`;
          }
        })(),
      ),
    );
}

/**
 * A whole company's data for a super user (portability, or a company leaving the platform): the
 * company, its users (never their password hashes or secrets), contacts, tickets, messages and notes
 * as JSON lines, and every media file. Streamed: nothing is held whole in memory.
 */
export async function companyExport(rootEm: EntityManager, media: MediaService, companyId: number): Promise<AsyncIterable<ZipEntry>> {
  const company = await forkUnscoped(rootEm).findOne(Company, { id: companyId });
  if (!company) {
    throw new AppError('ERR_NO_COMPANY_FOUND', { message: 'No company found with this ID' });
  }
  const users = await forkForCompany(rootEm, companyId).find(User, {}, { orderBy: { id: 'asc' } });
  return (async function* () {
    yield { name: 'company.json', text: `${JSON.stringify(pick(company, ['id', 'name', 'email', 'phone', 'createdAt']), null, 2)}\n` };
    yield {
      name: 'users.json',
      text: `${JSON.stringify(
        users.map((user) => pick(user, ['id', 'name', 'email', 'profile', 'createdAt'])),
        null,
        2,
      )}\n`,
    };
    for (const exported of TABLES) {
      yield { name: exported.name, open: jsonLines(rootEm, companyId, exported) };
    }
    for await (const file of rowsOf<MediaFile>(rootEm, companyId, MediaFile)) {
      yield { name: mediaPath(file), open: () => media.bytesOf(file) };
    }
  })();
}
