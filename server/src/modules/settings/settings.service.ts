import { SECRET_SETTING_KEYS, type SettingKey } from '@balcao/shared';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/http/app-error.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { rooms } from '../../platform/realtime/rooms.ts';
import { boundCompanyId } from '../../platform/tenancy/tenant-filter.ts';
import { audit } from '../audit/audit.ts';
import { settingValueProblem } from './setting-values.ts';
import { Setting } from './setting.entity.ts';

export type SettingRecord = { key: string; value: string };

function isSecret(key: string): boolean {
  return (SECRET_SETTING_KEYS as readonly string[]).includes(key);
}

/** The company's key/value options; secret keys are only ever shown to admins. */
export class SettingsService {
  readonly #realtime: Realtime;

  constructor(realtime: Realtime) {
    this.#realtime = realtime;
  }

  async list(em: EntityManager, { withSecrets }: { withSecrets: boolean }): Promise<SettingRecord[]> {
    const where = withSecrets ? {} : { key: { $nin: [...SECRET_SETTING_KEYS] } };
    const settings = await em.find(Setting, where, { orderBy: { key: 'asc' } });
    return settings.map(({ key, value }) => ({ key, value }));
  }

  /** Sets one key (creating it when the company lacks it), then tells the company's sockets. */
  async update(em: EntityManager, key: SettingKey, value: string): Promise<SettingRecord> {
    const problem = settingValueProblem(key, value);
    if (problem) {
      throw new AppError('ERR_VALIDATION', { message: `Invalid value for ${key}`, fields: [{ path: 'body.value', message: problem }] });
    }
    const companyId = boundCompanyId(em);
    if (companyId === undefined) {
      throw new Error('SettingsService needs a manager bound to a company');
    }
    const previous = (await em.findOne(Setting, { key }))?.value ?? null;
    await this.#write(em, companyId, key, value).catch(async (error: unknown) => {
      // Another request created the key between our read and our insert: update that row instead.
      if (!(error instanceof UniqueConstraintViolationException)) {
        throw error;
      }
      em.clear();
      await this.#write(em, companyId, key, value);
    });
    if (previous !== value) {
      await audit.record(em, {
        action: 'settings.updated',
        target: { type: 'setting', label: key },
        before: { [key]: previous },
        after: { [key]: value },
      });
    }
    const setting = { key, value };
    const toRooms = isSecret(key) ? [rooms.admins(companyId)] : [rooms.admins(companyId), rooms.company(companyId)];
    await this.#realtime.emit(companyId, 'settings', { action: 'update', setting }, toRooms);
    return setting;
  }

  /** `companyId` is the bound company; the tenant guard refuses any other. */
  async #write(em: EntityManager, companyId: number, key: SettingKey, value: string): Promise<void> {
    const setting = await em.findOne(Setting, { key });
    if (setting) {
      setting.value = value;
    } else {
      em.create(Setting, { companyId, key, value });
    }
    await em.flush();
  }
}
