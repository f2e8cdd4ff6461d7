import { AppError } from '../../platform/http/app-error.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Contact } from '../contacts/contact.entity.ts';
import { ContactListItem } from '../contact-lists/contact-list-item.entity.ts';
import { ContactList } from '../contact-lists/contact-list.entity.ts';
import { Tag } from '../tags/tag.entity.ts';
import { TicketTag } from '../tags/ticket-tag.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';

/**
 * A tag's recipients, frozen: the contacts of this company's tickets carrying the tag become the
 * items of a new contact list (as the reference product did), which the campaign then uses. Every
 * read goes through the tenant filter, so another company's tag is not found and snapshots nothing
 * (the reference read any company's tag).
 */
export async function snapshotTag(tx: EntityManager, companyId: number, tagId: number, campaignName: string): Promise<number> {
  const tag = await tx.findOne(Tag, { id: tagId });
  if (!tag) {
    throw new AppError('ERR_NO_TAG_FOUND', { message: 'No tag found with this ID' });
  }
  const tagged = await tx.find(TicketTag, { tagId: tag.id }, { fields: ['ticketId'] });
  const tickets =
    tagged.length > 0 ? await tx.find(Ticket, { id: { $in: tagged.map((row) => row.ticketId) } }, { fields: ['contactId'] }) : [];
  const contactIds = [...new Set(tickets.map((ticket) => ticket.contactId))];
  const contacts = contactIds.length > 0 ? await tx.find(Contact, { id: { $in: contactIds }, isGroup: false }) : [];
  const list = tx.create(ContactList, { companyId, name: `${tag.name} · ${campaignName}`.slice(0, 50) });
  await tx.flush();
  const seen = new Set<string>();
  for (const contact of contacts) {
    if (!seen.has(contact.number)) {
      seen.add(contact.number);
      tx.create(ContactListItem, {
        companyId,
        contactListId: list.id,
        name: contact.name.slice(0, 50),
        number: contact.number,
        email: contact.email ?? '',
        isWhatsappValid: true,
      });
    }
  }
  await tx.flush();
  return list.id;
}
