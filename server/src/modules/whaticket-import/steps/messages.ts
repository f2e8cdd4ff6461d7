import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_TYPES, type MediaType } from '@balcao/shared';
import { fileTypeFromBuffer } from 'file-type';
import { Message } from '../../messages/message.entity.ts';
import { Ticket } from '../../tickets/ticket.entity.ts';
import { date, idIn, numberOr, parents, text, type Outcome, type Step, type StepContext } from '../step.ts';

/** The reference's message kinds that Balcão names otherwise. */
const KINDS: Record<string, MediaType> = {
  conversation: 'chat',
  extendedTextMessage: 'chat',
  imageMessage: 'image',
  audioMessage: 'audio',
  videoMessage: 'video',
  documentMessage: 'application',
  documentWithCaptionMessage: 'application',
  document: 'application',
  stickerMessage: 'image',
  contactsArrayMessage: 'contactMessage',
  liveLocationMessage: 'locationMessage',
  reactionMessage: 'reaction',
};

function kindOf(value: unknown, hasFile: boolean): MediaType {
  if ((MEDIA_TYPES as readonly unknown[]).includes(value)) {
    return value as MediaType;
  }
  return KINDS[String(value)] ?? (hasFile ? 'application' : 'chat');
}

type File = { data: Buffer; name: string } | 'missing' | 'present';

/** A file of the reference's public folder named by a message; never a path outside that folder. */
export async function fileOf(context: StepContext, mediaUrl: string): Promise<File> {
  if (!context.mediaFolder) {
    return 'missing';
  }
  const root = path.resolve(context.mediaFolder);
  const file = path.resolve(root, mediaUrl.replace(/^\/?public\//, ''));
  if (!file.startsWith(root + path.sep)) {
    return 'missing';
  }
  try {
    if (context.dryRun) {
      return (await stat(file)).isFile() ? 'present' : 'missing';
    }
    return { data: await readFile(file), name: path.basename(file) };
  } catch {
    return 'missing';
  }
}

/**
 * Messages in the order they were written (by time, then id), so Balcão's order of a conversation is
 * the reference's. Media files are copied from the reference's public folder (`--media`) into Balcão's
 * media store; a file that is not there leaves its message without media, noted in the report.
 */
export const messagesStep: Step = {
  table: 'Messages',
  kind: 'message',
  keys: ['createdAt', 'id'],
  idOf: (row) => String(row['id']),
  async write(rows, context) {
    const { em } = context;
    const tickets = await parents(context, 'ticket', rows, 'ticketId');
    const contacts = await parents(context, 'contact', rows, 'contactId');
    const quoted = await parents(context, 'message', rows, 'quotedMsgId');
    const owners = new Map(
      (await em.find(Ticket, { id: { $in: [...tickets.values()].map(Number) } }, { fields: ['companyId', 'whatsappId'] })).map((ticket) => [
        ticket.id,
        ticket,
      ]),
    );
    // WhatsApp ids are unique per connection (a message of a ticket without one cannot collide); by
    // connection first, so the lookup uses the unique index rather than reading every message.
    const waIds = rows.map((row) => text(row['id'], 128));
    const connectionIds = [...new Set([...owners.values()].flatMap((ticket) => (ticket.whatsappId ? [ticket.whatsappId] : [])))];
    const taken = new Set(
      connectionIds.length > 0
        ? (await em.find(Message, { whatsappId: { $in: connectionIds }, waId: { $in: waIds } }, { fields: ['waId', 'whatsappId'] })).map(
            (message) => `${message.whatsappId ?? ''}:${message.waId}`,
          )
        : [],
    );
    const outcomes: Outcome[] = [];
    const made: [string, Message, string | undefined][] = [];
    const quotes: [Message, string][] = [];
    for (const row of rows) {
      const from = String(row['id']);
      const ticket = owners.get(idIn(tickets, row['ticketId']) ?? -1);
      if (!ticket) {
        outcomes.push({ id: from, skipped: 'its ticket was not imported' });
        continue;
      }
      const waId = text(row['id'], 128);
      const key = `${ticket.whatsappId ?? ''}:${waId}`;
      if (ticket.whatsappId && taken.has(key)) {
        outcomes.push({ id: from, skipped: 'a message of the same WhatsApp id on its connection' });
        continue;
      }
      taken.add(key);
      const mediaUrl = text(row['mediaUrl']);
      let mediaId: string | null = null;
      let note: string | undefined;
      if (mediaUrl) {
        const file = await fileOf(context, mediaUrl);
        if (file === 'missing') {
          note = 'media file not found in the --media folder: imported without it';
        } else if (file !== 'present') {
          const mimetype = (await fileTypeFromBuffer(file.data))?.mime ?? 'application/octet-stream';
          mediaId = (await context.media.saveFor(em, ticket.companyId, file.data, file.name, mimetype)).id;
        }
      }
      const createdAt = date(row['createdAt']);
      const message = em.create(Message, {
        companyId: ticket.companyId,
        ticketId: ticket.id,
        contactId: idIn(contacts, row['contactId']) ?? null,
        whatsappId: ticket.whatsappId ?? null,
        waId,
        body: text(row['body']),
        fromMe: row['fromMe'] === true,
        read: row['read'] === true,
        ack: numberOr(row['ack'], 0),
        mediaType: kindOf(row['mediaType'], Boolean(mediaUrl)),
        mediaId,
        quotedMsgId: idIn(quoted, row['quotedMsgId']) ?? null,
        isDeleted: row['isDeleted'] === true,
        isEdited: row['isEdited'] === true,
        sentAt: createdAt,
        sendStatus: 'sent',
        createdAt,
        updatedAt: date(row['updatedAt']),
      });
      const quotedId = text(row['quotedMsgId']);
      if (quotedId && message.quotedMsgId === null) {
        quotes.push([message, quotedId]);
      }
      made.push([from, message, note]);
    }
    await em.flush();
    // A reply quoting a message of the same page: its id is known only now.
    const inPage = new Map(made.map(([from, message]) => [from, message]));
    for (const [message, quotedId] of quotes) {
      message.quotedMsgId = inPage.get(quotedId)?.id ?? null;
    }
    await em.flush();
    return [...outcomes, ...made.map(([from, message, note]) => ({ id: from, written: message.id, ...(note ? { note } : {}) }))];
  },
};
