import { SCHEDULE_TYPES, type SettingKey } from '@balcao/shared';

const SWITCH = ['enabled', 'disabled'] as const;

/** The values a choice option offers (each has a translated label). */
export type SettingChoice = 'enabled' | 'disabled' | 'queue' | 'company' | 'text';

/** Options explained under their label. */
export const HINTED_KEYS = ['scheduleType', 'timezone', 'CheckMsgIsGroup', 'call', 'userCreation'] as const;
export type HintedKey = (typeof HINTED_KEYS)[number];

export function isHinted(key: SettingKey): key is HintedKey {
  return (HINTED_KEYS as readonly string[]).includes(key);
}

/** One line of the options tab: a choice among fixed values, a zone, a number or a secret text. */
export type SettingOption =
  | { key: SettingKey; kind: 'choice'; choices: readonly SettingChoice[]; superOnly?: true }
  | { key: SettingKey; kind: 'timezone' }
  | { key: SettingKey; kind: 'number' }
  | { key: SettingKey; kind: 'secret'; superOnly: true };

/**
 * The options tab, in order. `userCreation` (public sign-up) and the payment token belong to the
 * platform, so only super users see them; `campaignsEnabled` is set per company by super users elsewhere.
 */
export const SETTING_OPTIONS: readonly SettingOption[] = [
  { key: 'userRating', kind: 'choice', choices: SWITCH },
  { key: 'scheduleType', kind: 'choice', choices: SCHEDULE_TYPES },
  { key: 'timezone', kind: 'timezone' },
  { key: 'CheckMsgIsGroup', kind: 'choice', choices: SWITCH },
  { key: 'call', kind: 'choice', choices: SWITCH },
  { key: 'chatBotType', kind: 'choice', choices: ['text'] },
  { key: 'sendGreetingAccepted', kind: 'choice', choices: SWITCH },
  { key: 'sendMsgTransfTicket', kind: 'choice', choices: SWITCH },
  { key: 'sendGreetingMessageOneQueues', kind: 'choice', choices: SWITCH },
  { key: 'ticketReopenWindowMinutes', kind: 'number' },
  { key: 'scheduleMissedAfterMinutes', kind: 'number' },
  { key: 'sideMenuInitiallyOpen', kind: 'choice', choices: SWITCH },
  { key: 'twoFactorRequired', kind: 'choice', choices: SWITCH },
  { key: 'userCreation', kind: 'choice', choices: SWITCH, superOnly: true },
  { key: 'platformTwoFactorRequired', kind: 'choice', choices: SWITCH, superOnly: true },
  { key: 'paymentProviderToken', kind: 'secret', superOnly: true },
];

/** The zones to pick from: the runtime's IANA list, with UTC (which the list leaves out) and the current value. */
export function timeZoneChoices(current: string): string[] {
  const zones = new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  zones.add('UTC');
  zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}
