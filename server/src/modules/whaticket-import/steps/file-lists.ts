import type { FILE_MEDIA_TYPES } from '@balcao/shared';
import { FileList } from '../../files/file-list.entity.ts';
import { FileListOption } from '../../files/file-list-option.entity.ts';
import { date, ownedParents, text, type Outcome, type Step } from '../step.ts';
import { copyMedia } from './media-copy.ts';
import { linkSameNameOrCreate } from './same-name-per-company.ts';

const id = (row: Record<string, unknown>) => String(row['id']);

/** File list names are unique per company: a list of a name Balcão already has is that list. */
export const fileListsStep: Step = {
  table: 'Files',
  kind: 'file-list',
  keys: ['id'],
  idOf: id,
  write: (rows, context) =>
    linkSameNameOrCreate(rows, context, {
      entity: FileList,
      idOf: id,
      maxName: 100,
      create: (row, companyId, name) =>
        context.em.create(FileList, {
          companyId,
          name,
          message: text(row['message']),
          createdAt: date(row['createdAt']),
          updatedAt: date(row['updatedAt']),
        }),
    }),
};

/** The reference kept a file's MIME type; Balcão keeps its kind. */
function kindOf(mimetype: string): (typeof FILE_MEDIA_TYPES)[number] {
  const [top] = mimetype.split('/');
  return top === 'image' || top === 'video' || top === 'audio' ? top : 'document';
}

/**
 * The files of a list, in the reference's order, each copied from `--media` (the reference kept them
 * in `public/fileList/<list id>/`). A file that is not there leaves its option without it, noted.
 */
export const fileListOptionsStep: Step = {
  table: 'FilesOptions',
  kind: 'file-list-option',
  keys: ['id'],
  idOf: id,
  async write(rows, context) {
    const { em } = context;
    const lists = await ownedParents(context, 'file-list', FileList, rows, 'fileId');
    const positions = new Map<number, number>();
    for (const option of await em.find(FileListOption, { fileListId: { $in: lists.ids } }, { fields: ['fileListId', 'position'] })) {
      positions.set(option.fileListId, Math.max(positions.get(option.fileListId) ?? 0, option.position + 1));
    }
    const outcomes: Outcome[] = [];
    for (const row of rows) {
      const list = lists.of(row);
      if (list === undefined) {
        outcomes.push({ id: id(row), skipped: 'its file list was not imported' });
        continue;
      }
      const { id: fileListId, companyId } = list;
      const file = text(row['path']);
      const media = file ? await copyMedia(context, companyId, [`fileList/${String(row['fileId'])}/${file}`, file]) : undefined;
      const position = positions.get(fileListId) ?? 0;
      positions.set(fileListId, position + 1);
      const mimetype = text(row['mediaType']) || media?.mimetype || '';
      const option = em.create(FileListOption, {
        companyId,
        fileListId,
        position,
        name: text(row['name'], 100).trim() || file || `File ${id(row)}`,
        mediaType: media?.mediaId ? kindOf(mimetype) : null,
        mediaId: media?.mediaId ?? null,
        mediaName: media?.mediaId ? text(file, 255) : null,
        createdAt: date(row['createdAt']),
        updatedAt: date(row['updatedAt']),
      });
      await em.flush();
      const note = file ? media?.note : 'no file: imported without it';
      outcomes.push({ id: id(row), written: option.id, ...(note ? { note } : {}) });
    }
    return outcomes;
  },
};
