import { RATING_ANSWER_WINDOW_MINUTES, RATING_VALUES } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Ticket } from './ticket.entity.ts';
import { TicketTracking } from './ticket-tracking.entity.ts';
import { UserRating } from './user-rating.entity.ts';

export type AwaitedRating = { ticket: Ticket; tracking: TicketTracking; rate: number };

/** "1", "2" or "3" (spaces and a trailing dot tolerated); anything else is not a rating. */
export function ratingValueOf(text: string): number | null {
  const match = /^\s*([0-9])\s*\.?\s*$/.exec(text);
  const value = match?.[1] ? Number(match[1]) : Number.NaN;
  return (RATING_VALUES as readonly number[]).includes(value) ? value : null;
}

/**
 * When a contact without an active ticket answers 1-3 within the window after the rating question of
 * their last closed ticket on this connection, that answer is the rating. Anything else is not, and
 * goes on as an ordinary message.
 */
export async function awaitedRating(
  tx: EntityManager,
  { contactId, connectionId, text, now }: { contactId: number; connectionId: number; text: string; now: Date },
): Promise<AwaitedRating | null> {
  const rate = ratingValueOf(text);
  if (rate === null) {
    return null;
  }
  const ticket = await tx.findOne(Ticket, { contactId, whatsappId: connectionId, status: 'closed' }, { orderBy: { closedAt: 'desc' } });
  if (!ticket) {
    return null;
  }
  // Only the attendance that just ended counts: its tracking row is the ticket's latest.
  const tracking = await tx.findOne(TicketTracking, { ticketId: ticket.id }, { orderBy: { id: 'desc' } });
  const askedSince = new Date(now.getTime() - RATING_ANSWER_WINDOW_MINUTES * 60_000);
  if (!tracking?.ratingAt || tracking.rated || tracking.ratingAt < askedSince) {
    return null;
  }
  return { ticket, tracking, rate };
}

/** Records the rating of the attendance and marks its tracking row rated. */
export function recordRating(tx: EntityManager, { ticket, tracking, rate }: AwaitedRating): UserRating {
  tracking.rated = true;
  return tx.create(UserRating, {
    companyId: ticket.companyId,
    ticketId: ticket.id,
    trackingId: tracking.id,
    userId: tracking.userId ?? ticket.userId ?? null,
    rate,
  });
}
