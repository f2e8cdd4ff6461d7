import type {
  ContactBody,
  ContactImportResponse,
  ContactListResponse,
  ContactRecord,
  ContactUploadResponse,
  ContactUploadRow,
  TicketListResponse,
} from '@balcao/shared';
import { api } from '../../api/index.ts';
import type { PageFetcher } from '../../components/list/index.ts';
import { useContactsStore } from '../../state/contacts.ts';

export const fetchContacts: PageFetcher<ContactRecord> = async (search, pageNumber) => {
  const page = await api.get<ContactListResponse>('/contacts', { query: { searchParam: search || undefined, pageNumber } });
  return { records: page.contacts, hasMore: page.hasMore };
};

export function getContact(id: number): Promise<ContactRecord> {
  return api.get<ContactRecord>(`/contacts/${id}`);
}

export async function saveContact(id: number | null, body: ContactBody): Promise<ContactRecord> {
  const saved = id === null ? await api.post<ContactRecord>('/contacts', body) : await api.put<ContactRecord>(`/contacts/${id}`, body);
  useContactsStore.getState().apply(saved);
  return saved;
}

export async function deleteContact(id: number): Promise<void> {
  await api.delete(`/contacts/${id}`);
  useContactsStore.getState().remove(id);
}

export function uploadContacts(rows: ContactUploadRow[]): Promise<ContactUploadResponse> {
  return api.post<ContactUploadResponse>('/contacts/upload', rows);
}

export function importPhoneContacts(): Promise<ContactImportResponse> {
  return api.post<ContactImportResponse>('/contacts/import', {});
}

/** Downloads every contact as the server's CSV file. */
export async function exportContacts(): Promise<void> {
  const file = await api.blob('/contacts/export');
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'contacts.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * The uuid of an open ticket of the contact the caller sees (an admin: any of the company's), or null.
 * The ticket list's search by number finds it; its contact id confirms it.
 */
export async function findOpenTicket(contact: ContactRecord, admin: boolean): Promise<string | null> {
  const { tickets } = await api.get<TicketListResponse>('/tickets', {
    query: { searchParam: contact.number, status: 'open', ...(admin ? { showAll: 'true' } : {}) },
  });
  return tickets.find((ticket) => ticket.contactId === contact.id)?.uuid ?? null;
}
