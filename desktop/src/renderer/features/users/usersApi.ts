import type {
  ConnectionRecord,
  Language,
  QueueRecord,
  UserBody,
  UserListResponse,
  UserRecord,
  UserUpdateBody,
  UserUpdateResponse,
} from '@balcao/shared';
import { api, tokens } from '../../api/index.ts';
import type { PageFetcher } from '../../components/list/index.ts';
import { useUsersStore } from '../../state/users.ts';

export const fetchUsers: PageFetcher<UserRecord> = async (search, pageNumber) => {
  const page = await api.get<UserListResponse>('/users', { query: { searchParam: search || undefined, pageNumber } });
  return { records: page.users, hasMore: page.hasMore };
};

export function getUser(id: number): Promise<UserRecord> {
  return api.get<UserRecord>(`/users/${id}`);
}

export async function createUser(body: UserBody): Promise<UserRecord> {
  const created = await api.post<UserRecord>('/users', body);
  useUsersStore.getState().apply(created);
  return created;
}

/**
 * PUT /users/{id}. When callers changed their own password the server ended every session of
 * theirs and answers with the token of the one that goes on: it replaces the stored one.
 */
export async function updateUser(id: number, body: UserUpdateBody): Promise<UserRecord> {
  const { token, ...record } = await api.put<UserUpdateResponse>(`/users/${id}`, body);
  if (token) {
    tokens.set(token);
  }
  useUsersStore.getState().apply(record);
  return record;
}

export async function deleteUser(id: number): Promise<void> {
  await api.delete(`/users/${id}`);
  useUsersStore.getState().remove(id);
}

/** Kept on the account: the next sign-in, on any device, starts in it. */
export async function saveLanguage(language: Language): Promise<void> {
  await api.post(`/users/set-language/${language}`);
}

/** What the user dialog offers to pick from. */
export async function loadUserChoices(): Promise<{ queues: QueueRecord[]; connections: ConnectionRecord[] }> {
  const [queues, connections] = await Promise.all([
    api.get<QueueRecord[]>('/queue'),
    api.get<ConnectionRecord[]>('/whatsapp', { query: { session: 0 } }),
  ]);
  return { queues, connections };
}
