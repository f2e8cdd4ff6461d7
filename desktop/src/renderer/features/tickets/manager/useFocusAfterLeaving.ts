import type { TicketRecord } from '@balcao/shared';
import { useEffect, useRef, type RefObject } from 'react';
import { useInboxFocusStore } from '../../../state/inboxFocus.ts';

/** Frames to wait for a row scrolled into view to render before giving up. */
const RENDER_FRAMES = 10;

/** Which row takes focus once a ticket left, or null for the list itself (empty). */
export function nextFocusIndex(tickets: readonly TicketRecord[], ticketId: number, lastIndex: number | undefined): number | null {
  if (tickets.length === 0) {
    return null;
  }
  const still = tickets.findIndex((ticket) => ticket.id === ticketId);
  if (still >= 0) {
    // Still listed (a search result): the one after it, or before it when it is last.
    return still + 1 < tickets.length ? still + 1 : Math.max(still - 1, 0);
  }
  return Math.min(lastIndex ?? 0, tickets.length - 1);
}

/**
 * After a ticket of this list was closed, returned or transferred, focus goes to the ticket that
 * took its place (the next one), or to the list when it is now empty.
 */
export function useFocusAfterLeaving(
  tickets: readonly TicketRecord[],
  scroller: RefObject<HTMLElement | null>,
  scrollToIndex: (index: number) => void,
): void {
  const leaving = useInboxFocusStore((state) => state.leaving);
  // Where each ticket was last seen, so a ticket already gone still has a place.
  const lastIndex = useRef(new Map<number, number>());

  useEffect(() => {
    tickets.forEach((ticket, index) => lastIndex.current.set(ticket.id, index));
  }, [tickets]);

  useEffect(() => {
    if (!leaving?.done) {
      return undefined;
    }
    const list = scroller.current;
    if (!list) {
      return undefined;
    }
    useInboxFocusStore.getState().leavingHandled();
    const target = nextFocusIndex(tickets, leaving.ticketId, lastIndex.current.get(leaving.ticketId));
    if (target === null) {
      list.focus();
      return undefined;
    }
    scrollToIndex(target);
    let frames = 0;
    let frame = 0;
    const focusRow = () => {
      const row = list.querySelector<HTMLElement>(`[data-index="${target}"] [role="listitem"]`);
      if (row) {
        row.focus();
      } else if ((frames += 1) < RENDER_FRAMES) {
        frame = requestAnimationFrame(focusRow);
      }
    };
    focusRow();
    return () => cancelAnimationFrame(frame);
  }, [leaving, tickets, scroller, scrollToIndex]);
}
