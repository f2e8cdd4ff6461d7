import type { CampaignSettingEntry, CampaignSettings, CampaignSettingsBody } from '@balcao/shared';
import { api } from '../../api/index.ts';

/** The entries as one object (the server answers each key, defaults included). */
function settingsOf(entries: CampaignSettingEntry[]): CampaignSettings {
  return Object.fromEntries(entries.map((entry) => [entry.key, entry.value])) as CampaignSettings;
}

export async function loadCampaignSettings(): Promise<CampaignSettings> {
  return settingsOf(await api.get<CampaignSettingEntry[]>('/campaign-settings', { query: { shape: 'balcao' } }));
}

export async function saveCampaignSettings(settings: CampaignSettingsBody['settings']): Promise<CampaignSettings> {
  return settingsOf(await api.post<CampaignSettingEntry[]>('/campaign-settings', { settings }, { query: { shape: 'balcao' } }));
}
