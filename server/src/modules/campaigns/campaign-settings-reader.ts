import { CAMPAIGN_SETTING_DEFAULTS, DEFAULT_CAMPAIGN_STOP_WORDS, campaignVariable, type CampaignVariable } from '@balcao/shared';
import type pg from 'pg';
import { z } from 'zod';

/** What sending needs of a company's campaign settings; intervals in seconds, `longerIntervalAfter` in messages. */
export type SendingSettings = {
  messageInterval: number;
  longerIntervalAfter: number;
  greaterInterval: number;
  variables: CampaignVariable[];
  stopWords: string[];
};

const seconds = z.number().min(0).max(86_400);

/**
 * Reads each key on its own, so one unreadable value falls back to its default alone (the screen
 * only offers the spec's options; any stored non-negative number is honoured as seconds).
 */
export async function readSendingSettings(pool: pg.Pool, companyId: number): Promise<SendingSettings> {
  const { rows } = await pool.query<{ key: string; value: unknown }>('select key, value from campaign_settings where company_id = $1', [
    companyId,
  ]);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const number = (key: keyof typeof CAMPAIGN_SETTING_DEFAULTS) => {
    const parsed = seconds.safeParse(Number(stored.get(key)));
    return stored.has(key) && parsed.success ? parsed.data : CAMPAIGN_SETTING_DEFAULTS[key];
  };
  const variables = z.array(campaignVariable).safeParse(stored.get('variables'));
  const stopWords = z.array(z.string().trim().min(1)).safeParse(stored.get('stopWords'));
  return {
    messageInterval: number('messageInterval'),
    longerIntervalAfter: Math.floor(number('longerIntervalAfter')),
    greaterInterval: number('greaterInterval'),
    variables: variables.success ? variables.data : [],
    stopWords: stopWords.success ? stopWords.data : [...DEFAULT_CAMPAIGN_STOP_WORDS],
  };
}

/** The wait before the next message on a connection that sent `sent` since it began: every `longerIntervalAfter` messages, the longer one. */
export function intervalBefore(
  sent: number,
  settings: Pick<SendingSettings, 'messageInterval' | 'longerIntervalAfter' | 'greaterInterval'>,
): number {
  if (sent === 0) {
    return 0;
  }
  const longer = settings.longerIntervalAfter > 0 && sent % settings.longerIntervalAfter === 0;
  return (longer ? settings.greaterInterval : settings.messageInterval) * 1000;
}
