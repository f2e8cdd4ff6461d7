import {
  type ContactListResponse,
  type ContactRecord,
  type ExtraInfoRecord,
  type contactBody,
  type contactSearchQuery,
  type contactUpdateBody,
} from '@balcao/shared';
import { QueryOrder, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthContext } from '../../platform/http/context.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { announceRecord } from '../../platform/records/announce.ts';
import { containing, findPage } from '../../platform/records/page-query.ts';
import { uniqueViolationAs } from '../../platform/records/unique-violation.ts';
import { ContactCustomField } from './contact-custom-field.entity.ts';
import { Contact } from './contact.entity.ts';

type ExtraInfoInput = { name: string; value: string }[];

export function toContactRecord(contact: Contact, extraInfo: ExtraInfoRecord[]): ContactRecord {
  return {
    id: contact.id,
    name: contact.name,
    number: contact.number,
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

  constructor({ realtime }: { realtime: Realtime }) {
    this.#realtime = realtime;
  }

  async get(em: EntityManager, id: number): Promise<ContactRecord> {
    const contact = await this.#find(em, id);
    return toContactRecord(contact, (await extraInfoOf(em, [id])).get(id) ?? []);
  }

  /** Searched by name (any part, any case) or number (digits), 20 per page, by name. */
  async page(em: EntityManager, query: z.output<typeof contactSearchQuery>): Promise<ContactListResponse> {
    const where: FilterQuery<Contact> = {};
    if (query.searchParam) {
      const digits = query.searchParam.replace(/\D/g, '');
      where.$or = [
        { name: { $ilike: containing(query.searchParam) } },
        ...(digits.length > 0 ? [{ number: { $like: `%${digits}%` } }] : []),
      ];
    }
    const {
      rows: contacts,
      count,
      hasMore,
    } = await findPage(em, Contact, where, {
      pageNumber: query.pageNumber,
      orderBy: { name: QueryOrder.ASC, id: QueryOrder.ASC },
    });
    const extraInfo = await extraInfoOf(
      em,
      contacts.map((contact) => contact.id),
    );
    return {
      contacts: contacts.map((contact) => toContactRecord(contact, extraInfo.get(contact.id) ?? [])),
      count,
      hasMore,
    };
  }

  async create(em: EntityManager, caller: AuthContext, input: z.output<typeof contactBody>): Promise<ContactRecord> {
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

  async #announce(em: EntityManager, action: 'create' | 'update', contact: Contact): Promise<ContactRecord> {
    const record = toContactRecord(contact, (await extraInfoOf(em, [contact.id])).get(contact.id) ?? []);
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

/** Two writes racing for one number: the database's unique index decides, and the loser hears 409. */
const uniqueToDuplicated = uniqueViolationAs(duplicated);
