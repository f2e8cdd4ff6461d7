import type { ChatBody, ChatListResponse, ChatMessageRecord, ChatMessagesResponse, ChatRecord, UserOptionRecord } from '@balcao/shared';
import { api } from '../../api/index.ts';

export type ChatPage = ChatListResponse & { unreadChats: number };

export function listChats(pageNumber: number, searchParam = ''): Promise<ChatPage> {
  return api.get<ChatPage>('/chats', { query: { pageNumber, searchParam: searchParam || undefined } });
}

export function getChat(idOrUuid: number | string): Promise<ChatRecord> {
  return api.get<ChatRecord>(`/chats/${idOrUuid}`);
}

export function createChat(body: ChatBody): Promise<ChatRecord> {
  return api.post<ChatRecord>('/chats', body);
}

export function updateChat(id: number, body: ChatBody): Promise<ChatRecord> {
  return api.put<ChatRecord>(`/chats/${id}`, body);
}

export function deleteChat(id: number): Promise<void> {
  return api.delete<void>(`/chats/${id}`);
}

export function listChatMessages(id: number, pageNumber: number): Promise<ChatMessagesResponse> {
  return api.get<ChatMessagesResponse>(`/chats/${id}/messages`, { query: { pageNumber } });
}

export function sendChatMessage(id: number, message: string): Promise<ChatMessageRecord> {
  return api.post<ChatMessageRecord>(`/chats/${id}/messages`, { message });
}

export function markChatRead(id: number): Promise<ChatRecord> {
  return api.post<ChatRecord>(`/chats/${id}/read`, {});
}

export function listColleagues(): Promise<UserOptionRecord[]> {
  return api.get<UserOptionRecord[]>('/users/list');
}
