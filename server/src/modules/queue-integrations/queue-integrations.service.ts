import type {
  DialogflowTestResponse,
  dialogflowTestBody,
  PageQuery,
  QueueIntegrationListResponse,
  QueueIntegrationRecord,
  queueIntegrationBody,
} from '@balcao/shared';
import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { maskSecret, type FieldCipher } from '../../platform/crypto/field-cipher.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { OutboundPolicy } from '../../platform/outbound/outbound-policy.ts';
import { refuseUrl } from '../../platform/outbound/refuse-url.ts';
import type { AuthContext } from '../../platform/http/context.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { rooms } from '../../platform/realtime/rooms.ts';
import { announceRecord } from '../../platform/records/announce.ts';
import { containing, findPage } from '../../platform/records/page-query.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import { Queue } from '../queues/queue.entity.ts';
import { DialogflowError, type DialogflowClient } from './dialogflow-client.ts';
import { QueueIntegration } from './queue-integration.entity.ts';

type Input = z.output<typeof queueIntegrationBody>;
type TestInput = z.output<typeof dialogflowTestBody>;

export function jsonContentContext(integrationId: number): string {
  return `queueIntegration:${integrationId}:jsonContent`;
}

function notFound(): AppError {
  return new AppError('ERR_NO_INTEGRATION_FOUND', { message: 'No integration found with this ID' });
}

/**
 * Queue integrations of the caller's company (admins, plan flag useIntegrations). Dialogflow's
 * service-account JSON is sealed and leaves masked; changes go to the admins on `company-{id}-queueIntegration`.
 */
export class QueueIntegrationsService {
  readonly #realtime: Realtime;
  readonly #cipher: FieldCipher;
  readonly #dialogflow: DialogflowClient;
  readonly #outbound: OutboundPolicy;

  constructor({
    realtime,
    cipher,
    dialogflow,
    outbound,
  }: {
    realtime: Realtime;
    cipher: FieldCipher;
    dialogflow: DialogflowClient;
    outbound: OutboundPolicy;
  }) {
    this.#realtime = realtime;
    this.#cipher = cipher;
    this.#dialogflow = dialogflow;
    this.#outbound = outbound;
  }

  async page(em: EntityManager, query: PageQuery): Promise<QueueIntegrationListResponse> {
    const where = query.searchParam ? { name: { $ilike: containing(query.searchParam) } } : {};
    const { rows, count, hasMore } = await findPage(em, QueueIntegration, where, {
      pageNumber: query.pageNumber,
      orderBy: { name: QueryOrder.ASC, id: QueryOrder.ASC },
    });
    return { queueIntegrations: rows.map((row) => this.#record(row)), count, hasMore };
  }

  async get(em: EntityManager, id: number): Promise<QueueIntegrationRecord> {
    return this.#record(await this.#find(em, id));
  }

  /** The secret receivers verify `X-Balcao-Signature` with. */
  async secret(em: EntityManager, id: number): Promise<string> {
    return (await this.#find(em, id)).webhookSecret;
  }

  /** A new signing secret: deliveries from now on (retries included) are signed with it, the old one no longer verifies. */
  async renewSecret(em: EntityManager, id: number): Promise<string> {
    const row = await this.#find(em, id);
    row.webhookSecret = randomBytes(32).toString('hex');
    await em.flush();
    await this.#announce('update', row);
    return row.webhookSecret;
  }

  async create(em: EntityManager, caller: AuthContext, input: Input): Promise<QueueIntegrationRecord> {
    await this.#refusePrivate(input);
    const row = await em.transactional(async (tx) => {
      const { jsonContent, ...fields } = input;
      const created = tx.create(QueueIntegration, {
        ...fields,
        companyId: caller.companyId,
        webhookSecret: randomBytes(32).toString('hex'),
      });
      await tx.flush();
      if (jsonContent) {
        created.jsonContentSealed = this.#cipher.encrypt(jsonContent, jsonContentContext(created.id));
        await tx.flush();
      }
      return created;
    });
    return this.#announce('create', row);
  }

  async update(em: EntityManager, id: number, input: Input): Promise<QueueIntegrationRecord> {
    await this.#refusePrivate(input);
    const row = await em.transactional(async (tx) => {
      const found = await this.#find(tx, id);
      const { jsonContent, ...fields } = input;
      tx.assign(found, fields);
      // The masked value the screen shows back keeps the stored JSON.
      if (jsonContent && jsonContent !== this.#record(found).jsonContent) {
        found.jsonContentSealed = this.#cipher.encrypt(jsonContent, jsonContentContext(found.id));
      }
      await tx.flush();
      return found;
    });
    return this.#announce('update', row);
  }

  /** Queues and connections bound to it go back to their menus. */
  async remove(em: EntityManager, caller: AuthContext, id: number): Promise<void> {
    const row = await this.#find(em, id);
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(Queue, { integrationId: id }, { integrationId: null });
      await tx.nativeUpdate(Whatsapp, { integrationId: id }, { integrationId: null });
      tx.remove(row);
    });
    await announceRecord(this.#realtime, caller.companyId, 'queueIntegration', { action: 'delete', id }, [rooms.admins(caller.companyId)]);
  }

  /**
   * One exchange with Dialogflow: the agent's answer, or ERR_INTEGRATION_TEST_FAILED with what went
   * wrong (bad key, sign-in refused, unknown project, Google unreachable).
   */
  async testSession(em: EntityManager, input: TestInput): Promise<DialogflowTestResponse> {
    let jsonContent = input.jsonContent;
    if (input.id !== undefined) {
      const stored = await this.#find(em, input.id);
      if (jsonContent === this.#record(stored).jsonContent) {
        jsonContent = this.jsonContentOf(stored);
      }
    }
    try {
      return await this.#dialogflow.detectIntent({
        jsonContent,
        projectName: input.projectName,
        language: input.language,
        sessionId: `balcao-test-${randomBytes(8).toString('hex')}`,
        text: input.text,
      });
    } catch (error) {
      if (error instanceof DialogflowError) {
        throw new AppError('ERR_INTEGRATION_TEST_FAILED', {
          message: error.message,
          details: { reason: error.reason, detail: error.message },
        });
      }
      throw error;
    }
  }

  /** The Dialogflow service-account JSON in clear, for its adapter. */
  jsonContentOf(row: QueueIntegration): string {
    return row.jsonContentSealed ? this.#cipher.decrypt(row.jsonContentSealed, jsonContentContext(row.id)) : '';
  }

  /** The address n8n, webhook and Typebot integrations call may not be a private one (Dialogflow's is the platform's). */
  async #refusePrivate(input: Input): Promise<void> {
    if (input.type !== 'dialogflow' && input.urlN8N) {
      await refuseUrl(this.#outbound, input.urlN8N, 'urlN8N');
    }
  }

  async #announce(action: 'create' | 'update', row: QueueIntegration): Promise<QueueIntegrationRecord> {
    const record = this.#record(row);
    await announceRecord(this.#realtime, row.companyId, 'queueIntegration', { action, record }, [rooms.admins(row.companyId)]);
    return record;
  }

  #record(row: QueueIntegration): QueueIntegrationRecord {
    return {
      id: row.id,
      type: row.type,
      name: row.name,
      projectName: row.projectName,
      jsonContent: row.jsonContentSealed ? (maskSecret(row.jsonContentSealed) ?? '') : '',
      language: row.language,
      urlN8N: row.urlN8N,
      typebotSlug: row.typebotSlug,
      typebotExpires: row.typebotExpires,
      typebotDelayMessage: row.typebotDelayMessage,
      typebotKeywordFinish: row.typebotKeywordFinish,
      typebotKeywordRestart: row.typebotKeywordRestart,
      typebotUnknownMessage: row.typebotUnknownMessage,
      typebotRestartMessage: row.typebotRestartMessage,
      webhookSecret: row.webhookSecret,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async #find(em: EntityManager, id: number): Promise<QueueIntegration> {
    const row = await em.findOne(QueueIntegration, { id });
    if (!row) {
      throw notFound();
    }
    return row;
  }
}
