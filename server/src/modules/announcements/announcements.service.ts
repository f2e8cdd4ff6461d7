import type {
  AnnouncementListResponse,
  AnnouncementPriority,
  AnnouncementRecord,
  announcementBody,
  announcementListQuery,
} from '@balcao/shared';
import { QueryOrder, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthContext } from '../../platform/http/context.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { rooms } from '../../platform/realtime/rooms.ts';
import { announceRecord } from '../../platform/records/announce.ts';
import { containing, findPage } from '../../platform/records/page-query.ts';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Company } from '../companies/company.entity.ts';
import type { MediaFile } from '../media/media-file.entity.ts';
import type { MediaService } from '../media/media.service.ts';
import { Announcement } from './announcement.entity.ts';
import { assertAnnouncementImage } from './announcement-image.ts';

export type AnnouncementInput = z.output<typeof announcementBody>;

/** Most urgent first (1 high), then the newest. */
const ORDER = [{ priority: QueryOrder.ASC }, { createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }] as const;

export function toAnnouncementRecord(row: Announcement): AnnouncementRecord {
  const hasMedia = (row.mediaId ?? null) !== null;
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    priority: row.priority as AnnouncementPriority,
    status: row.status,
    mediaPath: hasMedia ? `/announcements/${row.id}/media` : null,
    mediaName: hasMedia ? (row.mediaName ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Announcements belong to no company and are read across companies on purpose: through a manager
 * bound to a company, the tenant filter would also hide the image (a media file of the writer's
 * company) from everyone else.
 */
function platform(em: EntityManager): EntityManager {
  return forkUnscoped(em);
}

function notFound(): AppError {
  return new AppError('ERR_NO_ANNOUNCEMENT_FOUND', { message: 'No announcement found with this ID' });
}

/**
 * Platform-wide announcements: super users write them; every signed-in user reads the active ones.
 * A change is announced on `company-{id}-announcement` to every company's main room, carrying only
 * the announcement (nothing of any company): active ones as create/update, others as delete.
 */
export class AnnouncementsService {
  readonly #realtime: Realtime;
  readonly #media: MediaService;

  constructor({ realtime, media }: { realtime: Realtime; media: MediaService }) {
    this.#realtime = realtime;
    this.#media = media;
  }

  async page(em: EntityManager, caller: AuthContext, query: z.output<typeof announcementListQuery>): Promise<AnnouncementListResponse> {
    const search = query.searchParam ? containing(query.searchParam) : undefined;
    const where: FilterQuery<Announcement> = {
      $and: [caller.super ? {} : { status: true }, search ? { $or: [{ title: { $ilike: search } }, { text: { $ilike: search } }] } : {}],
    };
    const { rows, count, hasMore } = await findPage(platform(em), Announcement, where, {
      pageNumber: query.pageNumber,
      orderBy: [...ORDER],
    });
    return { records: rows.map(toAnnouncementRecord), count, hasMore };
  }

  async get(em: EntityManager, caller: AuthContext, id: number): Promise<AnnouncementRecord> {
    return toAnnouncementRecord(await this.#findVisible(em, caller, id));
  }

  async create(em: EntityManager, input: AnnouncementInput): Promise<AnnouncementRecord> {
    const all = platform(em);
    const row = all.create(Announcement, { ...input });
    await all.flush();
    return this.#announce(em, 'create', row);
  }

  async update(em: EntityManager, id: number, input: AnnouncementInput): Promise<AnnouncementRecord> {
    const all = platform(em);
    const row = await this.#find(all, id);
    all.assign(row, { ...input });
    await all.flush();
    return this.#announce(em, 'update', row);
  }

  /** The image goes with it when nothing else refers to it (the media collector). */
  async remove(em: EntityManager, id: number): Promise<void> {
    const all = platform(em);
    const row = await this.#find(all, id);
    await all.remove(row).flush();
    await this.#toEveryCompany(em, { action: 'delete', id });
  }

  /** Stores the image (a .png, .jpg or .jpeg) in the caller's company's media and attaches it. */
  async attach(em: EntityManager, id: number, file: UploadedFile): Promise<AnnouncementRecord> {
    assertAnnouncementImage(file);
    const all = platform(em);
    const row = await this.#find(all, id);
    const stored = await this.#media.save(em, file.buffer, file.originalname, file.mimetype);
    all.assign(row, { mediaId: stored.id, mediaName: stored.filename });
    await all.flush();
    return this.#announce(em, 'update', row);
  }

  async detach(em: EntityManager, id: number): Promise<AnnouncementRecord> {
    const all = platform(em);
    const row = await this.#find(all, id);
    all.assign(row, { mediaId: null, mediaName: null });
    await all.flush();
    return this.#announce(em, 'update', row);
  }

  /**
   * The image of an announcement the caller may read. The file belongs to the company of the super
   * user who uploaded it, so it is read across companies here, and only through the announcement.
   */
  async openImage(em: EntityManager, caller: AuthContext, id: number): Promise<{ media: MediaFile; stream: Readable }> {
    const row = await this.#findVisible(em, caller, id);
    if (!row.mediaId) {
      throw new AppError('ERR_NOT_FOUND', { message: 'This announcement has no image' });
    }
    return this.#media.open(platform(em), row.mediaId);
  }

  async #announce(em: EntityManager, action: 'create' | 'update', row: Announcement): Promise<AnnouncementRecord> {
    const record = toAnnouncementRecord(row);
    await this.#toEveryCompany(em, record.status ? { action, record } : { action: 'delete', id: record.id });
    return record;
  }

  async #toEveryCompany(
    manager: EntityManager,
    change: { action: 'create' | 'update'; record: AnnouncementRecord } | { action: 'delete'; id: number },
  ): Promise<void> {
    // Platform-wide: every company's users hear it, each in their own company's room.
    const companies = await forkUnscoped(manager).find(Company, {}, { fields: ['id'] });
    for (const { id: companyId } of companies) {
      await announceRecord(this.#realtime, companyId, 'announcement', change, [rooms.company(companyId)]);
    }
  }

  async #find(em: EntityManager, id: number): Promise<Announcement> {
    const row = await em.findOne(Announcement, { id });
    if (!row) {
      throw notFound();
    }
    return row;
  }

  /** Users other than super users see only active announcements; an inactive one is not found. */
  async #findVisible(em: EntityManager, caller: AuthContext, id: number): Promise<Announcement> {
    const row = await this.#find(platform(em), id);
    if (!caller.super && !row.status) {
      throw notFound();
    }
    return row;
  }
}
