import { z } from 'zod';
import { uniqueBy } from './json-rules.ts';
import { shapeQuery } from './common.ts';
import { DEFAULT_CAMPAIGN_STOP_WORDS } from './campaigns.ts';

/** Seconds between two messages of a campaign (spec: its options and default). */
export const MESSAGE_INTERVAL_OPTIONS = [0, 5, 10, 15, 20] as const;
/** Options of `longerIntervalAfter` (messages) and `greaterInterval` (seconds). */
export const LONGER_INTERVAL_OPTIONS = [0, 1, 5, 10, 15, 20, 30, 40, 60, 80, 100, 120] as const;

export const CAMPAIGN_SETTING_DEFAULTS = { messageInterval: 20, longerIntervalAfter: 20, greaterInterval: 60 } as const;

/** At most this many custom variables, so the campaign text's substitutions stay bounded. */
export const CAMPAIGN_VARIABLES_MAX = 50;

function oneOf<T extends readonly number[]>(options: T) {
  return z.coerce
    .number()
    .refine((value) => options.includes(value), `Use one of ${options.join(', ')}`)
    .meta({ enum: [...options] });
}

export const campaignVariable = z.object({
  key: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[\p{L}\p{N}_-]+$/u, 'Use letters, digits, - and _'),
  value: z.string().max(1_000),
});
export type CampaignVariable = z.output<typeof campaignVariable>;

/** What a company's campaign settings are; every field has its default. */
export const campaignSettingsSchema = z.object({
  messageInterval: oneOf(MESSAGE_INTERVAL_OPTIONS).default(CAMPAIGN_SETTING_DEFAULTS.messageInterval),
  longerIntervalAfter: oneOf(LONGER_INTERVAL_OPTIONS).default(CAMPAIGN_SETTING_DEFAULTS.longerIntervalAfter),
  greaterInterval: oneOf(LONGER_INTERVAL_OPTIONS).default(CAMPAIGN_SETTING_DEFAULTS.greaterInterval),
  variables: z
    .array(campaignVariable)
    .max(CAMPAIGN_VARIABLES_MAX)
    .default([])
    .refine((variables) => new Set(variables.map((variable) => variable.key)).size === variables.length, 'A key appears twice')
    .meta(uniqueBy('key')),
  /** A contact who answers a campaign with one of these words (case and spaces aside) leaves the company's later campaigns. */
  stopWords: z
    .array(z.string().trim().min(1).max(30))
    .max(20)
    .default([...DEFAULT_CAMPAIGN_STOP_WORDS]),
});
export type CampaignSettings = z.output<typeof campaignSettingsSchema>;
export type CampaignSettingKey = keyof CampaignSettings;

/** POST /campaign-settings (admins, plan flag useCampaigns): the whole set, under `settings`. */
export const campaignSettingsBody = z.object({ settings: campaignSettingsSchema });
export type CampaignSettingsBody = z.input<typeof campaignSettingsBody>;

/** GET /campaign-settings and POST's answer with `shape=balcao`: each key with its value as JSON (defaults for keys never saved). */
export type CampaignSettingEntry = { [K in CampaignSettingKey]: { key: K; value: CampaignSettings[K] } }[CampaignSettingKey];

/**
 * GET /campaign-settings and POST /campaign-settings take `shape`: without it each value comes
 * JSON-encoded in a string (`EncodedCampaignSettingEntry`), as the reference product's client parses it.
 */
export const campaignSettingsQuery = shapeQuery;
export type EncodedCampaignSettingEntry = { key: CampaignSettingKey; value: string };
