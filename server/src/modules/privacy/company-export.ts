import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/http/app-error.ts';
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
  let after: number | string | undefined;
  for (;;) {
    const em = forkForCompany(rootEm, companyId);
    const where = after === undefined ? {} : { id: { $gt: after } };
    const page = (await em.find(entity as never, where, { orderBy: { id: 'asc' } as never, limit: PAGE })) as unknown as T[];
    yield* page;
    if (page.length < PAGE) {
      return;
    }
    after = page[page.length - 1]?.id;
  }
}

/** A table as JSON lines, written while the zip is sent. */
function jsonLines<T extends { id: number | string }>(rootEm: EntityManager, companyId: number, entity: Paged, pick: (row: T) => unknown) {
  return () =>
    Promise.resolve(
      Readable.from(
        (async function* () {
          for await (const row of rowsOf<T>(rootEm, companyId, entity)) {
            yield `${JSON.stringify(pick(row))}\n`;
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
    yield {
      name: 'company.json',
      text: `${JSON.stringify({ id: company.id, name: company.name, email: company.email, phone: company.phone, createdAt: company.createdAt }, null, 2)}\n`,
    };
    yield {
      name: 'users.json',
      text: `${JSON.stringify(
        users.map((user) => ({ id: user.id, name: user.name, email: user.email, profile: user.profile, createdAt: user.createdAt })),
        null,
        2,
      )}\n`,
    };
    yield {
      name: 'contacts.jsonl',
      open: jsonLines<Contact>(rootEm, companyId, Contact, (row) => ({
        id: row.id,
        name: row.name,
        number: row.number,
        email: row.email,
        createdAt: row.createdAt,
      })),
    };
    yield {
      name: 'tickets.jsonl',
      open: jsonLines<Ticket>(rootEm, companyId, Ticket, (row) => ({
        id: row.id,
        contactId: row.contactId,
        status: row.status,
        queueId: row.queueId,
        userId: row.userId,
        createdAt: row.createdAt,
        closedAt: row.closedAt,
      })),
    };
    yield {
      name: 'messages.jsonl',
      open: jsonLines<Message>(rootEm, companyId, Message, (row) => ({
        id: row.id,
        ticketId: row.ticketId,
        contactId: row.contactId,
        fromMe: row.fromMe,
        body: row.body,
        mediaType: row.mediaType,
        mediaId: row.mediaId,
        sentAt: row.sentAt,
      })),
    };
    yield {
      name: 'notes.jsonl',
      open: jsonLines<TicketNote>(rootEm, companyId, TicketNote, (row) => ({
        id: row.id,
        ticketId: row.ticketId,
        contactId: row.contactId,
        userId: row.userId,
        note: row.note,
        createdAt: row.createdAt,
      })),
    };
    for await (const file of rowsOf<MediaFile>(rootEm, companyId, MediaFile)) {
      yield { name: mediaPath(file), open: () => media.bytesOf(file) };
    }
  })();
}
