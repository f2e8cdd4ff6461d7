import { useRealtimeStore } from '../../../state/realtime.ts';
import { markTicketRead } from './conversationApi.ts';

function windowFocused(): boolean {
  return typeof document.hasFocus === 'function' ? document.hasFocus() : true;
}

/** The user is reading this ticket: its conversation is open here and the window has the focus. */
export function isReading(ticket: { id: number; uuid?: string | undefined }): boolean {
  const openTicketId = useRealtimeStore.getState().openTicketId;
  return windowFocused() && (openTicketId === String(ticket.id) || (ticket.uuid !== undefined && openTicketId === ticket.uuid));
}

/** Tickets with a read call under way, and whether more messages arrived meanwhile (one more call then). */
const marking = new Map<number, boolean>();

/**
 * Messages arrived on the conversation being read: the server marks them read (and announces
 * `updateUnread`), so the count stays 0 here, in the other lists and after the conversation closes.
 */
export function readArrivedMessages(ticketId: number): void {
  if (marking.has(ticketId)) {
    marking.set(ticketId, true);
    return;
  }
  marking.set(ticketId, false);
  markTicketRead(ticketId)
    // A failed mark leaves the count as the server has it; the next message or focus tries again.
    .catch(() => undefined)
    .finally(() => {
      const again = marking.get(ticketId) === true;
      marking.delete(ticketId);
      if (again) {
        readArrivedMessages(ticketId);
      }
    });
}
