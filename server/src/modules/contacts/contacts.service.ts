import { audit } from '../audit/audit.ts';
import {
  CONTACT_OPTIONS_LIMIT,
  LIST_PAGE_SIZE,
  contactBody as contactRules,
  type ContactImportResponse,
  type ContactListResponse,
  type ContactOptionRecord,
  type ContactRecord,
  type ContactUploadResponse,
  type ContactUploadRow,
  type ExtraInfoRecord,
  type contactBody,
  type contactOptionsQuery,
  type contactSearchQuery,
  type contactUpdateBody,
} from '@balcao/shared';
import { QueryOrder, raw, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthContext } from '../../platform/http/context.ts';
import type { Logger } from '../../logger.ts';
import type { PhoneContact } from '../../platform/messaging/connection-provider.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { announceRecord } from '../../platform/records/announce.ts';
import { containing, hotCount, hotFind, nulMatchesNothing } from '../../platform/records/page-query.ts';
import { uniqueViolationAs } from '../../platform/records/unique-violation.ts';
import { companyOf } from '../../platform/tenancy/tenant-filter.ts';
import { periodOf } from '../dashboard/dashboard-period.ts';
import { ContactTotals } from './contact-totals.ts';
import { companyTimeZone } from '../settings/time-zone.ts';
import { announceTicketDeleted, placementOf } from '../tickets/ticket-announcer.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { checkUploadRows, insertNewContacts, type NewContact } from './contact-bulk.ts';
import { contactsCsv } from './contact-export.ts';
import { PhoneContacts, type PhoneSessions } from './phone-contacts.ts';
import type { SessionManager } from '../connections/session-manager.ts';
import { ContactCustomField } from './contact-custom-field.entity.ts';
import { Contact } from './contact.entity.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';

type ExtraInfoInput = { name: string; value: string }[];

/** Asks a connection's session (wherever it runs) whether a number is on WhatsApp. */
type NumberChecks = Pick<SessionManager, 'checkNumber'>;

export function toContactRecord(contact: Contact, extraInfo: ExtraInfoRecord[], connectionNames: Map<number, string>): ContactRecord {
  const connectionName = contact.whatsappId ? connectionNames.get(contact.whatsappId) : undefined;
  return {
    id: contact.id,
    uuid: contact.uuid,
    name: contact.name,
    number: contact.number,
    whatsappId: contact.whatsappId ?? null,
    whatsapp: connectionName === undefined ? null : { name: connectionName },
    email: contact.email,
    profilePicUrl: contact.profilePicUrl,
    isGroup: contact.isGroup,
    extraInfo,
    createdAt: contact.createdAt.toISOString(),
    updatedAt: contact.updatedAt.toISOString(),
  };
}

function duplicated(): AppError {
  return new AppError('ERR_DUPLICATED_CONTACT', {
    message: 'Another contact of this company has this number',
    fields: [{ path: 'body.number', message: 'Already used by another contact' }],
  });
}

/** Contacts whose name or e-mail contains the search, or whose number contains its digits. */
function matching(search: string): FilterQuery<Contact> {
  const digits = search.replace(/\D/g, '');
  return {
    $or: [
      { name: { $ilike: containing(search) } },
      { email: { $ilike: containing(search) } },
      ...(digits.length > 0 ? [{ number: { $like: `%${digits}%` } }] : []),
    ],
  };
}

/** The names of the connections the contacts came through, in one query. */
async function connectionNamesOf(em: EntityManager, contacts: Contact[]): Promise<Map<number, string>> {
  const ids = [...new Set(contacts.flatMap((contact) => (contact.whatsappId ? [contact.whatsappId] : [])))];
  if (ids.length === 0) {
    return new Map();
  }
  const connections = await em.find(Whatsapp, { id: { $in: ids } }, { fields: ['id', 'name'] });
  return new Map(connections.map((connection) => [connection.id, connection.name]));
}

/** The extra information of many contacts in one query, in the order it was written. */
async function extraInfoOf(em: EntityManager, contactIds: number[]): Promise<Map<number, ExtraInfoRecord[]>> {
  const byContact = new Map<number, ExtraInfoRecord[]>(contactIds.map((id) => [id, []]));
  if (contactIds.length === 0) {
    return byContact;
  }
  const fields = await em.find(ContactCustomField, { contactId: { $in: contactIds } }, { orderBy: { id: QueryOrder.ASC } });
  for (const field of fields) {
    byContact.get(field.contactId)?.push({ id: field.id, name: field.name, value: field.value });
  }
  return byContact;
}

/**
 * Contacts as the conversation needs them. A number is a contact's identity in the company, as is its
 * WhatsApp LID: a number another contact holds as either is refused (inbound messages match both).
 */
export class ContactsService {
  readonly #realtime: Realtime;
  readonly #logger: Logger;
  readonly #phones: PhoneContacts;
  readonly #numbers: NumberChecks;
  readonly #totals = new ContactTotals();

  constructor({ realtime, logger, sessions }: { realtime: Realtime; logger: Logger; sessions: PhoneSessions & NumberChecks }) {
    this.#realtime = realtime;
    this.#logger = logger;
    this.#numbers = sessions;
    this.#phones = new PhoneContacts(sessions);
    realtime.onEmit((companyId, channel) => {
      if (channel === 'contact') {
        this.#totals.forget(companyId);
      }
    });
  }

  async get(em: EntityManager, id: number): Promise<ContactRecord> {
    const contact = await this.#find(em, id);
    return toContactRecord(contact, (await extraInfoOf(em, [id])).get(id) ?? [], await connectionNamesOf(em, [contact]));
  }

  /**
   * Searched by name or e-mail (any part, any case) or number (digits), created on the days asked
   * (the company's calendar), 20 per page, by name. Trigram indexes serve the searches.
   */
  /** A picker's contacts (the first by name, or those matching what was typed), at most `CONTACT_OPTIONS_LIMIT`. */
  async options(em: EntityManager, query: z.output<typeof contactOptionsQuery>): Promise<ContactOptionRecord[]> {
    const rows = await em.find(Contact, query.searchParam ? nulMatchesNothing(matching(query.searchParam)) : {}, {
      fields: ['id', 'name', 'number'],
      orderBy: { name: QueryOrder.ASC, id: QueryOrder.ASC },
      limit: CONTACT_OPTIONS_LIMIT,
    });
    return rows.map(({ id, name, number }) => ({ id, name, number }));
  }

  async page(em: EntityManager, query: z.output<typeof contactSearchQuery>): Promise<ContactListResponse> {
    const conditions: FilterQuery<Contact>[] = query.searchParam ? [matching(query.searchParam)] : [];
    const dateFrom = query.date ?? query.dateStart;
    const dateTo = query.date ?? query.dateEnd;
    if (dateFrom !== undefined || dateTo !== undefined) {
      const { from, to } = await periodOf(em, await companyTimeZone(em), { dateFrom, dateTo });
      conditions.push({ createdAt: { ...(from ? { $gte: from } : {}), ...(to ? { $lt: to } : {}) } });
    }
    const where: FilterQuery<Contact> = conditions.length > 0 ? { $and: conditions } : {};
    // A search sorts what its trigram indexes found; ordered plainly by name, PostgreSQL would walk
    // the name index hoping for matches early, reading most of it when they sort last.
    const offset = (query.pageNumber - 1) * LIST_PAGE_SIZE;
    const [contacts, count] = await Promise.all([
      hotFind(em, Contact, where, {
        orderBy: query.searchParam
          ? [{ [raw((alias) => `${alias}.name || ''`)]: QueryOrder.ASC }, { id: QueryOrder.ASC }]
          : { name: QueryOrder.ASC, id: QueryOrder.ASC },
        limit: LIST_PAGE_SIZE,
        offset,
      }),
      conditions.length > 0 ? hotCount(em, Contact, where) : this.#totals.of(companyOf(em), () => hotCount(em, Contact, {})),
    ]);
    const hasMore = offset + contacts.length < count;
    const [extraInfo, connectionNames] = await Promise.all([
      extraInfoOf(
        em,
        contacts.map((contact) => contact.id),
      ),
      connectionNamesOf(em, contacts),
    ]);
    return {
      contacts: contacts.map((contact) => toContactRecord(contact, extraInfo.get(contact.id) ?? [], connectionNames)),
      count,
      hasMore,
    };
  }

  async create(em: EntityManager, caller: AuthContext, input: z.output<typeof contactBody>): Promise<ContactRecord> {
    await this.#assertOnWhatsapp(em, input.number);
    const contact = await em
      .transactional(async (tx) => {
        await this.#assertNumberFree(tx, input.number);
        const created = tx.create(Contact, { companyId: caller.companyId, name: input.name, number: input.number, email: input.email });
        await tx.flush();
        this.#writeExtraInfo(tx, created, input.extraInfo ?? []);
        return created;
      })
      .catch(uniqueToDuplicated);
    return this.#announce(em, 'create', contact);
  }

  /** Only the fields sent change; `extraInfo`, when sent, replaces the whole list. */
  async update(em: EntityManager, id: number, input: z.output<typeof contactUpdateBody>): Promise<ContactRecord> {
    if (input.number !== undefined) {
      const current = await this.#find(em, id);
      if (input.number !== current.number && !current.isGroup) {
        await this.#assertOnWhatsapp(em, input.number);
      }
    }
    const contact = await em
      .transactional(async (tx) => {
        const found = await this.#find(tx, id);
        if (input.number !== undefined && input.number !== found.number) {
          await this.#assertNumberFree(tx, input.number, id);
        }
        tx.assign(found, {
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.number === undefined ? {} : { number: input.number }),
          ...(input.email === undefined ? {} : { email: input.email }),
        });
        if (input.extraInfo !== undefined) {
          await tx.nativeDelete(ContactCustomField, { contactId: id });
          this.#writeExtraInfo(tx, found, input.extraInfo);
        }
        return found;
      })
      .catch(uniqueToDuplicated);
    return this.#announce(em, 'update', contact);
  }

  /**
   * Deletes a contact with its conversations: its tickets go with their messages, notes, tags and
   * tracking (the foreign keys cascade, so nothing is left pointing at it; media files nobody refers
   * to any more are collected by the hourly job). Each ticket leaves the lists that showed it.
   */
  async remove(em: EntityManager, id: number): Promise<void> {
    const { contact, tickets } = await em.transactional(async (tx) => {
      const found = await this.#find(tx, id);
      const held = await tx.find(Ticket, { contactId: id });
      await audit.record(tx, {
        action: 'contact.deleted',
        target: { type: 'contact', id, label: found.name },
        before: { name: found.name, number: found.number, email: found.email, tickets: held.length },
      });
      await tx.nativeDelete(Contact, { id });
      return { contact: found, tickets: held.map((ticket) => placementOf(ticket)) };
    });
    for (const ticket of tickets) {
      await announceTicketDeleted({ realtime: this.#realtime, logger: this.#logger }, ticket);
    }
    await announceRecord(this.#realtime, contact.companyId, 'contact', { action: 'delete', id });
  }

  /**
   * Creates the good rows of a spreadsheet slice in one statement; a bad row, or a number the company
   * already has (or that appears earlier in the slice), is reported in `errorBag` with its index.
   * Open screens reload their list once.
   */
  async upload(em: EntityManager, caller: AuthContext, rows: ContactUploadRow[]): Promise<ContactUploadResponse> {
    const { valid, errors } = checkUploadRows(rows);
    const newContacts = await em.transactional(async (tx) => {
      const inserted = await insertNewContacts(tx, caller.companyId, valid);
      await audit.record(tx, {
        action: 'contact.imported',
        target: { type: 'contacts', label: 'spreadsheet' },
        after: { rows: rows.length, created: inserted.length, refused: rows.length - inserted.length },
      });
      return inserted;
    });
    const created = new Set(newContacts.map((contact) => contact.number));
    const errorBag = [
      ...errors,
      ...valid
        .filter((row) => !created.has(row.number))
        .map((row) => ({
          index: row.index,
          name: row.name,
          number: row.number,
          error: 'ERR_DUPLICATED_CONTACT' as const,
          message: 'A contact with this number exists',
        })),
    ].sort((a, b) => a.index - b.index);
    await this.#reloadIfAny(caller.companyId, newContacts);
    return { newContacts, errorBag };
  }

  /**
   * Brings in the phone's own contacts through a connection: those whose number the company does not
   * know yet (a name too short for a contact takes the number as its name).
   */
  async importFromPhone(em: EntityManager, caller: AuthContext, whatsappId: number | undefined): Promise<ContactImportResponse> {
    const fromPhone = await this.#phones.of(em, caller.companyId, whatsappId);
    const candidates = fromPhone.map(asNewContact).filter((contact): contact is NewContact => contact !== null);
    const newContacts: ContactRecord[] = [];
    for (let start = 0; start < candidates.length; start += 1_000) {
      const slice = candidates.slice(start, start + 1_000);
      newContacts.push(...(await em.transactional((tx) => insertNewContacts(tx, caller.companyId, slice))));
    }
    await audit.record(em, {
      action: 'contact.imported',
      target: { type: 'connection', id: whatsappId ?? null, label: 'phone' },
      after: { found: fromPhone.length, created: newContacts.length },
    });
    await this.#reloadIfAny(caller.companyId, newContacts);
    return { newContacts };
  }

  /** Every contact of the caller's company as CSV text, produced slice by slice. */
  exportCsv(em: EntityManager, caller: AuthContext): AsyncGenerator<string> {
    return contactsCsv(em, caller.companyId);
  }

  /**
   * A number the company's connected default connection reports as not on WhatsApp is refused (400
   * ERR_WAPP_INVALID_CONTACT). Without a default connection whose session answers, nobody can tell,
   * so the number is kept as typed.
   */
  async #assertOnWhatsapp(em: EntityManager, number: string): Promise<void> {
    const connection = await em.findOne(Whatsapp, { isDefault: true }, { fields: ['id', 'companyId'] });
    if (!connection) {
      return;
    }
    const check = await this.#numbers.checkNumber(connection.companyId, connection.id, number).catch((error: unknown) => {
      this.#logger.debug({ err: error, connectionId: connection.id }, 'contact number not checked: no live session');
      return null;
    });
    if (check && !check.exists) {
      throw new AppError('ERR_WAPP_INVALID_CONTACT', {
        message: 'The connected WhatsApp session reports this number is not on WhatsApp',
        fields: [{ path: 'body.number', message: 'Not a WhatsApp number' }],
      });
    }
  }

  async #reloadIfAny(companyId: number, created: ContactRecord[]): Promise<void> {
    if (created.length > 0) {
      await announceRecord(this.#realtime, companyId, 'contact', { action: 'reload' });
    }
  }

  async #announce(em: EntityManager, action: 'create' | 'update', contact: Contact): Promise<ContactRecord> {
    const record = toContactRecord(
      contact,
      (await extraInfoOf(em, [contact.id])).get(contact.id) ?? [],
      await connectionNamesOf(em, [contact]),
    );
    await announceRecord(this.#realtime, contact.companyId, 'contact', { action, record });
    return record;
  }

  #writeExtraInfo(em: EntityManager, contact: Contact, extraInfo: ExtraInfoInput): void {
    for (const field of extraInfo) {
      em.create(ContactCustomField, { companyId: contact.companyId, contactId: contact.id, name: field.name, value: field.value });
    }
  }

  async #find(em: EntityManager, id: number): Promise<Contact> {
    const contact = await em.findOne(Contact, { id });
    if (!contact) {
      throw new AppError('ERR_NO_CONTACT_FOUND', { message: 'No contact found with this ID' });
    }
    return contact;
  }

  async #assertNumberFree(em: EntityManager, number: string, exceptId?: number): Promise<void> {
    const others = exceptId === undefined ? {} : { id: { $ne: exceptId } };
    if ((await em.count(Contact, { ...others, $or: [{ number }, { lid: number }] })) > 0) {
      throw duplicated();
    }
  }
}

/** A phone's address-book entry as a contact, or null when its number is not one a contact can have. */
function asNewContact({ number, name }: PhoneContact): NewContact | null {
  const trimmed = name.trim().slice(0, 50);
  const parsed = contactRules.safeParse({ name: trimmed.length >= 2 ? trimmed : number, number });
  return parsed.success ? { name: parsed.data.name, number: parsed.data.number, email: '' } : null;
}

/** Two writes racing for one number: the database's unique index decides, and the loser hears 409. */
const uniqueToDuplicated = uniqueViolationAs(duplicated);
