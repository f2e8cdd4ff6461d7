import type {
  ContactListBody,
  ContactListItemBody,
  ContactListItemPage,
  ContactListItemRecord,
  ContactListItemUpdateBody,
  ContactListPage,
  ContactListRecord,
  ContactListUploadResponse,
  ContactUploadRow,
} from '@balcao/shared';
import { api } from '../../api/index.ts';
import type { PageFetcher } from '../../components/list/index.ts';
import { useContactListItemsStore, useContactListsStore } from '../../state/contactLists.ts';

export const fetchContactLists: PageFetcher<ContactListRecord> = async (search, pageNumber) => {
  const page = await api.get<ContactListPage>('/contact-lists', { query: { searchParam: search || undefined, pageNumber } });
  return { records: page.records, hasMore: page.hasMore };
};

export function getContactList(id: number): Promise<ContactListRecord> {
  return api.get<ContactListRecord>(`/contact-lists/${id}`);
}

export async function saveContactList(id: number | null, body: ContactListBody): Promise<ContactListRecord> {
  const saved =
    id === null
      ? await api.post<ContactListRecord>('/contact-lists', body)
      : await api.put<ContactListRecord>(`/contact-lists/${id}`, body);
  useContactListsStore.getState().apply(saved);
  return saved;
}

export async function deleteContactList(id: number): Promise<void> {
  await api.delete(`/contact-lists/${id}`);
  useContactListsStore.getState().remove(id);
}

/** The items of one list, a page at a time. */
export function itemsFetcher(contactListId: number): PageFetcher<ContactListItemRecord> {
  return async (search, pageNumber) => {
    const page = await api.get<ContactListItemPage>('/contact-list-items', {
      query: { contactListId, searchParam: search || undefined, pageNumber },
    });
    return { records: page.contacts, hasMore: page.hasMore };
  };
}

export function getContactListItem(id: number): Promise<ContactListItemRecord> {
  return api.get<ContactListItemRecord>(`/contact-list-items/${id}`);
}

export async function saveContactListItem(
  id: number | null,
  body: ContactListItemUpdateBody & Pick<ContactListItemBody, 'contactListId'>,
): Promise<ContactListItemRecord> {
  const { contactListId, ...fields } = body;
  const saved =
    id === null
      ? await api.post<ContactListItemRecord>('/contact-list-items', { ...fields, contactListId })
      : await api.put<ContactListItemRecord>(`/contact-list-items/${id}`, fields);
  useContactListItemsStore.getState().apply(saved);
  return saved;
}

export async function deleteContactListItem(id: number): Promise<void> {
  await api.delete(`/contact-list-items/${id}`);
  useContactListItemsStore.getState().remove(id);
}

export function uploadListRows(contactListId: number, rows: ContactUploadRow[]): Promise<ContactListUploadResponse> {
  return api.post<ContactListUploadResponse>(`/contact-lists/${contactListId}/upload`, rows);
}
