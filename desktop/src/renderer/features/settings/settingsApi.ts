import type { SettingKey, WeekSchedule } from '@balcao/shared';
import { z } from 'zod';
import { api } from '../../api/index.ts';
import { applySettingChange, useCompanySettingsStore } from '../../state/companySettings.ts';

const settingsList = z.array(z.object({ key: z.string(), value: z.string() }));

/** GET /settings into the settings slice. */
export async function loadSettings(): Promise<void> {
  useCompanySettingsStore.getState().setAll(settingsList.parse(await api.get<unknown>('/settings')));
}

/** PUT /settings/{key}; the whole app follows the saved value. */
export async function saveSetting(key: SettingKey, value: string): Promise<void> {
  const saved = await api.put<{ key: string; value: string }>(`/settings/${key}`, { value });
  applySettingChange(saved);
}

const companyHours = z.object({
  schedules: z.array(z.object({ weekday: z.string(), weekdayEn: z.string(), startTime: z.string(), endTime: z.string() })).catch([]),
});

/** The company's opening hours (from GET /companies/listPlan/{id}, which carries the company row). */
export async function loadCompanySchedules(companyId: number): Promise<WeekSchedule> {
  return companyHours.parse(await api.get<unknown>(`/companies/listPlan/${companyId}`)).schedules as WeekSchedule;
}

export async function saveCompanySchedules(companyId: number, schedules: WeekSchedule): Promise<WeekSchedule> {
  const saved = await api.put<{ schedules: WeekSchedule }>(`/companies/${companyId}/schedules`, { schedules });
  return saved.schedules;
}
