import type { PromptListResponse, PromptRecord, promptCreateBody, promptUpdateBody, PageQuery } from '@balcao/shared';
import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { maskSecret, type FieldCipher } from '../../platform/crypto/field-cipher.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { OutboundPolicy } from '../../platform/outbound/outbound-policy.ts';
import { refuseUrl } from '../../platform/outbound/refuse-url.ts';
import type { AuthContext } from '../../platform/http/context.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { rooms } from '../../platform/realtime/rooms.ts';
import { announceRecord } from '../../platform/records/announce.ts';
import { findPage } from '../../platform/records/page-query.ts';
import { Queue } from '../queues/queue.entity.ts';
import { toQueueRecord } from '../queues/queues.service.ts';
import { Prompt } from './prompt.entity.ts';
import { apiKeyContext } from './prompt-secrets.ts';

type CreateInput = z.output<typeof promptCreateBody>;
type UpdateInput = z.output<typeof promptUpdateBody>;

function notFound(): AppError {
  return new AppError('ERR_NO_PROMPT_FOUND', { message: 'No prompt found with this ID' });
}

/**
 * AI prompts of the caller's company (admins, plan flag useOpenAi). The API key is sealed with the
 * field cipher and only ever leaves masked; changes go to the admins' room on `company-{id}-prompt`.
 */
export class PromptsService {
  readonly #realtime: Realtime;
  readonly #cipher: FieldCipher;
  readonly #outbound: OutboundPolicy;

  constructor({ realtime, cipher, outbound }: { realtime: Realtime; cipher: FieldCipher; outbound: OutboundPolicy }) {
    this.#realtime = realtime;
    this.#cipher = cipher;
    this.#outbound = outbound;
  }

  async page(em: EntityManager, query: PageQuery): Promise<PromptListResponse> {
    const { rows, count, hasMore } = await findPage(em, Prompt, query.searchParam ? { name: { $ilike: `%${query.searchParam}%` } } : {}, {
      pageNumber: query.pageNumber,
      orderBy: { name: QueryOrder.ASC, id: QueryOrder.ASC },
    });
    return { prompts: await this.#records(em, rows), count, hasMore };
  }

  async get(em: EntityManager, id: number): Promise<PromptRecord> {
    const [record] = await this.#records(em, [await this.#find(em, id)]);
    return record as PromptRecord;
  }

  async create(em: EntityManager, caller: AuthContext, input: CreateInput): Promise<PromptRecord> {
    await this.#refusePrivate(input.baseUrl);
    const row = await em.transactional(async (tx) => {
      await this.#assertQueue(tx, input.queueId);
      const { apiKey, ...fields } = input;
      const created = tx.create(Prompt, { ...fields, companyId: caller.companyId });
      await tx.flush();
      // The key is bound to the row's id, so it is sealed once the row has one.
      created.apiKeySealed = this.#cipher.encrypt(apiKey, apiKeyContext(created.id));
      const bound = await this.#bindQueue(tx, created.id, null, created.queueId);
      await tx.flush();
      return { row: created, bound };
    });
    await this.#announceQueues(row.bound);
    return this.#announce(em, 'create', row.row);
  }

  async update(em: EntityManager, id: number, input: UpdateInput): Promise<PromptRecord> {
    await this.#refusePrivate(input.baseUrl);
    const row = await em.transactional(async (tx) => {
      const found = await this.#find(tx, id);
      await this.#assertQueue(tx, input.queueId);
      const { apiKey, ...fields } = input;
      const formerQueueId = found.queueId;
      tx.assign(found, fields);
      // An empty key, or the masked one the screen shows, keeps the stored key.
      if (apiKey && apiKey !== maskSecret(this.#apiKeyOf(found))) {
        found.apiKeySealed = this.#cipher.encrypt(apiKey, apiKeyContext(found.id));
      }
      const bound = await this.#bindQueue(tx, found.id, formerQueueId, found.queueId);
      await tx.flush();
      return { row: found, bound };
    });
    await this.#announceQueues(row.bound);
    return this.#announce(em, 'update', row.row);
  }

  async remove(em: EntityManager, caller: AuthContext, id: number): Promise<{ message: string }> {
    const row = await this.#find(em, id);
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(Queue, { promptId: id }, { promptId: null });
      tx.remove(row);
    });
    await announceRecord(this.#realtime, caller.companyId, 'prompt', { action: 'delete', id }, [rooms.admins(caller.companyId)]);
    return { message: 'Prompt deleted' };
  }

  /**
   * The queue the dialog shows is the queue that runs the prompt: it is bound to it (its one bot, so an
   * integration it had is detached), and a queue the prompt leaves stops running it. Other queues the
   * queue dialog bound to the prompt keep it. Answers the queues changed, to announce after commit.
   */
  async #bindQueue(tx: EntityManager, promptId: number, formerQueueId: number | null, queueId: number): Promise<Queue[]> {
    const changed: Queue[] = [];
    if (formerQueueId !== null && formerQueueId !== queueId) {
      const former = await tx.findOne(Queue, { id: formerQueueId, promptId });
      if (former) {
        former.promptId = null;
        changed.push(former);
      }
    }
    const queue = await tx.findOneOrFail(Queue, { id: queueId });
    if (queue.promptId !== promptId || (queue.integrationId ?? null) !== null) {
      queue.promptId = promptId;
      queue.integrationId = null;
      changed.push(queue);
    }
    return changed;
  }

  /** A prompt's own base URL may not be a private address (the platform's OPENAI_BASE_URL, used without one, is the operator's). */
  async #refusePrivate(baseUrl: string | undefined): Promise<void> {
    if (baseUrl) {
      await refuseUrl(this.#outbound, baseUrl, 'baseUrl');
    }
  }

  async #announceQueues(queues: Queue[]): Promise<void> {
    for (const queue of queues) {
      await announceRecord(this.#realtime, queue.companyId, 'queue', { action: 'update', record: toQueueRecord(queue) });
    }
  }

  async #announce(em: EntityManager, action: 'create' | 'update', row: Prompt): Promise<PromptRecord> {
    const [record] = await this.#records(em, [row]);
    await announceRecord(this.#realtime, row.companyId, 'prompt', { action, record: record as PromptRecord }, [
      rooms.admins(row.companyId),
    ]);
    return record as PromptRecord;
  }

  async #records(em: EntityManager, rows: Prompt[]): Promise<PromptRecord[]> {
    const queues = await em.find(Queue, { id: { $in: [...new Set(rows.map((row) => row.queueId))] } });
    return rows.map((row) => {
      const queue = queues.find((candidate) => candidate.id === row.queueId);
      return {
        id: row.id,
        name: row.name,
        prompt: row.prompt,
        model: row.model,
        maxTokens: row.maxTokens,
        temperature: row.temperature,
        maxMessages: row.maxMessages,
        queueId: row.queueId,
        queue: queue ? { id: queue.id, name: queue.name } : null,
        apiKey: maskSecret(this.#apiKeyOf(row)),
        baseUrl: row.baseUrl,
        handoffWords: row.handoffWords,
        transcribeAudio: row.transcribeAudio,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  #apiKeyOf(row: Prompt): string | null {
    try {
      return row.apiKeySealed ? this.#cipher.decrypt(row.apiKeySealed, apiKeyContext(row.id)) : null;
    } catch {
      return null;
    }
  }

  async #find(em: EntityManager, id: number): Promise<Prompt> {
    const row = await em.findOne(Prompt, { id });
    if (!row) {
      throw notFound();
    }
    return row;
  }

  /** The queue must be the company's own (the tenant filter hides the others). */
  async #assertQueue(em: EntityManager, queueId: number): Promise<void> {
    if ((await em.count(Queue, { id: queueId })) === 0) {
      throw new AppError('ERR_NO_QUEUE_FOUND', {
        message: 'No queue found with this ID',
        fields: [{ path: 'body.queueId', message: 'Unknown queue' }],
      });
    }
  }
}
