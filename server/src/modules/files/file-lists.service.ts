import type { FileListRecord, FileListResponse, fileListBody, fileListQuery, fileUploadBody } from '@balcao/shared';
import { LockMode, QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthContext } from '../../platform/http/context.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { rooms } from '../../platform/realtime/rooms.ts';
import { announceRecord } from '../../platform/records/announce.ts';
import { containing, findPage } from '../../platform/records/page-query.ts';
import { uniqueViolationAs } from '../../platform/records/unique-violation.ts';
import type { MediaService, StoredMedia } from '../media/media.service.ts';
import { mediaTypeOf, toFileListRecords } from './file-list-records.ts';
import { FileListOption } from './file-list-option.entity.ts';
import { FileList } from './file-list.entity.ts';

export type FileListInput = z.output<typeof fileListBody>;
export type FileUploadInput = z.output<typeof fileUploadBody>;

function notFound(): AppError {
  return new AppError('ERR_NO_FILE_FOUND', { message: 'No file list found with this ID' });
}

function optionNotFound(path: string): AppError {
  const message = 'No option of this file list has this ID';
  return new AppError('ERR_NO_FILE_OPTION_FOUND', { message, fields: [{ path, message }] });
}

function nameTaken(): AppError {
  return new AppError('ERR_FILE_NAME_ALREADY_EXISTS', {
    message: 'Another file list of this company already has this name',
    fields: [{ path: 'body.name', message: 'Already used' }],
  });
}

const nameViolation = uniqueViolationAs(nameTaken);

/**
 * The company's file lists (admins only: the routes say so). Each write runs in one transaction
 * under the list's row lock, so an edit and an upload of one list never interleave; changes go to
 * the admins' room on `company-{id}-file` after commit.
 */
export class FileListsService {
  readonly #realtime: Realtime;
  readonly #media: MediaService;

  constructor({ realtime, media }: { realtime: Realtime; media: MediaService }) {
    this.#realtime = realtime;
    this.#media = media;
  }

  async page(em: EntityManager, query: z.output<typeof fileListQuery>): Promise<FileListResponse> {
    const where = query.searchParam ? { name: { $ilike: containing(query.searchParam) } } : {};
    const { rows, count, hasMore } = await findPage(em, FileList, where, {
      pageNumber: query.pageNumber,
      orderBy: { name: QueryOrder.ASC, id: QueryOrder.ASC },
    });
    return { files: await toFileListRecords(em, rows), count, hasMore };
  }

  async get(em: EntityManager, id: number): Promise<FileListRecord> {
    return this.#record(em, await this.#find(em, id));
  }

  async create(em: EntityManager, caller: AuthContext, input: FileListInput): Promise<FileListRecord> {
    const list = await em
      .transactional(async (tx) => {
        await this.#assertNameFree(tx, input.name);
        const created = tx.create(FileList, { companyId: caller.companyId, name: input.name, message: input.message });
        await tx.flush();
        await this.#replaceOptions(tx, created, input.options);
        return created;
      })
      .catch(nameViolation);
    return this.#announce(em, 'create', list);
  }

  /** The list becomes what was sent: options without an id are added, listed ones kept with their file, others removed. */
  async update(em: EntityManager, id: number, input: FileListInput): Promise<FileListRecord> {
    const list = await em
      .transactional(async (tx) => {
        const found = await this.#find(tx, id, LockMode.PESSIMISTIC_WRITE);
        if (input.name !== found.name) {
          await this.#assertNameFree(tx, input.name, found.id);
        }
        tx.assign(found, { name: input.name, message: input.message });
        await this.#replaceOptions(tx, found, input.options);
        return found;
      })
      .catch(nameViolation);
    return this.#announce(em, 'update', list);
  }

  /** Its options go with it (the foreign key cascades); the media collector removes their files later. */
  async remove(em: EntityManager, id: number): Promise<void> {
    const list = await this.#find(em, id);
    const { companyId } = list;
    await em.remove(list).flush();
    await announceRecord(this.#realtime, companyId, 'file', { action: 'delete', id }, [rooms.admins(companyId)]);
  }

  /**
   * POST /files/uploadList/{id}: each file becomes the file of the option named at the same place in
   * `id`, replacing any earlier one. The files are stored first (under server-made keys); if the
   * options turn out not to exist, those files are left to the media collector.
   */
  async upload(em: EntityManager, id: number, input: FileUploadInput, files: UploadedFile[]): Promise<FileListRecord> {
    if (files.length === 0) {
      throw new AppError('ERR_VALIDATION', {
        message: 'Send the files as multipart form data in the field files',
        fields: [{ path: 'body.files', message: 'Required' }],
      });
    }
    if (input.id.length !== files.length) {
      const message = `Name one option for each file (${files.length} files, ${input.id.length} options)`;
      throw new AppError('ERR_VALIDATION', { message, fields: [{ path: 'body.id', message }] });
    }
    await this.#checkOptions(em, id, input.id);
    const stored: StoredMedia[] = [];
    for (const file of files) {
      stored.push(await this.#media.save(em, file.buffer, file.originalname, file.mimetype));
    }
    const list = await em.transactional(async (tx) => {
      const found = await this.#find(tx, id, LockMode.PESSIMISTIC_WRITE);
      const options = await this.#checkOptions(tx, found.id, input.id);
      input.id.forEach((optionId, index) => {
        const media = stored[index];
        const option = options.get(optionId);
        if (media && option) {
          tx.assign(option, { mediaId: media.id, mediaName: media.filename, mediaType: mediaTypeOf(media.mimetype) });
        }
      });
      // The list's updatedAt tells the table that its files changed.
      found.updatedAt = new Date();
      return found;
    });
    return this.#announce(em, 'update', list);
  }

  /** The named options of the list, or ERR_NO_FILE_OPTION_FOUND for the first that is not one of them. */
  async #checkOptions(em: EntityManager, fileListId: number, ids: number[]): Promise<Map<number, FileListOption>> {
    const options = new Map(
      (await em.find(FileListOption, { fileListId, id: { $in: ids } })).map((option) => [option.id, option] as const),
    );
    const missing = ids.findIndex((optionId) => !options.has(optionId));
    if (missing >= 0) {
      throw optionNotFound(`body.id.${missing}`);
    }
    return options;
  }

  async #replaceOptions(tx: EntityManager, list: FileList, wanted: FileListInput['options']): Promise<void> {
    const existing = new Map((await tx.find(FileListOption, { fileListId: list.id })).map((option) => [option.id, option] as const));
    const missing = wanted.findIndex((option) => option.id !== undefined && !existing.has(option.id));
    if (missing >= 0) {
      throw optionNotFound(`body.options.${missing}.id`);
    }
    const kept = new Set(wanted.flatMap((option) => (option.id === undefined ? [] : [option.id])));
    for (const option of existing.values()) {
      if (!kept.has(option.id)) {
        tx.remove(option);
      }
    }
    wanted.forEach((option, position) => {
      const fields = { position, name: option.name, message: option.message, value: option.value };
      const current = option.id === undefined ? undefined : existing.get(option.id);
      if (current) {
        tx.assign(current, fields);
      } else {
        tx.create(FileListOption, { companyId: list.companyId, fileListId: list.id, ...fields });
      }
    });
    await tx.flush();
  }

  async #announce(em: EntityManager, action: 'create' | 'update', list: FileList): Promise<FileListRecord> {
    const record = await this.#record(em, list);
    await announceRecord(this.#realtime, list.companyId, 'file', { action, record }, [rooms.admins(list.companyId)]);
    return record;
  }

  async #record(em: EntityManager, list: FileList): Promise<FileListRecord> {
    const [record] = await toFileListRecords(em, [list]);
    if (!record) {
      throw notFound();
    }
    return record;
  }

  async #find(em: EntityManager, id: number, lockMode?: LockMode): Promise<FileList> {
    const list = await em.findOne(FileList, { id }, lockMode === undefined ? {} : { lockMode });
    if (!list) {
      throw notFound();
    }
    return list;
  }

  async #assertNameFree(em: EntityManager, name: string, exceptId?: number): Promise<void> {
    if ((await em.count(FileList, { name, ...(exceptId === undefined ? {} : { id: { $ne: exceptId } }) })) > 0) {
      throw nameTaken();
    }
  }
}
