import type { ContactErasureRecord } from '@balcao/shared';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/http/app-error.ts';
import { CampaignShipping } from '../campaigns/campaign-shipping.entity.ts';
import { ContactListItem } from '../contact-lists/contact-list-item.entity.ts';
import { ContactCustomField } from '../contacts/contact-custom-field.entity.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { MediaFile } from '../media/media-file.entity.ts';
import type { MediaService } from '../media/media.service.ts';
import { Message } from '../messages/message.entity.ts';
import { Schedule } from '../schedules/schedule.entity.ts';
import { TicketNote } from '../ticket-notes/ticket-note.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';

/** The name an erased contact keeps (the tickets still count it); the number is made unique per contact. */
export const ERASED_CONTACT_NAME = 'Contato anonimizado';

/**
 * The person is also a recipient by number: the company's contact lists lose them, and past campaigns
 * keep their shipping rows (the reports' counts) without the number, name, e-mail or sent text.
 */
async function eraseRecipientRows(tx: EntityManager, number: string): Promise<void> {
  await tx.nativeDelete(ContactListItem, { number });
  const shippings = await tx.find(CampaignShipping, { number });
  shippings.forEach((row) =>
    tx.assign(row, { number: `anon-${row.id}`, name: '', email: '', message: '', confirmationMessage: '', error: null }),
  );
}

/**
 * Erases a contact's personal data (LGPD): every message of its tickets loses its text and media (the
 * files are deleted), notes, custom fields, scheduled messages and contact-list entries go, campaign
 * shipping rows lose the number and text, and the contact is anonymised.
 * The tickets stay, so the dashboard's counts do not change. Everything the inbox search reads (the
 * trigram indexes on contact name, number, e-mail and message text, and the tickets' last message) is
 * blanked, so the contact cannot be found again.
 */
export async function eraseContact(em: EntityManager, media: MediaService, contactId: number): Promise<ContactErasureRecord> {
  const { record, storageKeys } = await em.transactional(async (tx) => {
    const contact = await tx.findOne(Contact, { id: contactId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!contact) {
      throw new AppError('ERR_NO_CONTACT_FOUND', { message: 'No contact found with this ID' });
    }
    const tickets = await tx.find(Ticket, { contactId }, { fields: ['id'] });
    const ticketIds = tickets.map((ticket) => ticket.id);
    const ofContact = { $or: [{ contactId }, { ticketId: { $in: ticketIds } }] };
    const withMedia = await tx.find(Message, { ...ofContact, mediaId: { $ne: null } }, { fields: ['mediaId'] });
    const mediaIds = [...new Set(withMedia.flatMap((message) => (message.mediaId ? [message.mediaId] : [])))];
    const files = mediaIds.length > 0 ? await tx.find(MediaFile, { id: { $in: mediaIds } }, { fields: ['storageKey'] }) : [];
    const messages = await tx.nativeUpdate(Message, ofContact, { body: '', mediaId: null, sendError: null, isDeleted: true });
    await tx.nativeUpdate(Ticket, { contactId }, { lastMessage: '' });
    const notes = await tx.nativeDelete(TicketNote, { contactId });
    await tx.nativeDelete(ContactCustomField, { contactId });
    await tx.nativeDelete(Schedule, { contactId });
    if (mediaIds.length > 0) {
      await tx.nativeDelete(MediaFile, { id: { $in: mediaIds } });
    }
    await eraseRecipientRows(tx, contact.number);
    Object.assign(contact, { name: ERASED_CONTACT_NAME, number: `anon-${contact.id}`, email: '', profilePicUrl: '', lid: null });
    await tx.flush();
    return {
      record: { contactId, messages, mediaFiles: files.length, notes, tickets: ticketIds.length },
      storageKeys: files.map((file) => file.storageKey),
    };
  });
  await media.removeStored(storageKeys);
  return record;
}
