import type { FILE_MEDIA_TYPES } from '@balcao/shared';
import { FileList } from '../../files/file-list.entity.ts';
import { FileListOption } from '../../files/file-list-option.entity.ts';
import { date, idIn, parents, text, type Outcome, type Step } from '../step.ts';
import { copyMedia } from './media-copy.ts';

const id = (row: Record<string, unknown>) => String(row['id']);

/** File list names are unique per company: a list of a name Balcão already has is that list. */
export const fileListsStep: Step = {
  table: 'Files',
  kind: 'file-list',
  keys: ['id'],
  idOf: id,
  async write(rows, context) {
    const { em } = context;
    const companies = await parents(context, 'company', rows, 'companyId');
    const known = new Map<string, FileList>(
      (await em.find(FileList, { companyId: { $in: [...new Set([...companies.values()].map(Number))] } })).map((list) => [
        `${list.companyId}:${list.name}`,
        list,
      ]),
    );
    const outcomes: Outcome[] = [];
    const made: [string, FileList, boolean][] = [];
    for (const row of rows) {
      const companyId = idIn(companies, row['companyId']);
      const name = text(row['name'], 100).trim();
      if (companyId === undefined || !name) {
        outcomes.push({ id: id(row), skipped: companyId === undefined ? 'its company was not imported' : 'no name' });
        continue;
      }
      const same = known.get(`${companyId}:${name}`);
      if (same) {
        made.push([id(row), same, true]);
        continue;
      }
      const list = em.create(FileList, {
        companyId,
        name,
        message: text(row['message']),
        createdAt: date(row['createdAt']),
        updatedAt: date(row['updatedAt']),
      });
      known.set(`${companyId}:${name}`, list);
      made.push([id(row), list, false]);
    }
    await em.flush();
    return [
      ...outcomes,
      ...made.map(([from, list, linked]): Outcome => (linked ? { id: from, linked: list.id } : { id: from, written: list.id })),
    ];
  },
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
    const lists = await parents(context, 'file-list', rows, 'fileId');
    const listIds = [...new Set([...lists.values()].map(Number))];
    const owners = new Map(
      (await em.find(FileList, { id: { $in: listIds } }, { fields: ['companyId'] })).map((list) => [list.id, list.companyId]),
    );
    const positions = new Map<number, number>();
    for (const option of await em.find(FileListOption, { fileListId: { $in: listIds } }, { fields: ['fileListId', 'position'] })) {
      positions.set(option.fileListId, Math.max(positions.get(option.fileListId) ?? 0, option.position + 1));
    }
    const outcomes: Outcome[] = [];
    for (const row of rows) {
      const fileListId = idIn(lists, row['fileId']);
      const companyId = fileListId === undefined ? undefined : owners.get(fileListId);
      if (fileListId === undefined || companyId === undefined) {
        outcomes.push({ id: id(row), skipped: 'its file list was not imported' });
        continue;
      }
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
