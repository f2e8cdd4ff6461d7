import type { TicketNoteRecord, ticketNoteBody, ticketNoteListQuery } from '@balcao/shared';
import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthContext } from '../../platform/http/context.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { rooms } from '../../platform/realtime/rooms.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { ticketForCaller } from '../tickets/ticket-access.ts';
import { User } from '../users/user.entity.ts';
import { TicketNote } from './ticket-note.entity.ts';

type Author = { id: number; name: string } | null;

function toRecord(note: TicketNote, user: Author): TicketNoteRecord {
  return {
    id: note.id,
    note: note.note,
    ticketId: note.ticketId,
    contactId: note.contactId,
    userId: note.userId ?? null,
    user,
    createdAt: note.createdAt.toISOString(),
  };
}

async function authorsOf(em: EntityManager, userIds: number[]): Promise<Map<number, { id: number; name: string }>> {
  if (userIds.length === 0) {
    return new Map();
  }
  const users = await em.find(User, { id: { $in: [...new Set(userIds)] } }, { fields: ['id', 'name'] });
  return new Map(users.map((user) => [user.id, { id: user.id, name: user.name }]));
}

function notFound(): AppError {
  return new AppError('ERR_NO_TICKET_NOTE_FOUND', { message: 'No note found with this ID' });
}

/**
 * Internal notes on tickets; a non-admin reaches only notes of tickets they may see. A note added or
 * deleted is announced to the ticket's open conversations (their room admits only those who may see it).
 */
export class TicketNotesService {
  readonly #realtime: Realtime;

  constructor({ realtime }: { realtime: Realtime }) {
    this.#realtime = realtime;
  }

  async create(em: EntityManager, caller: AuthContext, input: z.output<typeof ticketNoteBody>): Promise<TicketNoteRecord> {
    const ticket = await ticketForCaller(em, caller, input.ticketId);
    const contact = await em.findOne(Contact, { id: input.contactId });
    if (!contact || contact.id !== ticket.contactId) {
      throw new AppError('ERR_NO_CONTACT_FOUND', { message: 'No contact of this ticket found with this ID' });
    }
    const note = em.create(TicketNote, {
      companyId: ticket.companyId,
      ticketId: ticket.id,
      contactId: contact.id,
      userId: caller.userId,
      note: input.note,
    });
    await em.flush();
    const authors = await authorsOf(em, [caller.userId]);
    const record = toRecord(note, authors.get(caller.userId) ?? null);
    await this.#realtime.emit(ticket.companyId, 'ticketNote', { action: 'create', note: record }, [
      rooms.ticket(ticket.companyId, String(ticket.id)),
    ]);
    return record;
  }

  /** Newest first, with each author's name. */
  async list(em: EntityManager, caller: AuthContext, query: z.output<typeof ticketNoteListQuery>): Promise<TicketNoteRecord[]> {
    await ticketForCaller(em, caller, query.ticketId);
    const notes = await em.find(
      TicketNote,
      { ticketId: query.ticketId, ...(query.contactId === undefined ? {} : { contactId: query.contactId }) },
      { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } },
    );
    const authors = await authorsOf(
      em,
      notes.flatMap((note) => (note.userId ? [note.userId] : [])),
    );
    return notes.map((note) => toRecord(note, note.userId ? (authors.get(note.userId) ?? null) : null));
  }

  /** The author or an admin, on a ticket the caller may see. */
  async remove(em: EntityManager, caller: AuthContext, id: number): Promise<void> {
    const note = await em.findOne(TicketNote, { id });
    if (!note) {
      throw notFound();
    }
    await ticketForCaller(em, caller, note.ticketId);
    const isAdmin = caller.super || caller.profile === 'admin';
    if (!isAdmin && note.userId !== caller.userId) {
      throw new AppError('ERR_NO_PERMISSION', { message: 'Only the author or an admin may delete this note' });
    }
    const { companyId, ticketId } = note;
    await em.remove(note).flush();
    await this.#realtime.emit(companyId, 'ticketNote', { action: 'delete', noteId: id, ticketId }, [
      rooms.ticket(companyId, String(ticketId)),
    ]);
  }
}
