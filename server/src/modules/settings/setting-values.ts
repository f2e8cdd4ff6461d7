import { SCHEDULE_TYPES, type SettingKey } from '@balcao/shared';
import { isTimeZone } from './time-zone.ts';

const SWITCH = ['enabled', 'disabled'] as const;

/** The values the specification fixes per key. */
const SETTING_CHOICES: Partial<Record<SettingKey, readonly string[]>> = {
  userRating: SWITCH,
  scheduleType: SCHEDULE_TYPES,
  CheckMsgIsGroup: SWITCH,
  call: SWITCH,
  chatBotType: ['text'],
  sendGreetingAccepted: SWITCH,
  sendMsgTransfTicket: SWITCH,
  sendGreetingMessageOneQueues: SWITCH,
  campaignsEnabled: SWITCH,
  userCreation: SWITCH,
  sideMenuInitiallyOpen: SWITCH,
  twoFactorRequired: SWITCH,
  platformTwoFactorRequired: SWITCH,
};

/** Keys holding a whole number of minutes, seconds, etc. */
const NUMERIC_KEYS: readonly string[] = ['ticketReopenWindowMinutes', 'scheduleMissedAfterMinutes'];

/** Why `value` is not acceptable for `key`, or `null` when it is. Keys without a rule take any text (e.g. a token). */
export function settingValueProblem(key: SettingKey, value: string): string | null {
  const choices = SETTING_CHOICES[key];
  if (choices) {
    return choices.includes(value) ? null : `Expected one of: ${choices.join(', ')}`;
  }
  if (key === 'timezone') {
    return isTimeZone(value) ? null : 'Expected an IANA time zone name, such as America/Sao_Paulo';
  }
  if (NUMERIC_KEYS.includes(key)) {
    return /^\d{1,6}$/.test(value) ? null : 'Expected a whole number from 0 to 999999';
  }
  return null;
}
