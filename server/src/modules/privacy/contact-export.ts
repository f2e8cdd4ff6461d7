import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/http/app-error.ts';
import { ContactCustomField } from '../contacts/contact-custom-field.entity.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { MediaFile } from '../media/media-file.entity.ts';
import type { MediaService } from '../media/media.service.ts';
import { Message } from '../messages/message.entity.ts';
import { TicketNote } from '../ticket-notes/ticket-note.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { zipName, type ZipEntry } from './zip-stream.ts';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The path of a media file inside an export. */
export function mediaPath(media: Pick<MediaFile, 'id' | 'filename'>): string {
  return `media/${media.id}-${zipName(media.filename)}`;
}

/**
 * One contact's data (LGPD access request): profile.json (with custom fields), tickets.json,
 * messages.json (each with its media's path in the zip), notes.json and the media files. Rows are
 * read before the first byte goes out; the files are streamed one by one.
 */
export async function contactExport(em: EntityManager, media: MediaService, contactId: number): Promise<Iterable<ZipEntry>> {
  const contact = await em.findOne(Contact, { id: contactId });
  if (!contact) {
    throw new AppError('ERR_NO_CONTACT_FOUND', { message: 'No contact found with this ID' });
  }
  const fields = await em.find(ContactCustomField, { contactId }, { orderBy: { id: 'asc' } });
  const tickets = await em.find(Ticket, { contactId }, { orderBy: { id: 'asc' } });
  const ticketIds = tickets.map((ticket) => ticket.id);
  const messages = await em.find(
    Message,
    { $or: [{ contactId }, { ticketId: { $in: ticketIds } }] },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  const notes = await em.find(TicketNote, { contactId }, { orderBy: { id: 'asc' } });
  const mediaIds = [...new Set(messages.flatMap((message) => (message.mediaId ? [message.mediaId] : [])))];
  const files = mediaIds.length > 0 ? await em.find(MediaFile, { id: { $in: mediaIds } }) : [];
  const fileById = new Map(files.map((file) => [file.id, file]));

  const documents: ZipEntry[] = [
    {
      name: 'profile.json',
      text: json({
        id: contact.id,
        name: contact.name,
        number: contact.number,
        email: contact.email,
        lid: contact.lid,
        profilePicUrl: contact.profilePicUrl,
        createdAt: contact.createdAt,
        updatedAt: contact.updatedAt,
        extraInfo: fields.map((field) => ({ name: field.name, value: field.value })),
      }),
    },
    {
      name: 'tickets.json',
      text: json(
        tickets.map((ticket) => ({
          id: ticket.id,
          status: ticket.status,
          queueId: ticket.queueId,
          userId: ticket.userId,
          whatsappId: ticket.whatsappId,
          createdAt: ticket.createdAt,
          closedAt: ticket.closedAt,
        })),
      ),
    },
    {
      name: 'messages.json',
      text: json(
        messages.map((message) => {
          const file = message.mediaId ? fileById.get(message.mediaId) : undefined;
          return {
            id: message.id,
            ticketId: message.ticketId,
            fromMe: message.fromMe,
            body: message.body,
            mediaType: message.mediaType,
            media: file ? { path: mediaPath(file), filename: file.filename, mimetype: file.mimetype, size: file.size } : null,
            sentAt: message.sentAt,
          };
        }),
      ),
    },
    {
      name: 'notes.json',
      text: json(
        notes.map((note) => ({ id: note.id, ticketId: note.ticketId, userId: note.userId, note: note.note, createdAt: note.createdAt })),
      ),
    },
  ];
  return [...documents, ...files.map((file): ZipEntry => ({ name: mediaPath(file), open: () => media.bytesOf(file) }))];
}
