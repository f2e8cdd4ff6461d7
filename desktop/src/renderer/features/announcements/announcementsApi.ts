import type { AnnouncementBody, AnnouncementListResponse, AnnouncementRecord } from '@balcao/shared';
import { api } from '../../api/index.ts';

export function listAnnouncements(pageNumber: number, searchParam = ''): Promise<AnnouncementListResponse> {
  return api.get<AnnouncementListResponse>('/announcements', { query: { pageNumber, searchParam: searchParam || undefined } });
}

export function getAnnouncement(id: number): Promise<AnnouncementRecord> {
  return api.get<AnnouncementRecord>(`/announcements/${id}`);
}

export function createAnnouncement(body: AnnouncementBody): Promise<AnnouncementRecord> {
  return api.post<AnnouncementRecord>('/announcements', body);
}

export function updateAnnouncement(id: number, body: AnnouncementBody): Promise<AnnouncementRecord> {
  return api.put<AnnouncementRecord>(`/announcements/${id}`, body);
}

export function deleteAnnouncement(id: number): Promise<void> {
  return api.delete<void>(`/announcements/${id}`);
}

export function uploadAnnouncementImage(id: number, file: File): Promise<AnnouncementRecord> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<AnnouncementRecord>(`/announcements/${id}/media-upload`, form);
}

export function removeAnnouncementImage(id: number): Promise<AnnouncementRecord> {
  return api.delete<AnnouncementRecord>(`/announcements/${id}/media-upload`);
}
