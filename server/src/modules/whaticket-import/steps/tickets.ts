import { TICKET_STATUSES } from '@balcao/shared';
import { Tag } from '../../tags/tag.entity.ts';
import { TicketTag } from '../../tags/ticket-tag.entity.ts';
import { TicketNote } from '../../ticket-notes/ticket-note.entity.ts';
import { Ticket } from '../../tickets/ticket.entity.ts';
import { date, idIn, numberOr, parents, text, type Outcome, type Step } from '../step.ts';
import { joinStep } from './join-step.ts';
import { keptUuids } from './kept-uuid.ts';

const id = (row: Record<string, unknown>) => String(row['id']);

type Status = (typeof TICKET_STATUSES)[number];

/**
 * Tickets keep their status, queue, user and uuid (links to a ticket keep working). A ticket whose user
 * is gone (deleted in the reference, or not imported) has no user. Balcão allows one open or pending
 * ticket per contact and connection: a second one arrives closed, and the report says so.
 */
export const ticketsStep: Step = {
  table: 'Tickets',
  kind: 'ticket',
  keys: ['id'],
  idOf: id,
  async write(rows, context) {
    const { em } = context;
    const companies = await parents(context, 'company', rows, 'companyId');
    const contacts = await parents(context, 'contact', rows, 'contactId');
    const users = await parents(context, 'user', rows, 'userId');
    const queues = await parents(context, 'queue', rows, 'queueId');
    const connections = await parents(context, 'whatsapp', rows, 'whatsappId');
    const active = new Set(
      (
        await em.find(
          Ticket,
          { contactId: { $in: [...contacts.values()].map(Number) }, status: { $in: ['open', 'pending'] } },
          { fields: ['contactId', 'whatsappId'] },
        )
      ).map((ticket) => `${ticket.contactId}:${ticket.whatsappId ?? ''}`),
    );
    const uuidOf = await keptUuids(em, Ticket, rows);
    const outcomes: Outcome[] = [];
    const made: [string, Ticket, string | undefined][] = [];
    for (const row of rows) {
      const companyId = idIn(companies, row['companyId']);
      const contactId = idIn(contacts, row['contactId']);
      if (companyId === undefined || contactId === undefined) {
        outcomes.push({ id: id(row), skipped: companyId === undefined ? 'its company was not imported' : 'its contact was not imported' });
        continue;
      }
      const whatsappId = idIn(connections, row['whatsappId']) ?? null;
      let status: Status = (TICKET_STATUSES as readonly unknown[]).includes(row['status']) ? (row['status'] as Status) : 'closed';
      let note: string | undefined = status === row['status'] ? undefined : `status "${text(row['status'])}" became closed`;
      if (status !== 'closed') {
        const key = `${contactId}:${whatsappId ?? ''}`;
        if (active.has(key)) {
          status = 'closed';
          note = 'closed: its contact had another open ticket on the connection';
        }
        active.add(key);
      }
      const userId = idIn(users, row['userId']) ?? null;
      if (row['userId'] !== null && userId === null) {
        note ??= 'its user was not imported: no user';
      }
      const updatedAt = date(row['updatedAt']);
      made.push([
        id(row),
        em.create(Ticket, {
          ...uuidOf(row),
          companyId,
          status,
          contactId,
          whatsappId,
          queueId: idIn(queues, row['queueId']) ?? null,
          userId,
          lastMessage: text(row['lastMessage']),
          fromMe: row['fromMe'] === true,
          unreadMessages: numberOr(row['unreadMessages'], 0),
          isGroup: row['isGroup'] === true,
          chatbot: row['chatbot'] === true,
          amountUsedBotQueues: numberOr(row['amountUsedBotQueues'], 0),
          closedAt: status === 'closed' ? updatedAt : null,
          createdAt: date(row['createdAt']),
          updatedAt,
        }),
        note,
      ]);
    }
    await em.flush();
    return [...outcomes, ...made.map(([from, ticket, note]) => ({ id: from, written: ticket.id, ...(note ? { note } : {}) }))];
  },
};

export const ticketTagsStep: Step = joinStep(
  'TicketTags',
  'ticket-tag',
  { column: 'ticketId', kind: 'ticket' },
  { column: 'tagId', kind: 'tag' },
  async (em, ticketId, tagId) => {
    const ticket = await em.findOneOrFail(Ticket, { id: ticketId }, { fields: ['companyId'] });
    const tag = await em.findOneOrFail(Tag, { id: tagId }, { fields: ['companyId'] });
    return ticket.companyId === tag.companyId ? em.create(TicketTag, { companyId: ticket.companyId, ticketId, tagId }) : undefined;
  },
);

/** Internal notes on a ticket; a note of a user that was not imported keeps its text without an author. */
export const ticketNotesStep: Step = {
  table: 'TicketNotes',
  kind: 'ticket-note',
  keys: ['id'],
  idOf: id,
  async write(rows, context) {
    const { em } = context;
    const tickets = await parents(context, 'ticket', rows, 'ticketId');
    const users = await parents(context, 'user', rows, 'userId');
    const owners = new Map(
      (await em.find(Ticket, { id: { $in: [...tickets.values()].map(Number) } }, { fields: ['companyId', 'contactId'] })).map((ticket) => [
        ticket.id,
        ticket,
      ]),
    );
    const outcomes: Outcome[] = [];
    const made: [string, TicketNote][] = [];
    for (const row of rows) {
      const ticket = owners.get(idIn(tickets, row['ticketId']) ?? -1);
      if (!ticket) {
        outcomes.push({ id: id(row), skipped: 'its ticket was not imported' });
        continue;
      }
      made.push([
        id(row),
        em.create(TicketNote, {
          companyId: ticket.companyId,
          ticketId: ticket.id,
          contactId: ticket.contactId,
          userId: idIn(users, row['userId']) ?? null,
          note: text(row['note']),
          createdAt: date(row['createdAt']),
          updatedAt: date(row['updatedAt']),
        }),
      ]);
    }
    await em.flush();
    return [...outcomes, ...made.map(([from, note]) => ({ id: from, written: note.id }))];
  },
};
