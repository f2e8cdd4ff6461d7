import type { FileListRecord, FileMediaType, FileOptionRecord } from '@balcao/shared';
import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { FileListOption } from './file-list-option.entity.ts';
import type { FileList } from './file-list.entity.ts';

/** How a campaign sends the file, from its MIME type (the same split WhatsApp makes). */
export function mediaTypeOf(mimetype: string): FileMediaType {
  const major = mimetype.split('/')[0]?.toLowerCase();
  return major === 'image' || major === 'video' || major === 'audio' ? major : 'document';
}

function toOptionRecord(option: FileListOption): FileOptionRecord {
  const mediaId = option.mediaId ?? null;
  return {
    id: option.id,
    name: option.name,
    message: option.message,
    value: option.value,
    mediaType: mediaId === null ? null : (option.mediaType ?? null),
    mediaPath: mediaId === null ? null : `/media/${mediaId}`,
    mediaName: mediaId === null ? null : (option.mediaName ?? null),
  };
}

/** The records of many lists with their options, in one query for all the options. */
export async function toFileListRecords(em: EntityManager, lists: readonly FileList[]): Promise<FileListRecord[]> {
  const options =
    lists.length === 0
      ? []
      : await em.find(
          FileListOption,
          { fileListId: { $in: lists.map((list) => list.id) } },
          { orderBy: { fileListId: QueryOrder.ASC, position: QueryOrder.ASC, id: QueryOrder.ASC } },
        );
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    message: list.message,
    options: options.filter((option) => option.fileListId === list.id).map(toOptionRecord),
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
  }));
}
