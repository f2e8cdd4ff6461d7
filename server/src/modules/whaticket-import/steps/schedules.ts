import type { SCHEDULE_STATUSES } from '@balcao/shared';
import { Contact } from '../../contacts/contact.entity.ts';
import { Schedule } from '../../schedules/schedule.entity.ts';
import { Ticket } from '../../tickets/ticket.entity.ts';
import { date, idIn, ownedParents, parents, text, type Outcome, type Step } from '../step.ts';
import { copyMedia } from './media-copy.ts';

type Status = (typeof SCHEDULE_STATUSES)[number];

/**
 * The reference's states, as Balcão's: its AGENDADA (a send job queued) is Balcão's PENDENTE, since
 * Balcão's AGENDADA is a row a sender has claimed; a row with a send time is ENVIADA whatever it said.
 */
function statusOf(row: Record<string, unknown>): Status {
  if (row['sentAt'] !== null && row['sentAt'] !== undefined) {
    return 'ENVIADA';
  }
  return row['status'] === 'ERRO' ? 'ERRO' : row['status'] === 'ENVIADA' ? 'ENVIADA' : 'PENDENTE';
}

/**
 * Scheduled messages keep their contact, author, text, time and state; the connection they go out on
 * is their ticket's. The file is copied from `--media`. Pending ones are sent by Balcão when due once a
 * connection of the company is started.
 */
export const schedulesStep: Step = {
  table: 'Schedules',
  kind: 'schedule',
  keys: ['id'],
  idOf: (row) => String(row['id']),
  async write(rows, context) {
    const { em } = context;
    const contacts = await ownedParents(context, 'contact', Contact, rows, 'contactId');
    const tickets = await parents(context, 'ticket', rows, 'ticketId');
    const users = await parents(context, 'user', rows, 'userId');
    const connections = new Map(
      (await em.find(Ticket, { id: { $in: [...tickets.values()].map(Number) } }, { fields: ['whatsappId'] })).map((ticket) => [
        ticket.id,
        ticket.whatsappId ?? null,
      ]),
    );
    const outcomes: Outcome[] = [];
    for (const row of rows) {
      const from = String(row['id']);
      const contact = contacts.of(row);
      if (contact === undefined) {
        outcomes.push({ id: from, skipped: row['contactId'] === null ? 'no contact' : 'its contact was not imported' });
        continue;
      }
      const { id: contactId, companyId } = contact;
      if (row['sendAt'] === null || row['sendAt'] === undefined) {
        outcomes.push({ id: from, skipped: 'no time to send it' });
        continue;
      }
      const status = statusOf(row);
      const mediaPath = text(row['mediaPath']);
      const media = mediaPath ? await copyMedia(context, companyId, [mediaPath]) : { mediaId: null };
      const schedule = em.create(Schedule, {
        companyId,
        contactId,
        userId: idIn(users, row['userId']) ?? null,
        whatsappId: connections.get(idIn(tickets, row['ticketId']) ?? -1) ?? null,
        body: text(row['body']),
        sendAt: date(row['sendAt']),
        sentAt: row['sentAt'] === null || row['sentAt'] === undefined ? null : date(row['sentAt']),
        status,
        mediaId: media.mediaId,
        mediaName: media.mediaId ? text(row['mediaName'], 255) || null : null,
        createdAt: date(row['createdAt']),
        updatedAt: date(row['updatedAt']),
      });
      await em.flush();
      outcomes.push({ id: from, written: schedule.id, ...('note' in media && media.note ? { note: media.note } : {}) });
    }
    return outcomes;
  },
};
