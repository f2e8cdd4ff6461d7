import type { ContactListOption, ContactListRecord, ContactListPage, contactListBody, contactListQuery } from '@balcao/shared';
import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { rooms } from '../../platform/realtime/rooms.ts';
import { announceRecord } from '../../platform/records/announce.ts';
import { containing, findPage } from '../../platform/records/page-query.ts';
import { toListRecords } from './contact-list-records.ts';
import { ContactList } from './contact-list.entity.ts';

export function contactListNotFound(): AppError {
  return new AppError('ERR_NO_CONTACT_LIST_FOUND', { message: 'No contact list found with this ID' });
}

/** A list of the caller's company, or ERR_NO_CONTACT_LIST_FOUND (another company's is as missing as none). */
export async function findContactList(em: EntityManager, id: number): Promise<ContactList> {
  const list = await em.findOne(ContactList, { id });
  if (!list) {
    throw contactListNotFound();
  }
  return list;
}

/** Tells the admins' open screens a list changed (its name or its count). */
export async function announceContactList(
  realtime: Realtime,
  em: EntityManager,
  list: ContactList,
  action: 'create' | 'update',
): Promise<ContactListRecord> {
  const [record] = await toListRecords(em, [list]);
  if (!record) {
    throw contactListNotFound();
  }
  await announceRecord(realtime, list.companyId, 'contactList', { action, record }, [rooms.admins(list.companyId)]);
  return record;
}

/** The company's contact lists (admins, plan flag useCampaigns: the routes say so); changes go to the admins' room. */
export class ContactListsService {
  readonly #realtime: Realtime;

  constructor({ realtime }: { realtime: Realtime }) {
    this.#realtime = realtime;
  }

  async page(em: EntityManager, query: z.output<typeof contactListQuery>): Promise<ContactListPage> {
    const where = query.searchParam ? { name: { $ilike: containing(query.searchParam) } } : {};
    const { rows, count, hasMore } = await findPage(em, ContactList, where, {
      pageNumber: query.pageNumber,
      orderBy: { name: QueryOrder.ASC, id: QueryOrder.ASC },
    });
    return { records: await toListRecords(em, rows), count, hasMore };
  }

  async options(em: EntityManager): Promise<ContactListOption[]> {
    const lists = await em.find(ContactList, {}, { orderBy: { name: QueryOrder.ASC, id: QueryOrder.ASC }, fields: ['id', 'name'] });
    return lists.map((list) => ({ id: list.id, name: list.name }));
  }

  async get(em: EntityManager, id: number): Promise<ContactListRecord> {
    const [record] = await toListRecords(em, [await findContactList(em, id)]);
    if (!record) {
      throw contactListNotFound();
    }
    return record;
  }

  async create(em: EntityManager, companyId: number, body: z.output<typeof contactListBody>): Promise<ContactListRecord> {
    const list = em.create(ContactList, { companyId, name: body.name });
    await em.flush();
    return announceContactList(this.#realtime, em, list, 'create');
  }

  async update(em: EntityManager, id: number, body: z.output<typeof contactListBody>): Promise<ContactListRecord> {
    const list = await findContactList(em, id);
    list.name = body.name;
    await em.flush();
    return announceContactList(this.#realtime, em, list, 'update');
  }

  /** Deletes the list with its items (the foreign key cascades). */
  async remove(em: EntityManager, id: number): Promise<void> {
    const list = await findContactList(em, id);
    await em.nativeDelete(ContactList, { id: list.id });
    await announceRecord(this.#realtime, list.companyId, 'contactList', { action: 'delete', id: list.id }, [rooms.admins(list.companyId)]);
    // Its items went with it: an items screen showing them fetches again (and finds the list gone).
    await announceRecord(this.#realtime, list.companyId, 'contactListItem', { action: 'reload' }, [rooms.admins(list.companyId)]);
  }
}
