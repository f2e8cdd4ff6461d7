import {
  CONTACT_UPLOAD_MAX_ROWS,
  type ContactListItemRecord,
  type ContactListItemPage,
  type ContactListUploadResponse,
  type ContactUploadError,
  type ContactUploadRow,
  type contactListItemBody,
  type contactListItemQuery,
  type contactListItemUpdateBody,
} from '@balcao/shared';
import { LockMode, QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { Logger } from '../../logger.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { rooms } from '../../platform/realtime/rooms.ts';
import { announceRecord } from '../../platform/records/announce.ts';
import { containing, findPage } from '../../platform/records/page-query.ts';
import { uniqueViolationAs } from '../../platform/records/unique-violation.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { checkUploadRows } from '../contacts/contact-bulk.ts';
import { CampaignOptOut } from '../campaigns/campaign-opt-out.entity.ts';
import { toItemRecord } from './contact-list-records.ts';
import { ContactListItem } from './contact-list-item.entity.ts';
import { ContactList } from './contact-list.entity.ts';
import { announceContactList, contactListNotFound, findContactList } from './contact-lists.service.ts';
import type { NumberValidity } from './number-validity.ts';

function itemNotFound(): AppError {
  return new AppError('ERR_NO_CONTACT_LIST_ITEM_FOUND', { message: 'No contact of a list found with this ID' });
}

function numberTaken(): AppError {
  return new AppError('ERR_DUPLICATED_CONTACT', {
    message: 'This number is already in the list',
    fields: [{ path: 'body.number', message: 'Already in the list' }],
  });
}

const numberViolation = uniqueViolationAs(numberTaken);

/**
 * The people of contact lists. Writes to a list take its row lock, so a number is added to a list
 * once even under racing requests; every change goes to the admins' room on `contactListItem`, with
 * the list's new count on `contactList`. Numbers are checked on WhatsApp after they are stored.
 */
export class ContactListItemsService {
  readonly #realtime: Realtime;
  readonly #logger: Logger;
  readonly #validity: NumberValidity;

  constructor({ realtime, logger, validity }: { realtime: Realtime; logger: Logger; validity: NumberValidity }) {
    this.#realtime = realtime;
    this.#logger = logger;
    this.#validity = validity;
  }

  async page(em: EntityManager, query: z.output<typeof contactListItemQuery>): Promise<ContactListItemPage> {
    await findContactList(em, query.contactListId);
    const search = query.searchParam ?? '';
    const digits = search.replace(/\D/g, '');
    const where =
      search === ''
        ? { contactListId: query.contactListId }
        : {
            contactListId: query.contactListId,
            $or: [
              { name: { $ilike: containing(search) } },
              { email: { $ilike: containing(search) } },
              ...(digits === '' ? [] : [{ number: { $like: containing(digits) } }]),
            ],
          };
    const { rows, count, hasMore } = await findPage(em, ContactListItem, where, {
      pageNumber: query.pageNumber,
      orderBy: { name: QueryOrder.ASC, id: QueryOrder.ASC },
    });
    const optedOut =
      rows.length === 0 ? [] : await em.find(CampaignOptOut, { number: { $in: rows.map((row) => row.number) } }, { fields: ['number'] });
    const out = new Set(optedOut.map((row) => row.number));
    return { contacts: rows.map((row) => toItemRecord(row, out.has(row.number))), count, hasMore };
  }

  async get(em: EntityManager, id: number): Promise<ContactListItemRecord> {
    return toItemRecord(await this.#find(em, id));
  }

  async create(em: EntityManager, body: z.output<typeof contactListItemBody>): Promise<ContactListItemRecord> {
    const { contactListId, ...fields } = body;
    const item = await em
      .transactional(async (tx) => {
        const list = await this.#lockList(tx, contactListId);
        await this.#assertNumberFree(tx, list.id, fields.number);
        const created = tx.create(ContactListItem, { companyId: list.companyId, contactListId: list.id, ...fields, isWhatsappValid: null });
        await tx.flush();
        return created;
      })
      .catch(numberViolation);
    await this.#checkNumbers(item.companyId, [item.id]);
    return this.#announce(em, 'create', item.id);
  }

  async update(em: EntityManager, id: number, body: z.output<typeof contactListItemUpdateBody>): Promise<ContactListItemRecord> {
    const current = await this.#find(em, id);
    const numberChanged = current.number !== body.number;
    await em
      .transactional(async (tx) => {
        await this.#lockList(tx, current.contactListId);
        const item = await this.#find(tx, id);
        if (numberChanged) {
          await this.#assertNumberFree(tx, item.contactListId, body.number);
        }
        tx.assign(item, { ...body, ...(numberChanged ? { isWhatsappValid: null } : {}) });
        await tx.flush();
      })
      .catch(numberViolation);
    if (numberChanged) {
      await this.#checkNumbers(current.companyId, [id]);
    }
    return this.#announce(em, 'update', id);
  }

  async remove(em: EntityManager, id: number): Promise<void> {
    const item = await this.#find(em, id);
    await em.nativeDelete(ContactListItem, { id: item.id });
    await announceRecord(this.#realtime, item.companyId, 'contactListItem', { action: 'delete', id: item.id }, [
      rooms.admins(item.companyId),
    ]);
    await this.#announceList(em, item.contactListId);
  }

  /**
   * Adds a spreadsheet's rows to a list: each row is checked as POST /contact-list-items checks it, a
   * number already in the list (or earlier in the rows) is reported, and the rest are added in one
   * transaction. The numbers are then checked on WhatsApp in the background; open screens reload
   * the list when the rows are in and again when the checks are done.
   */
  async upload(em: EntityManager, listId: number, rows: ContactUploadRow[]): Promise<ContactListUploadResponse> {
    const { valid, errors } = checkUploadRows(rows);
    const { created, duplicates } = await em
      .transactional(async (tx) => {
        const list = await this.#lockList(tx, listId);
        const known =
          valid.length === 0
            ? []
            : await tx.find(
                ContactListItem,
                { contactListId: list.id, number: { $in: valid.map((row) => row.number) } },
                { fields: ['number'] },
              );
        const taken = new Set(known.map((item) => item.number));
        const duplicateRows: ContactUploadError[] = [];
        const items: ContactListItem[] = [];
        for (const row of valid) {
          if (taken.has(row.number)) {
            duplicateRows.push({
              index: row.index,
              name: row.name,
              number: row.number,
              error: 'ERR_DUPLICATED_CONTACT',
              message: 'This number is already in the list',
            });
          } else {
            items.push(
              tx.create(ContactListItem, {
                companyId: list.companyId,
                contactListId: list.id,
                name: row.name,
                number: row.number,
                email: row.email,
                isWhatsappValid: null,
              }),
            );
          }
        }
        await tx.flush();
        return { created: items, duplicates: duplicateRows };
      })
      .catch(numberViolation);
    const companyId = created[0]?.companyId;
    if (companyId !== undefined) {
      await this.#announceReload(em, companyId, listId);
      // After the answer: a fresh manager, as the request's is done with by then.
      const later = forkForCompany(em, companyId);
      void this.#checkNumbers(
        companyId,
        created.map((item) => item.id),
      )
        .then((checked) => (checked.length > 0 ? this.#announceReload(later, companyId, listId) : undefined))
        .catch((error: unknown) => this.#logger.warn({ err: error, companyId }, 'contact list numbers not announced'));
    }
    return {
      newContacts: created.map((item) => toItemRecord(item)),
      errorBag: [...errors, ...duplicates].sort((a, b) => a.index - b.index),
    };
  }

  /** A whole spreadsheet's rows (a file sent to the server), added slice by slice as the screen sends them; indexes count from its first data row. */
  async uploadAll(em: EntityManager, listId: number, rows: ContactUploadRow[]): Promise<ContactListUploadResponse> {
    const answer: ContactListUploadResponse = { newContacts: [], errorBag: [] };
    for (let start = 0; start < rows.length; start += CONTACT_UPLOAD_MAX_ROWS) {
      const slice = await this.upload(em, listId, rows.slice(start, start + CONTACT_UPLOAD_MAX_ROWS));
      answer.newContacts.push(...slice.newContacts);
      answer.errorBag.push(...slice.errorBag.map((error) => ({ ...error, index: error.index + start })));
    }
    return answer;
  }

  async #checkNumbers(companyId: number, ids: number[]): Promise<ContactListItem[]> {
    return this.#validity.check(companyId, ids).catch((error: unknown) => {
      this.#logger.warn({ err: error, companyId }, 'contact list numbers not checked');
      return [];
    });
  }

  async #announce(em: EntityManager, action: 'create' | 'update', id: number): Promise<ContactListItemRecord> {
    const item = await em.findOne(ContactListItem, { id }, { refresh: true });
    if (!item) {
      throw itemNotFound();
    }
    const record = toItemRecord(item);
    await announceRecord(this.#realtime, item.companyId, 'contactListItem', { action, record }, [rooms.admins(item.companyId)]);
    if (action === 'create') {
      await this.#announceList(em, item.contactListId);
    }
    return record;
  }

  async #announceReload(em: EntityManager, companyId: number, listId: number): Promise<void> {
    await announceRecord(this.#realtime, companyId, 'contactListItem', { action: 'reload' }, [rooms.admins(companyId)]);
    await this.#announceList(em, listId);
  }

  /** The list's new count; a list deleted meanwhile has nothing to announce. */
  async #announceList(em: EntityManager, listId: number): Promise<void> {
    const list = await em.findOne(ContactList, { id: listId });
    if (list) {
      await announceContactList(this.#realtime, em, list, 'update');
    }
  }

  async #lockList(tx: EntityManager, id: number): Promise<ContactList> {
    const list = await tx.findOne(ContactList, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!list) {
      throw contactListNotFound();
    }
    return list;
  }

  async #assertNumberFree(tx: EntityManager, listId: number, number: string): Promise<void> {
    if ((await tx.count(ContactListItem, { contactListId: listId, number })) > 0) {
      throw numberTaken();
    }
  }

  async #find(em: EntityManager, id: number): Promise<ContactListItem> {
    const item = await em.findOne(ContactListItem, { id }, { refresh: true });
    if (!item) {
      throw itemNotFound();
    }
    return item;
  }
}
