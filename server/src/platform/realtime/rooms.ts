import type { TicketStatus } from '@balcao/shared';

/** Room names. Every room is prefixed by its company so no room is ever shared across tenants. */
export const rooms = {
  company: (companyId: number) => `company-${companyId}-mainchannel`,
  admins: (companyId: number) => `company-${companyId}-admins`,
  user: (companyId: number, userId: number) => `company-${companyId}-user-${userId}`,
  notifications: (companyId: number) => `company-${companyId}-notification`,
  queueNotifications: (companyId: number, queueId: number | null) => `company-${companyId}-queue-${queueId ?? 'none'}-notification`,
  tickets: (companyId: number, status: TicketStatus) => `company-${companyId}-tickets-${status}`,
  queueTickets: (companyId: number, queueId: number | null, status: TicketStatus) =>
    `company-${companyId}-queue-${queueId ?? 'none'}-tickets-${status}`,
  ticket: (companyId: number, ticketId: string) => `company-${companyId}-ticket-${ticketId}`,
};

/** The user whose own room `room` is, in the given company; null for any other room. */
export function userIdOfRoom(companyId: number, room: string): number | null {
  const match = /^company-(\d+)-user-(\d+)$/.exec(room);
  return match && Number(match[1]) === companyId ? Number(match[2]) : null;
}
