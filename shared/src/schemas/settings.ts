import { z } from 'zod';
import { SETTING_KEYS } from '../constants.ts';

/** PUT /settings/{key}: any short key is well-formed; one that is not a setting answers 404 ERR_NO_SETTING_FOUND. */
export const settingKeyParams = z.object({ key: z.string().min(1).max(100) });

export function isSettingKey(key: string): key is (typeof SETTING_KEYS)[number] {
  return (SETTING_KEYS as readonly string[]).includes(key);
}
export const settingBody = z.object({ value: z.string().max(5_000) });
