import type { ContactListItemRecord, ContactListRecord } from '@balcao/shared';
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactListItem } from './contact-list-item.entity.ts';
import type { ContactList } from './contact-list.entity.ts';

/** `optedOut`: the number answered a campaign of the company with a stop word (the page reads it; single records say false). */
export function toItemRecord(item: ContactListItem, optedOut = false): ContactListItemRecord {
  return {
    id: item.id,
    name: item.name,
    number: item.number,
    email: item.email,
    isWhatsappValid: item.isWhatsappValid ?? null,
    companyId: item.companyId,
    contactListId: item.contactListId,
    optedOut,
  };
}

/** The records of many lists with their item counts, in one grouped count (served by the items' list index). */
export async function toListRecords(em: EntityManager, lists: readonly ContactList[]): Promise<ContactListRecord[]> {
  const counts = new Map<number, number>();
  if (lists.length > 0) {
    const qb = em
      .createQueryBuilder(ContactListItem, 'i')
      .select(['i.contactListId'])
      .addSelect(raw('count(*)::int as count'))
      .where({ contactListId: { $in: lists.map((list) => list.id) } })
      .groupBy('i.contactListId');
    await qb.applyFilters();
    const rows = await qb.execute<{ contact_list_id: number; count: number }[]>('all', false);
    rows.forEach((row) => counts.set(row.contact_list_id, row.count));
  }
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    contactsCount: counts.get(list.id) ?? 0,
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
  }));
}
