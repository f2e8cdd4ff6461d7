import { audit } from '../audit/audit.ts';
import type { CloudSettingsRecord, ConnectionRecord, connectionBody, connectionUpdateBody } from '@balcao/shared';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { rooms } from '../../platform/realtime/rooms.ts';
import { companyOf } from '../../platform/tenancy/tenant-filter.ts';
import { Company } from '../companies/company.entity.ts';
import { Plan } from '../plans/plan.entity.ts';
import type { CloudAccounts } from '../cloud/cloud-accounts.ts';
import { applyCloudFields, assertCloudComplete, withoutCloudFields } from '../cloud/cloud-fields.ts';
import { newApiToken } from './api-token.ts';
import { queuesByConnection, toConnectionRecord } from './connection-record.ts';
import { assertBotLinks } from '../queues/bot-links.ts';
import { assertConnectionRules, resolveQueueIds } from './connection-rules.ts';
import { WhatsappQueue } from './whatsapp-queue.entity.ts';
import { Whatsapp } from './whatsapp.entity.ts';

export type ConnectionInput = z.output<typeof connectionBody>;
export type ConnectionChanges = z.output<typeof connectionUpdateBody>;

function nameTaken(): AppError {
  return new AppError('ERR_WAPP_NAME_ALREADY_EXISTS', { message: 'Another connection of this company already has this name' });
}

/** A concurrent write that slipped past the checks still answers 409, never 500. */
function mapUniqueViolation(error: unknown): unknown {
  return error instanceof UniqueConstraintViolationException && error.message.includes('name') ? nameTaken() : error;
}

/** Connections of the company the manager is bound to; every write emits `company-{id}-whatsapp` after commit. */
export class ConnectionsService {
  readonly #realtime: Realtime;
  readonly #cloud: CloudAccounts;
  readonly #cloudSettings: (row: Whatsapp) => CloudSettingsRecord | null;

  constructor(realtime: Realtime, cloud: CloudAccounts) {
    this.#realtime = realtime;
    this.#cloud = cloud;
    this.#cloudSettings = (row) => cloud.settingsOf(row);
  }

  async list(em: EntityManager, showToken: boolean): Promise<ConnectionRecord[]> {
    const rows = await em.find(Whatsapp, {}, { orderBy: { name: 'asc', id: 'asc' } });
    const queues = await queuesByConnection(
      em,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toConnectionRecord(row, queues.get(row.id) ?? [], showToken, this.#cloudSettings));
  }

  async get(em: EntityManager, id: number, showToken: boolean): Promise<ConnectionRecord> {
    const row = await this.#find(em, id, true);
    return toConnectionRecord(row, (await queuesByConnection(em, [id])).get(id) ?? [], showToken, this.#cloudSettings);
  }

  async create(em: EntityManager, input: ConnectionInput): Promise<ConnectionRecord> {
    const companyId = companyOf(em);
    const { queueIds: requestedQueueIds, ...allFields } = input;
    const { fields, cloud } = withoutCloudFields(allFields);
    const created = await em
      .transactional(async (tx) => {
        // Locking the company row serialises writes of its connections: the plan limit and the default hold.
        const company = await tx.findOneOrFail(Company, { id: companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        const plan = await tx.findOneOrFail(Plan, { id: company.planId });
        const count = await tx.count(Whatsapp, {});
        if (count >= plan.connections) {
          throw new AppError('ERR_PLAN_LIMIT_REACHED', { message: `The plan of this company allows ${plan.connections} connections` });
        }
        if ((await tx.count(Whatsapp, { name: input.name })) > 0) {
          throw nameTaken();
        }
        const queueIds = await resolveQueueIds(tx, requestedQueueIds, input.transferQueueId);
        await assertBotLinks(tx, input);
        assertConnectionRules({ greetingMessage: input.greetingMessage, queueCount: queueIds.length });
        const isDefault = input.isDefault || count === 0;
        if (isDefault) {
          await tx.nativeUpdate(Whatsapp, { isDefault: true }, { isDefault: false });
        }
        const row = tx.create(Whatsapp, {
          ...fields,
          isDefault,
          status: 'DISCONNECTED',
          qrcode: '',
          retries: 0,
          token: newApiToken(),
        } as Whatsapp);
        await tx.flush();
        if (row.provider === 'cloud') {
          applyCloudFields(row, cloud, this.#cloud);
          assertCloudComplete(row);
        }
        queueIds.forEach((queueId) => tx.create(WhatsappQueue, { whatsappId: row.id, queueId } as WhatsappQueue));
        await tx.flush();
        await audit.record(tx, {
          action: 'connection.created',
          target: { type: 'connection', id: row.id, label: row.name },
          after: { name: row.name, provider: row.provider, isDefault, queueIds },
        });
        return row.id;
      })
      .catch((error: unknown) => {
        throw mapUniqueViolation(error);
      });
    return this.#announce(em, companyId, [created]).then((records) => records[0] as ConnectionRecord);
  }

  /** Changes only the fields sent. Returns whether the provider changed (its session must then stop). */
  async update(
    em: EntityManager,
    id: number,
    changes: ConnectionChanges,
  ): Promise<{ record: ConnectionRecord; providerChanged: boolean; cloudChanged: boolean }> {
    const companyId = companyOf(em);
    const { queueIds: requestedQueueIds, ...allFields } = changes;
    const { fields, cloud } = withoutCloudFields(allFields);
    const cloudChanged = Object.values(cloud).some((value) => value !== undefined);
    const providerChanged = await em
      .transactional(async (tx) => {
        await tx.findOneOrFail(Company, { id: companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        const row = await this.#find(tx, id);
        if (changes.name !== undefined && (await tx.count(Whatsapp, { name: changes.name, id: { $ne: id } })) > 0) {
          throw nameTaken();
        }
        const stored = (await tx.find(WhatsappQueue, { whatsappId: id })).map((link) => link.queueId);
        const queueIds = requestedQueueIds === undefined ? stored : await resolveQueueIds(tx, requestedQueueIds, undefined);
        if (changes.transferQueueId) {
          await resolveQueueIds(tx, [], changes.transferQueueId);
        }
        await assertBotLinks(tx, changes);
        assertConnectionRules({ greetingMessage: changes.greetingMessage ?? row.greetingMessage, queueCount: queueIds.length });
        if (changes.isDefault === false && row.isDefault) {
          throw new AppError('ERR_NO_OTHER_WHATSAPP', {
            message: 'At least one default connection is needed: make another connection the default instead',
          });
        }
        if (changes.isDefault === true && !row.isDefault) {
          await tx.nativeUpdate(Whatsapp, { isDefault: true }, { isDefault: false });
        }
        const changedProvider = fields.provider !== undefined && fields.provider !== row.provider;
        tx.assign(row, { ...fields, ...(changedProvider ? { status: 'DISCONNECTED', qrcode: '', retries: 0 } : {}) });
        if (row.provider === 'cloud') {
          applyCloudFields(row, cloud, this.#cloud);
          assertCloudComplete(row);
        }
        if (requestedQueueIds !== undefined) {
          await tx.nativeDelete(WhatsappQueue, { whatsappId: id, queueId: { $nin: queueIds } });
          queueIds
            .filter((queueId) => !stored.includes(queueId))
            .forEach((queueId) => tx.create(WhatsappQueue, { whatsappId: id, queueId } as WhatsappQueue));
        }
        await tx.flush();
        return changedProvider;
      })
      .catch((error: unknown) => {
        throw mapUniqueViolation(error);
      });
    const [record] = await this.#announce(em, companyId, [id]);
    return { record: record as ConnectionRecord, providerChanged, cloudChanged };
  }

  /** Deleting the default connection makes the oldest remaining one the default. */
  async remove(em: EntityManager, id: number): Promise<void> {
    const companyId = companyOf(em);
    const promoted = await em.transactional(async (tx) => {
      await tx.findOneOrFail(Company, { id: companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const row = await this.#find(tx, id);
      const wasDefault = row.isDefault;
      await audit.record(tx, {
        action: 'connection.deleted',
        target: { type: 'connection', id: row.id, label: row.name },
        before: { name: row.name, provider: row.provider, status: row.status, isDefault: wasDefault },
      });
      await tx.remove(row).flush();
      const next = wasDefault ? await tx.findOne(Whatsapp, {}, { orderBy: { id: 'asc' } }) : null;
      if (next) {
        next.isDefault = true;
        await tx.flush();
      }
      return next?.id;
    });
    await this.#realtime.emit(companyId, 'whatsapp', { action: 'delete', whatsappId: id }, [rooms.company(companyId)]);
    if (promoted !== undefined) {
      await this.#announce(em, companyId, [promoted]);
    }
  }

  /**
   * Gives the connection a new API token and answers it; the old one is refused from the commit on, in
   * every process (the external API reads the token from the database on every call, caching nothing).
   */
  async renewToken(em: EntityManager, id: number): Promise<string> {
    const row = await this.#find(em, id);
    row.token = newApiToken();
    await em.flush();
    return row.token;
  }

  /** Re-reads the rows after commit and emits them (without the token); answers with the admin's view. */
  async #announce(em: EntityManager, companyId: number, ids: number[]): Promise<ConnectionRecord[]> {
    em.clear();
    const rows = await em.find(Whatsapp, { id: { $in: ids } });
    const queues = await queuesByConnection(em, ids);
    const records = rows.map((row) => toConnectionRecord(row, queues.get(row.id) ?? [], true, this.#cloudSettings));
    for (const record of records) {
      await this.#realtime.emit(companyId, 'whatsapp', { action: 'update', whatsapp: { ...record, token: '', cloud: null } }, [
        rooms.company(companyId),
      ]);
    }
    return records;
  }

  async #find(em: EntityManager, id: number, refresh = false): Promise<Whatsapp> {
    const row = await em.findOne(Whatsapp, { id }, { refresh });
    if (!row) {
      throw new AppError('ERR_NO_WAPP_FOUND', { message: 'No connection found with this ID' });
    }
    return row;
  }
}
