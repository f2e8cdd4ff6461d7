import type { ChannelPayloads, Envelope, TicketNoteRecord } from '@balcao/shared';
import { useConversationStore } from './conversationStore.ts';

/** A message created or changed on the open ticket (others are ignored by the store). */
export function handleConversationMessageEvent(payload: Envelope<'appMessage'>): void {
  const conversation = useConversationStore.getState();
  conversation.applyEvent(payload.action, payload.message);
  // An event recorded by an older server (replayed after a reconnect) may come without it.
  if (payload.action === 'create' && (payload.ticket as typeof payload.ticket | undefined)) {
    // A summary: the fields it carries replace the open ticket's, the others (queue, tags…) stay.
    conversation.setTicket(payload.ticket);
  }
}

/**
 * The open ticket changed. A `delete` also means it only left a list (another status, queue or user):
 * the tickets page asks the server whether it is gone and leaves the conversation if so.
 */
export function handleConversationTicketEvent(payload: Envelope<'ticket'>): void {
  if (payload.action === 'update') {
    useConversationStore.getState().setTicket(payload.ticket);
  }
}

type NoteListener = (payload: Envelope<'ticketNote'>) => void;
const noteListeners = new Set<NoteListener>();

/** A note added to or deleted from a ticket whose conversation is open here. */
export function handleTicketNoteEvent(payload: Envelope<'ticketNote'>): void {
  noteListeners.forEach((listener) => listener(payload));
}

/** The drawer listens while it shows a ticket's notes; returns how to stop. */
export function onTicketNote(listener: NoteListener): () => void {
  noteListeners.add(listener);
  return () => {
    noteListeners.delete(listener);
  };
}

/** A ticket's notes (newest first) after a note event; a note already shown (one's own, answered by the POST) is not repeated. */
export function applyNoteEvent(notes: TicketNoteRecord[], ticketId: number, event: ChannelPayloads['ticketNote']): TicketNoteRecord[] {
  if (event.action === 'delete') {
    return event.ticketId === ticketId ? notes.filter(({ id }) => id !== event.noteId) : notes;
  }
  if (event.note.ticketId !== ticketId || notes.some(({ id }) => id === event.note.id)) {
    return notes;
  }
  return [event.note, ...notes];
}
