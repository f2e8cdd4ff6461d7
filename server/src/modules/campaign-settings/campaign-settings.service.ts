import { campaignSettingsSchema, type CampaignSettingEntry, type CampaignSettings } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CampaignSetting } from './campaign-setting.entity.ts';

const KEYS = Object.keys(campaignSettingsSchema.shape) as (keyof CampaignSettings)[];

function entriesOf(settings: CampaignSettings): CampaignSettingEntry[] {
  return KEYS.map((key) => ({ key, value: settings[key] }) as CampaignSettingEntry);
}

/**
 * A company's campaign settings, one row per key with its value as JSON. What is read back goes
 * through the shared schema, so a key never saved (or saved by an older version) answers its default.
 */
export class CampaignSettingsService {
  async list(em: EntityManager): Promise<CampaignSettingEntry[]> {
    return entriesOf(await this.#current(em));
  }

  /** Replaces every key in one transaction. */
  async save(em: EntityManager, companyId: number, settings: CampaignSettings): Promise<CampaignSettingEntry[]> {
    await em.transactional(async (tx) => {
      for (const key of KEYS) {
        await tx.upsert(CampaignSetting, { companyId, key, value: settings[key] }, { onConflictFields: ['companyId', 'key'] });
      }
    });
    return this.list(em);
  }

  async #current(em: EntityManager): Promise<CampaignSettings> {
    const rows = await em.find(CampaignSetting, {});
    const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    const parsed = campaignSettingsSchema.safeParse(stored);
    return parsed.success ? parsed.data : campaignSettingsSchema.parse({});
  }
}
