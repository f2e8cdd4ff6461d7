import type { TFunction } from 'i18next';

/** Minutes as "12 min" or, from an hour on, "1 h 05 min". */
export function formatMinutes(t: TFunction, value: number): string {
  const total = Math.round(value);
  if (total < 60) {
    return t('dashboard.minutes', { minutes: total });
  }
  return t('dashboard.hoursMinutes', { hours: Math.floor(total / 60), minutes: String(total % 60).padStart(2, '0') });
}
