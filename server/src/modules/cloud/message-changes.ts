import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { ownRowOnly } from '../../platform/tenancy/own-row-lock.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Message } from '../messages/message.entity.ts';
import { messageRecords } from '../messages/message-records.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { ticketRooms } from '../tickets/ticket-rooms.ts';
import { EarlyChange, type EarlyChangeKind } from './early-change.entity.ts';

type Connection = { id: number; companyId: number };

/** A change to a message by its WhatsApp id: a status of a sent one, or the contact's edit or revoke of theirs. */
export type MessageChange =
  { kind: 'ack'; ack: number } | { kind: 'failed'; error: string } | { kind: 'edit'; body: string } | { kind: 'revoke' };

/** Early changes older than this are dropped: their message never came. */
const EARLY_CHANGE_DAYS = 7;

/** What a change does to the stored message; false when it changes nothing shown. */
function apply(message: Message, change: MessageChange): boolean {
  switch (change.kind) {
    case 'ack':
      // Ticks never move backwards; on a failed message the ack is recorded, the failure stays what is shown.
      if (!message.fromMe || message.ack >= change.ack) {
        return false;
      }
      message.ack = change.ack;
      return true;
    case 'failed':
      if (!message.fromMe || (message.sendStatus === 'failed' && message.sendError === change.error)) {
        return false;
      }
      message.sendStatus = 'failed';
      message.sendError = change.error.slice(0, 1000);
      return true;
    case 'edit':
      if (message.fromMe || message.body === change.body) {
        return false;
      }
      message.previousBodies = [...(message.previousBodies ?? []), message.body];
      message.body = change.body;
      message.isEdited = true;
      return true;
    case 'revoke':
      if (message.fromMe || message.isDeleted) {
        return false;
      }
      message.isDeleted = true;
      return true;
  }
}

function earlyRow(change: MessageChange): { kind: EarlyChangeKind; ack?: number; body?: string; error?: string } {
  switch (change.kind) {
    case 'ack':
      return { kind: 'ack', ack: change.ack };
    case 'failed':
      return { kind: 'failed', error: change.error };
    case 'edit':
      return { kind: 'edit', body: change.body };
    case 'revoke':
      return { kind: 'revoke' };
  }
}

function changeOf(row: EarlyChange): MessageChange {
  switch (row.kind) {
    case 'ack':
      return { kind: 'ack', ack: row.ack ?? 0 };
    case 'failed':
      return { kind: 'failed', error: row.error ?? '' };
    case 'edit':
      return { kind: 'edit', body: row.body ?? '' };
    case 'revoke':
      return { kind: 'revoke' };
  }
}

/**
 * Statuses, edits and revokes of a Cloud API connection's messages, by wamid. A change about a message
 * not recorded yet (a status faster than the send's answer, an edit before its message) is kept and
 * applied as soon as the message is: `applyEarly` runs after every inbound message stored and every
 * send recorded. Each change is announced to the ticket's viewers with the whole message record.
 */
export class MessageChanges {
  readonly #em: EntityManager;
  readonly #realtime: Realtime;

  constructor(deps: { em: EntityManager; realtime: Realtime }) {
    this.#em = deps.em;
    this.#realtime = deps.realtime;
  }

  /** Applies the change now, or keeps it until its message is recorded. */
  async change(connection: Connection, waId: string, change: MessageChange): Promise<void> {
    if (!waId) {
      return;
    }
    const em = forkForCompany(this.#em, connection.companyId);
    const outcome = await em.transactional(async (tx) => {
      const message = await this.#locked(tx, connection.id, waId);
      if (!message) {
        tx.create(EarlyChange, { companyId: connection.companyId, whatsappId: connection.id, waId, ...earlyRow(change) });
        await tx.flush();
        return 'kept' as const;
      }
      return apply(message, change) ? message : null;
    });
    if (outcome === 'kept') {
      await this.forgetOld();
      // The message may have been recorded meanwhile, before this change was committed.
      await this.applyEarly(connection, waId);
    } else if (outcome) {
      await this.#announce(connection.companyId, outcome);
    }
  }

  /** Applies (and forgets) the changes that came before the message `waId` was recorded. */
  async applyEarly(connection: Connection, waId: string): Promise<void> {
    const em = forkForCompany(this.#em, connection.companyId);
    const changed = await em.transactional(async (tx) => {
      const rows = await tx.find(EarlyChange, { whatsappId: connection.id, waId }, { orderBy: { id: 'asc' } });
      if (rows.length === 0) {
        return null;
      }
      const message = await this.#locked(tx, connection.id, waId);
      if (!message) {
        return null;
      }
      // Under the message's lock a second applier waits here and then finds the rows gone.
      const deleted = await tx.nativeDelete(EarlyChange, { id: { $in: rows.map((row) => row.id) } });
      if (deleted === 0) {
        return null;
      }
      const applied = rows.map((row) => apply(message, changeOf(row))).some(Boolean);
      return applied ? message : null;
    });
    if (changed) {
      await this.#announce(connection.companyId, changed);
    }
  }

  /** The contact took back their reaction to `targetWaId`: their latest reaction to it is shown as removed. */
  async removeReaction(connection: Connection, from: string, targetWaId: string): Promise<boolean> {
    const em = forkForCompany(this.#em, connection.companyId);
    const target = await em.findOne(Message, { whatsappId: connection.id, waId: targetWaId }, { fields: ['id'] });
    const contact = await em.findOne(Contact, { $or: [{ number: from }, { lid: from }] }, { fields: ['id'] });
    if (!target || !contact) {
      return false;
    }
    const reaction = await em.findOne(
      Message,
      { whatsappId: connection.id, quotedMsgId: target.id, contactId: contact.id, mediaType: 'reaction', fromMe: false, isDeleted: false },
      { orderBy: { id: 'desc' } },
    );
    if (!reaction) {
      return false;
    }
    reaction.isDeleted = true;
    await em.flush();
    await this.#announce(connection.companyId, reaction);
    return true;
  }

  /** Drops early changes whose message never came. */
  async forgetOld(now = new Date()): Promise<number> {
    return forkUnscoped(this.#em).nativeDelete(EarlyChange, {
      createdAt: { $lt: new Date(now.getTime() - EARLY_CHANGE_DAYS * 86_400_000) },
    });
  }

  #locked(tx: EntityManager, connectionId: number, waId: string): Promise<Message | null> {
    return tx.findOne(
      Message,
      { whatsappId: connectionId, waId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, lockTableAliases: ownRowOnly('Message'), refresh: true },
    );
  }

  async #announce(companyId: number, message: Message): Promise<void> {
    const em = forkForCompany(this.#em, companyId);
    const ticket = await em.findOne(Ticket, { id: message.ticketId });
    const [record] = await messageRecords(em, companyId, [message.id]);
    if (ticket && record) {
      await this.#realtime.emit(companyId, 'appMessage', { action: 'update', message: record }, ticketRooms(ticket));
    }
  }
}
