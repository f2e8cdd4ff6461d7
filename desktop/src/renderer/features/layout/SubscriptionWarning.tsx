import { SUBSCRIPTION_WARNING_DAYS } from '@balcao/shared';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { daysUntil } from '../../app/dates.ts';

/** Shown when fewer than 5 days remain until the company's due date. */
export function SubscriptionWarning({ dueDate, now }: { dueDate: string | null; now?: Date }) {
  const { t } = useTranslation();
  const days = dueDate === null ? null : daysUntil(dueDate, now);
  if (days === null || days >= SUBSCRIPTION_WARNING_DAYS) {
    return null;
  }
  return (
    <MessageBar intent="warning" data-testid="subscription-warning" data-days={Math.max(0, days)}>
      <MessageBarBody>{t('subscription.warning', { days: Math.max(0, days) })}</MessageBarBody>
    </MessageBar>
  );
}
