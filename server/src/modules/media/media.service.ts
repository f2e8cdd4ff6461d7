import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/http/app-error.ts';
import { boundCompanyId } from '../../platform/tenancy/tenant-filter.ts';
import { MediaFile } from './media-file.entity.ts';
import type { MediaStore } from './media-store.ts';

export type StoredMedia = { id: string; filename: string; mimetype: string; size: number };

/** Only the extension of the client's name survives, and only if it is plain. */
function extensionOf(filename: string): string {
  const extension = path.extname(filename).toLowerCase();
  return /^\.[a-z0-9]{1,10}$/.test(extension) ? extension : '';
}

function displayName(filename: string): string {
  const base = [...path.basename(filename.replaceAll('\\', '/'))].filter((char) => char.charCodeAt(0) >= 0x20).join('');
  return base.slice(0, 255) || 'file';
}

export class MediaService {
  readonly #store: MediaStore;

  constructor(store: MediaStore) {
    this.#store = store;
  }

  /** Saves bytes for the company `em` is bound to; the row and the file are both written or neither is. */
  async save(em: EntityManager, data: Buffer, filename: string, mimetype: string): Promise<StoredMedia> {
    const companyId = boundCompanyId(em);
    if (companyId === undefined) {
      throw new Error('MediaService.save needs a manager bound to a company');
    }
    return this.saveFor(em, companyId, data, filename, mimetype);
  }

  /** Saves bytes for a company named explicitly (a tool working across companies: the import). */
  async saveFor(em: EntityManager, companyId: number, data: Buffer, filename: string, mimetype: string): Promise<StoredMedia> {
    const id = randomUUID();
    const storageKey = `${companyId}/${new Date().toISOString().slice(0, 7)}/${id}${extensionOf(filename)}`;
    await this.#store.put(storageKey, data);
    try {
      const media = em.create(MediaFile, { id, companyId, storageKey, filename: displayName(filename), mimetype, size: data.length });
      await em.flush();
      return { id, filename: media.filename, mimetype, size: data.length };
    } catch (error) {
      await this.#store.remove(storageKey);
      throw error;
    }
  }

  /** The bytes of a media row already read (an export streams them one after another). */
  bytesOf(media: MediaFile): Promise<Readable> {
    return this.#store.open(media.storageKey);
  }

  /** Removes stored files whose rows were deleted (after the deleting transaction committed). */
  async removeStored(storageKeys: string[]): Promise<void> {
    for (const key of storageKeys) {
      await this.#store.remove(key);
    }
  }

  async open(em: EntityManager, id: string): Promise<{ media: MediaFile; stream: Readable }> {
    const media = await em.findOne(MediaFile, { id });
    if (!media) {
      throw new AppError('ERR_NOT_FOUND', { message: 'No media found with this ID' });
    }
    const stream = await this.#store.open(media.storageKey).catch((error: unknown) => {
      // A row whose bytes are gone (a backup taken while its file was being removed) is as good as no file.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new AppError('ERR_NOT_FOUND', { message: 'No media found with this ID' });
      }
      throw error;
    });
    return { media, stream };
  }
}
