import type { OtherOpenTicketDetails } from '@balcao/shared';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../api/index.ts';
import { errorMessage } from '../../../components/errorMessage.ts';

function detailsOf(body: unknown): Partial<OtherOpenTicketDetails> {
  if (typeof body !== 'object' || body === null) {
    return {};
  }
  const nested = (body as { details?: unknown }).details;
  return typeof nested === 'object' && nested !== null ? nested : body;
}

/** ERR_OTHER_OPEN_TICKET names who holds the contact's ticket and its queue; anything else reads as usual. */
export function newTicketProblem(error: unknown, t: TFunction): string {
  if (!isApiError(error) || error.code !== 'ERR_OTHER_OPEN_TICKET') {
    return errorMessage(error, t);
  }
  const details = detailsOf(error.body);
  const queue = details.queue?.name ?? t('tickets.list.noQueue');
  return details.user?.name
    ? t('tickets.newTicket.otherOpen', { user: details.user.name, queue })
    : t('tickets.newTicket.otherOpenNoUser', { queue });
}

/** The uuid of the contact's active ticket when ERR_OTHER_OPEN_TICKET names one the caller holds (or, an admin, may open), else null. */
export function ownActiveTicket(error: unknown, userId: number, admin: boolean): string | null {
  if (!isApiError(error) || error.code !== 'ERR_OTHER_OPEN_TICKET') {
    return null;
  }
  const details = detailsOf(error.body);
  return (admin || details.user?.id === userId) && details.uuid ? details.uuid : null;
}
