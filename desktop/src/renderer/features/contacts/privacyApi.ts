import type { ContactErasureRecord, ContactRecord } from '@balcao/shared';
import { api } from '../../api/index.ts';
import { useContactsStore } from '../../state/contacts.ts';

/** Downloads one contact's data as the server's zip (LGPD access request). */
export async function exportContactData(id: number): Promise<void> {
  const file = await api.blob(`/contacts/${id}/export`);
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `contact-${id}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Erases the contact's data for good (LGPD); the lists show it anonymised. */
export async function eraseContactData(id: number): Promise<ContactErasureRecord> {
  const erased = await api.post<ContactErasureRecord>(`/contacts/${id}/erase`, { confirm: true });
  useContactsStore.getState().apply(await api.get<ContactRecord>(`/contacts/${id}`));
  return erased;
}
