import { Ticket } from '../../tickets/ticket.entity.ts';
import { TicketTracking } from '../../tickets/ticket-tracking.entity.ts';
import { UserRating } from '../../tickets/user-rating.entity.ts';
import { date, idIn, numberOr, parents, type Outcome, type Step } from '../step.ts';

/**
 * The contacts' 1 to 3 answers to the rating question. Balcão keeps a rating with the attendance it
 * rates (a tracking row, which the reference's `TicketTraking` was and which is not imported): each
 * rating gets one, rated at the rating's time, so the dashboard counts it.
 */
export const userRatingsStep: Step = {
  table: 'UserRatings',
  kind: 'user-rating',
  keys: ['id'],
  idOf: (row) => String(row['id']),
  async write(rows, context) {
    const { em } = context;
    const tickets = await parents(context, 'ticket', rows, 'ticketId');
    const users = await parents(context, 'user', rows, 'userId');
    const owners = new Map(
      (await em.find(Ticket, { id: { $in: [...tickets.values()].map(Number) } }, { fields: ['companyId', 'whatsappId'] })).map((ticket) => [
        ticket.id,
        ticket,
      ]),
    );
    const outcomes: Outcome[] = [];
    const made: [string, UserRating][] = [];
    for (const row of rows) {
      const ticket = owners.get(idIn(tickets, row['ticketId']) ?? -1);
      const rate = numberOr(row['rate'], 0);
      if (!ticket) {
        outcomes.push({ id: String(row['id']), skipped: 'its ticket was not imported' });
        continue;
      }
      if (!Number.isInteger(rate) || rate < 1 || rate > 3) {
        outcomes.push({ id: String(row['id']), skipped: 'a rate outside 1 to 3' });
        continue;
      }
      const userId = idIn(users, row['userId']) ?? null;
      const at = row['createdAt'] === null || row['createdAt'] === undefined ? new Date() : date(row['createdAt']);
      const tracking = em.create(TicketTracking, {
        companyId: ticket.companyId,
        ticketId: ticket.id,
        whatsappId: ticket.whatsappId ?? null,
        userId,
        ratingAt: at,
        rated: true,
        createdAt: at,
      });
      await em.flush();
      made.push([
        String(row['id']),
        em.create(UserRating, { companyId: ticket.companyId, ticketId: ticket.id, trackingId: tracking.id, userId, rate, createdAt: at }),
      ]);
    }
    await em.flush();
    return [...outcomes, ...made.map(([from, rating]) => ({ id: from, written: rating.id }))];
  },
};
