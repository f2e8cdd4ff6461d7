import {
  type QuickMessageListResponse,
  type QuickMessageRecord,
  type quickMessageBody,
  type quickMessageListQuery,
  type quickMessageSuggestionsQuery,
} from '@balcao/shared';
import { QueryOrder, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthContext } from '../../platform/http/context.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { rooms } from '../../platform/realtime/rooms.ts';
import { announceRecord } from '../../platform/records/announce.ts';
import { containing, findPage, nulMatchesNothing, startingWith } from '../../platform/records/page-query.ts';
import { uniqueViolationAs } from '../../platform/records/unique-violation.ts';
import type { MediaService } from '../media/media.service.ts';
import { QuickMessage } from './quick-message.entity.ts';

export type QuickMessageInput = z.output<typeof quickMessageBody>;

/** Suggestions are all sent at once; a company keeping more than this many shortcodes gets the first ones by name. */
const SUGGESTIONS_LIMIT = 1_000;

export function toQuickMessageRecord(row: QuickMessage): QuickMessageRecord {
  const mediaId = row.mediaId ?? null;
  return {
    id: row.id,
    shortcode: row.shortcode,
    message: row.message,
    geral: row.geral,
    userId: row.userId ?? null,
    isMedia: mediaId !== null,
    mediaPath: mediaId === null ? null : `/media/${mediaId}`,
    mediaName: mediaId === null ? null : (row.mediaName ?? null),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function isAdmin(caller: AuthContext): boolean {
  return caller.super || caller.profile === 'admin';
}

/** What a user sees: their own and the company-wide ones (admins: everything). */
function visibleTo(caller: AuthContext, everything: boolean): FilterQuery<QuickMessage> {
  return everything ? {} : { $or: [{ userId: caller.userId }, { geral: true }] };
}

function shortcodeTaken(): AppError {
  return new AppError('ERR_QUICK_MESSAGE_SHORTCODE_EXISTS', {
    message: 'This shortcut is already used',
    fields: [{ path: 'body.shortcode', message: 'Already used' }],
  });
}

function notFound(): AppError {
  return new AppError('ERR_NO_QUICK_MESSAGE_FOUND', { message: 'No quick message found with this ID' });
}

/**
 * Quick replies of the company the manager is bound to. Company-wide ones go to everyone; personal
 * ones to their author and the admins. Writes emit `company-{id}-quickMessage` to those rooms.
 */
export class QuickMessagesService {
  readonly #realtime: Realtime;
  readonly #media: MediaService;

  constructor({ realtime, media }: { realtime: Realtime; media: MediaService }) {
    this.#realtime = realtime;
    this.#media = media;
  }

  async page(em: EntityManager, caller: AuthContext, query: z.output<typeof quickMessageListQuery>): Promise<QuickMessageListResponse> {
    const search = query.searchParam ? containing(query.searchParam) : undefined;
    const where: FilterQuery<QuickMessage> = {
      $and: [
        visibleTo(caller, isAdmin(caller)),
        search ? { $or: [{ shortcode: { $ilike: search } }, { message: { $ilike: search } }] } : {},
      ],
    };
    const { rows, count, hasMore } = await findPage(em, QuickMessage, where, {
      pageNumber: query.pageNumber,
      orderBy: { shortcode: QueryOrder.ASC, id: QueryOrder.ASC },
    });
    return { records: rows.map(toQuickMessageRecord), count, hasMore };
  }

  /** The message input's suggestions: the caller's own and the company-wide ones, admins included. */
  async suggestions(
    em: EntityManager,
    caller: AuthContext,
    query: z.output<typeof quickMessageSuggestionsQuery>,
  ): Promise<QuickMessageRecord[]> {
    const prefix = query.searchParam?.replace(/^\/+/, '');
    const rows = await em.find(
      QuickMessage,
      nulMatchesNothing({ $and: [visibleTo(caller, false), prefix ? { shortcode: { $ilike: startingWith(prefix) } } : {}] }),
      { orderBy: { shortcode: QueryOrder.ASC, id: QueryOrder.ASC }, limit: SUGGESTIONS_LIMIT },
    );
    return rows.map(toQuickMessageRecord);
  }

  async get(em: EntityManager, caller: AuthContext, id: number): Promise<QuickMessageRecord> {
    const row = await this.#find(em, id);
    if (!isAdmin(caller) && !row.geral && row.userId !== caller.userId) {
      throw new AppError('ERR_NO_PERMISSION', { message: 'This quick message belongs to another user' });
    }
    return toQuickMessageRecord(row);
  }

  async create(em: EntityManager, caller: AuthContext, input: QuickMessageInput): Promise<QuickMessageRecord> {
    await this.#assertShortcodeFree(em, { ...input, userId: caller.userId });
    const row = em.create(QuickMessage, {
      companyId: caller.companyId,
      userId: caller.userId,
      shortcode: input.shortcode,
      message: input.message,
      geral: input.geral,
    });
    await this.#flush(em);
    return this.#announce('create', row, row.geral);
  }

  async update(em: EntityManager, caller: AuthContext, id: number, input: QuickMessageInput): Promise<QuickMessageRecord> {
    const row = await this.#findChangeable(em, caller, id);
    const wasGeral = row.geral;
    await this.#assertShortcodeFree(em, { ...input, userId: row.userId ?? null }, id);
    em.assign(row, { shortcode: input.shortcode, message: input.message, geral: input.geral });
    await this.#flush(em);
    return this.#announce('update', row, wasGeral);
  }

  /** Only the link goes; the media collector removes the file later when nothing else refers to it. */
  async remove(em: EntityManager, caller: AuthContext, id: number): Promise<void> {
    const row = await this.#findChangeable(em, caller, id);
    const { companyId, geral } = row;
    const authorId = row.userId ?? null;
    await em.remove(row).flush();
    await announceRecord(this.#realtime, companyId, 'quickMessage', { action: 'delete', id }, this.#roomsOf(companyId, authorId, geral));
  }

  /** Stores the file under a server-made name and makes it the attachment, replacing any earlier one. */
  async attach(em: EntityManager, caller: AuthContext, id: number, file: UploadedFile): Promise<QuickMessageRecord> {
    const row = await this.#findChangeable(em, caller, id);
    const stored = await this.#media.save(em, file.buffer, file.originalname, file.mimetype);
    em.assign(row, { mediaId: stored.id, mediaName: stored.filename });
    await em.flush();
    return this.#announce('update', row, row.geral);
  }

  async detach(em: EntityManager, caller: AuthContext, id: number): Promise<QuickMessageRecord> {
    const row = await this.#findChangeable(em, caller, id);
    em.assign(row, { mediaId: null, mediaName: null });
    await em.flush();
    return this.#announce('update', row, row.geral);
  }

  async #announce(action: 'create' | 'update', row: QuickMessage, wasGeral: boolean): Promise<QuickMessageRecord> {
    const record = toQuickMessageRecord(row);
    // A message that stopped being company-wide still reaches everyone once, so their lists drop it.
    const toRooms = this.#roomsOf(row.companyId, record.userId, row.geral || wasGeral);
    await announceRecord(this.#realtime, row.companyId, 'quickMessage', { action, record }, toRooms);
    return record;
  }

  #roomsOf(companyId: number, authorId: number | null, everyone: boolean): string[] {
    if (everyone) {
      return [rooms.company(companyId)];
    }
    return [rooms.admins(companyId), ...(authorId === null ? [] : [rooms.user(companyId, authorId)])];
  }

  async #find(em: EntityManager, id: number): Promise<QuickMessage> {
    const row = await em.findOne(QuickMessage, { id });
    if (!row) {
      throw notFound();
    }
    return row;
  }

  /** Only the author or an admin changes a quick message. */
  async #findChangeable(em: EntityManager, caller: AuthContext, id: number): Promise<QuickMessage> {
    const row = await this.#find(em, id);
    if (!isAdmin(caller) && row.userId !== caller.userId) {
      throw new AppError('ERR_NO_PERMISSION', { message: 'Only the author or an admin may change this quick message' });
    }
    return row;
  }

  /** Company-wide shortcodes are unique in the company; personal ones per author. */
  async #assertShortcodeFree(
    em: EntityManager,
    input: { shortcode: string; geral: boolean; userId: number | null },
    exceptId?: number,
  ): Promise<void> {
    const scope: FilterQuery<QuickMessage> = input.geral ? { geral: true } : { geral: false, userId: input.userId };
    const others = exceptId === undefined ? {} : { id: { $ne: exceptId } };
    if ((await em.count(QuickMessage, { ...scope, ...others, shortcode: input.shortcode })) > 0) {
      throw shortcodeTaken();
    }
  }

  async #flush(em: EntityManager): Promise<void> {
    await em.flush().catch(uniqueViolationAs(shortcodeTaken));
  }
}
