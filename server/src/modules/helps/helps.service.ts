import type { HelpListResponse, HelpRecord, helpBody, helpListQuery } from '@balcao/shared';
import { QueryOrder, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { containing, findPage } from '../../platform/records/page-query.ts';
import { Help } from './help.entity.ts';

export function toHelpRecord(row: Help): HelpRecord {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    video: row.video,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function notFound(): AppError {
  return new AppError('ERR_NO_HELP_FOUND', { message: 'No help video found with this ID' });
}

/** Help videos: platform-wide (no company owns them), read by everyone, written by super users. */
export class HelpsService {
  async page(em: EntityManager, query: z.output<typeof helpListQuery>): Promise<HelpListResponse> {
    const search = query.searchParam ? containing(query.searchParam) : undefined;
    const where: FilterQuery<Help> = search ? { $or: [{ title: { $ilike: search } }, { description: { $ilike: search } }] } : {};
    const { rows, count, hasMore } = await findPage(em, Help, where, {
      pageNumber: query.pageNumber,
      orderBy: { title: QueryOrder.ASC, id: QueryOrder.ASC },
    });
    return { records: rows.map(toHelpRecord), count, hasMore };
  }

  /** GET /helps/list: the whole grid of /helps. */
  async all(em: EntityManager): Promise<HelpRecord[]> {
    const rows = await em.find(Help, {}, { orderBy: { title: QueryOrder.ASC, id: QueryOrder.ASC } });
    return rows.map(toHelpRecord);
  }

  async get(em: EntityManager, id: number): Promise<HelpRecord> {
    return toHelpRecord(await this.#find(em, id));
  }

  async create(em: EntityManager, input: z.output<typeof helpBody>): Promise<HelpRecord> {
    const row = em.create(Help, { ...input });
    await em.flush();
    return toHelpRecord(row);
  }

  async update(em: EntityManager, id: number, input: z.output<typeof helpBody>): Promise<HelpRecord> {
    const row = await this.#find(em, id);
    em.assign(row, { ...input });
    await em.flush();
    return toHelpRecord(row);
  }

  async remove(em: EntityManager, id: number): Promise<void> {
    await em.remove(await this.#find(em, id)).flush();
  }

  async #find(em: EntityManager, id: number): Promise<Help> {
    const row = await em.findOne(Help, { id });
    if (!row) {
      throw notFound();
    }
    return row;
  }
}
