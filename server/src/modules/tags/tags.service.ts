import {
  can,
  type TagListItem,
  type TagListResponse,
  type TagRef,
  type TagRecord,
  type TagSyncResponse,
  type tagBody,
  type tagPageQuery,
  type tagSyncBody,
  type tagUpdateBody,
} from '@balcao/shared';
import { LockMode, QueryOrder, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { Logger } from '../../logger.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthContext } from '../../platform/http/context.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { announceRecord } from '../../platform/records/announce.ts';
import { containing, findPage } from '../../platform/records/page-query.ts';
import { uniqueViolationAs } from '../../platform/records/unique-violation.ts';
import { ticketForCaller } from '../tickets/ticket-access.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { announceTicketTags } from './announce-ticket-tags.ts';
import { Tag } from './tag.entity.ts';
import { TicketTag } from './ticket-tag.entity.ts';

export function toTagRecord(tag: Tag): TagRecord {
  return { id: tag.id, name: tag.name, color: tag.color, kanban: tag.kanban };
}

function nameTaken(): AppError {
  return new AppError('ERR_TAG_NAME_ALREADY_EXISTS', { message: 'Another tag of this company already has this name' });
}

function tagNotFound(): AppError {
  return new AppError('ERR_NO_TAG_FOUND', { message: 'No tag found with this ID' });
}

/** A concurrent write that slipped past the name check still answers 409, never 500. */
const uniqueToAppError = uniqueViolationAs(nameTaken);

function assertMayChangeKanban(caller: AuthContext): void {
  if (!caller.super && !can(caller.profile, 'tags:kanban')) {
    throw new AppError('ERR_NO_PERMISSION', { message: 'Only admins and supervisors may make a tag a kanban lane' });
  }
}

/** Tags of the company the manager is bound to; writes emit `company-{id}-tag` after commit. */
export class TagsService {
  readonly #realtime: Realtime;
  readonly #logger: Logger;

  constructor({ realtime, logger }: { realtime: Realtime; logger: Logger }) {
    this.#realtime = realtime;
    this.#logger = logger;
  }

  /** Every tag of the company, by name (the ticket's tag picker). */
  async all(em: EntityManager): Promise<TagRecord[]> {
    const tags = await em.find(Tag, {}, { orderBy: { name: QueryOrder.ASC, id: QueryOrder.ASC } });
    return tags.map(toTagRecord);
  }

  /** The kanban board's lanes: the tags flagged kanban, by name. */
  async kanbanLanes(em: EntityManager): Promise<TagRecord[]> {
    const tags = await em.find(Tag, { kanban: true }, { orderBy: { name: QueryOrder.ASC, id: QueryOrder.ASC } });
    return tags.map(toTagRecord);
  }

  /** The tags page: searched by name, 20 per page, each with how many tickets carry it. */
  async page(em: EntityManager, query: z.output<typeof tagPageQuery>): Promise<TagListResponse> {
    const where = query.searchParam ? { name: { $ilike: containing(query.searchParam) } } : {};
    const {
      rows: tags,
      count,
      hasMore,
    } = await findPage(em, Tag, where, {
      pageNumber: query.pageNumber,
      orderBy: { name: QueryOrder.ASC, id: QueryOrder.ASC },
    });
    const counts = await this.#ticketCounts(
      em,
      tags.map((tag) => tag.id),
    );
    return {
      tags: tags.map((tag) => ({ ...toTagRecord(tag), userId: tag.userId ?? null, ticketsCount: counts.get(tag.id) ?? 0 })),
      count,
      hasMore,
    };
  }

  async get(em: EntityManager, id: number): Promise<TagRecord> {
    return toTagRecord(await this.#find(em, id));
  }

  async create(em: EntityManager, caller: AuthContext, input: z.output<typeof tagBody>): Promise<TagListItem> {
    if (input.kanban) {
      assertMayChangeKanban(caller);
    }
    await this.#assertNameFree(em, input.name);
    const tag = em.create(Tag, {
      companyId: caller.companyId,
      name: input.name,
      color: input.color,
      kanban: input.kanban,
      userId: caller.userId,
    });
    await em.flush().catch(uniqueToAppError);
    const record = { ...toTagRecord(tag), userId: tag.userId ?? null, ticketsCount: 0 };
    await announceRecord(this.#realtime, caller.companyId, 'tag', { action: 'create', record });
    return record;
  }

  async update(em: EntityManager, caller: AuthContext, id: number, input: z.output<typeof tagUpdateBody>): Promise<TagListItem> {
    const tag = await this.#find(em, id);
    if (input.kanban !== undefined && input.kanban !== tag.kanban) {
      assertMayChangeKanban(caller);
    }
    if (input.name !== undefined && input.name !== tag.name) {
      await this.#assertNameFree(em, input.name, id);
    }
    em.assign(tag, {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.color === undefined ? {} : { color: input.color }),
      ...(input.kanban === undefined ? {} : { kanban: input.kanban }),
    });
    await em.flush().catch(uniqueToAppError);
    // The tags page lists the count beside the name: a live rename keeps it right.
    const record = {
      ...toTagRecord(tag),
      userId: tag.userId ?? null,
      ticketsCount: (await this.#ticketCounts(em, [tag.id])).get(tag.id) ?? 0,
    };
    await announceRecord(this.#realtime, tag.companyId, 'tag', { action: 'update', record });
    return record;
  }

  /** Its links to tickets go with it (the foreign key cascades). */
  async remove(em: EntityManager, id: number): Promise<void> {
    const tag = await this.#find(em, id);
    const { companyId } = tag;
    await em.remove(tag).flush();
    await announceRecord(this.#realtime, companyId, 'tag', { action: 'delete', id });
  }

  /**
   * The ticket's tags become exactly `tagIds`, in one transaction under the ticket's row lock (so two
   * syncs of one ticket never interleave); then the ticket is announced with its new tags.
   */
  async sync(em: EntityManager, caller: AuthContext, input: z.output<typeof tagSyncBody>): Promise<TagSyncResponse> {
    const wanted = [...new Set(input.tags)];
    const ticket = await em.transactional(async (tx) => {
      const visible = await ticketForCaller(tx, caller, input.ticketId);
      await tx.findOneOrFail(Ticket, { id: visible.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (wanted.length > 0 && (await tx.count(Tag, { id: { $in: wanted } })) !== wanted.length) {
        throw tagNotFound();
      }
      await tx.nativeDelete(TicketTag, { ticketId: visible.id, ...(wanted.length > 0 ? { tagId: { $nin: wanted } } : {}) });
      const present = new Set((await tx.find(TicketTag, { ticketId: visible.id }, { fields: ['tagId'] })).map((link) => link.tagId));
      for (const tagId of wanted.filter((id) => !present.has(id))) {
        tx.create(TicketTag, { companyId: visible.companyId, ticketId: visible.id, tagId });
      }
      return visible;
    });
    const records = (await em.find(Tag, { id: { $in: wanted } }, { orderBy: { name: QueryOrder.ASC, id: QueryOrder.ASC } })).map(
      toTagRecord,
    );
    await this.#announce(
      em,
      ticket,
      records.map(({ id, name, color }) => ({ id, name, color })),
    );
    return { ticketId: ticket.id, tags: records };
  }

  async #announce(em: EntityManager, ticket: Ticket, tags: TagRef[]): Promise<void> {
    await announceTicketTags({ realtime: this.#realtime, logger: this.#logger }, em, ticket, tags);
  }

  async #ticketCounts(em: EntityManager, tagIds: number[]): Promise<Map<number, number>> {
    if (tagIds.length === 0) {
      return new Map();
    }
    const qb = em
      .createQueryBuilder(TicketTag, 'tt')
      .select(['tt.tagId'])
      .addSelect(raw('count(*)::int as count'))
      .where({ tagId: { $in: tagIds } })
      .groupBy('tt.tagId');
    await qb.applyFilters();
    const rows = await qb.execute<{ tag_id: number; count: number }[]>('all', false);
    return new Map(rows.map((row) => [row.tag_id, row.count]));
  }

  async #find(em: EntityManager, id: number): Promise<Tag> {
    const tag = await em.findOne(Tag, { id });
    if (!tag) {
      throw tagNotFound();
    }
    return tag;
  }

  async #assertNameFree(em: EntityManager, name: string, exceptId?: number): Promise<void> {
    if ((await em.count(Tag, { name, ...(exceptId === undefined ? {} : { id: { $ne: exceptId } }) })) > 0) {
      throw nameTaken();
    }
  }
}
