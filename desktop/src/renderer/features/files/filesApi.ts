import type { FileListBody, FileListRecord, FileListResponse } from '@balcao/shared';
import { api } from '../../api/index.ts';
import type { PageFetcher } from '../../components/list/index.ts';
import { useFileListsStore } from '../../state/fileLists.ts';

export const fetchFileLists: PageFetcher<FileListRecord> = async (search, pageNumber) => {
  const page = await api.get<FileListResponse>('/files', { query: { searchParam: search || undefined, pageNumber } });
  return { records: page.files, hasMore: page.hasMore };
};

export function getFileList(id: number): Promise<FileListRecord> {
  return api.get<FileListRecord>(`/files/${id}`);
}

function keep(record: FileListRecord): FileListRecord {
  useFileListsStore.getState().apply(record);
  return record;
}

export async function saveFileList(id: number | null, body: FileListBody): Promise<FileListRecord> {
  return keep(id === null ? await api.post<FileListRecord>('/files', body) : await api.put<FileListRecord>(`/files/${id}`, body));
}

/** Sends each file for its option in one request: `files` and `id` repeated in the same order. */
export async function uploadOptionFiles(id: number, uploads: { optionId: number; file: File }[]): Promise<FileListRecord> {
  const form = new FormData();
  form.append('fileId', String(id));
  for (const { optionId, file } of uploads) {
    form.append('files', file, file.name);
    form.append('id', String(optionId));
  }
  return keep(await api.post<FileListRecord>(`/files/uploadList/${id}`, form));
}

export async function deleteFileList(id: number): Promise<void> {
  await api.delete(`/files/${id}`);
  useFileListsStore.getState().remove(id);
}
