import { z } from 'zod';
import { SETTING_KEYS } from '../constants.ts';

export const settingKeyParams = z.object({ key: z.enum(SETTING_KEYS) });
export const settingBody = z.object({ value: z.string().max(5_000) });
