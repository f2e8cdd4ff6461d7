import type { TagRecord, TicketTagsResponse } from '@balcao/shared';
import { LockMode, QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthContext } from '../../platform/http/context.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { announceTicketTags } from '../tags/announce-ticket-tags.ts';
import { Tag } from '../tags/tag.entity.ts';
import { toTagRecord } from '../tags/tags.service.ts';
import { TicketTag } from '../tags/ticket-tag.entity.ts';
import { ticketForCaller } from '../tickets/ticket-access.ts';
import { Ticket } from '../tickets/ticket.entity.ts';

/**
 * A ticket's lane on the kanban board: the kanban tag it carries. Each change runs in one transaction
 * under the ticket's row lock, so a card is never seen in no lane halfway through a move, and two
 * moves of one card never interleave; then the ticket is announced with its new tags.
 */
export class TicketLanes {
  readonly #realtime: Realtime;
  readonly #logger: Logger;

  constructor({ realtime, logger }: { realtime: Realtime; logger: Logger }) {
    this.#realtime = realtime;
    this.#logger = logger;
  }

  /** PUT /ticket-tags/{ticketId}/{tagId}: the tag is added; a kanban tag also takes the place of the ticket's other kanban tags. */
  async put(em: EntityManager, caller: AuthContext, ticketId: number, tagId: number): Promise<TicketTagsResponse> {
    const ticket = await em.transactional(async (tx) => {
      const locked = await this.#lockVisible(tx, caller, ticketId);
      const tag = await tx.findOne(Tag, { id: tagId });
      if (!tag) {
        throw new AppError('ERR_NO_TAG_FOUND', { message: 'No tag found with this ID' });
      }
      if (tag.kanban) {
        await this.#unlinkKanbanTags(tx, locked.id, tag.id);
      }
      if ((await tx.count(TicketTag, { ticketId: locked.id, tagId: tag.id })) === 0) {
        tx.create(TicketTag, { companyId: locked.companyId, ticketId: locked.id, tagId: tag.id });
      }
      return locked;
    });
    return this.#answer(em, ticket);
  }

  /** DELETE /ticket-tags/{ticketId}: the ticket leaves its lane (its kanban tags go; other tags stay). */
  async clear(em: EntityManager, caller: AuthContext, ticketId: number): Promise<TicketTagsResponse> {
    const ticket = await em.transactional(async (tx) => {
      const locked = await this.#lockVisible(tx, caller, ticketId);
      await this.#unlinkKanbanTags(tx, locked.id);
      return locked;
    });
    return this.#answer(em, ticket);
  }

  async #lockVisible(tx: EntityManager, caller: AuthContext, ticketId: number): Promise<Ticket> {
    const visible = await ticketForCaller(tx, caller, ticketId);
    await tx.findOneOrFail(Ticket, { id: visible.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    return visible;
  }

  async #unlinkKanbanTags(tx: EntityManager, ticketId: number, keepTagId?: number): Promise<void> {
    const lanes = await tx.find(Tag, { kanban: true, ...(keepTagId === undefined ? {} : { id: { $ne: keepTagId } }) }, { fields: ['id'] });
    if (lanes.length > 0) {
      await tx.nativeDelete(TicketTag, { ticketId, tagId: { $in: lanes.map((lane) => lane.id) } });
    }
  }

  async #answer(em: EntityManager, ticket: Ticket): Promise<TicketTagsResponse> {
    const links = await em.find(TicketTag, { ticketId: ticket.id }, { fields: ['tagId'] });
    const tags: TagRecord[] = (
      await em.find(Tag, { id: { $in: links.map((link) => link.tagId) } }, { orderBy: { name: QueryOrder.ASC, id: QueryOrder.ASC } })
    ).map(toTagRecord);
    await announceTicketTags(
      { realtime: this.#realtime, logger: this.#logger },
      em,
      ticket,
      tags.map(({ id, name, color }) => ({ id, name, color })),
    );
    return { ticketId: ticket.id, tags };
  }
}
