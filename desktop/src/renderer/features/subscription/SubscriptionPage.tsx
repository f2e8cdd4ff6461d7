import type { InvoiceRecord, SubscriptionRecord } from '@balcao/shared';
import { Button, Card, makeStyles, MessageBar, MessageBarBody, Spinner, Text, Title2, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/dates.ts';
import { toastError } from '../../components/toast.tsx';
import { getSubscription, openInvoice } from '../financeiro/invoicesApi.ts';
import { CheckoutDialog } from './CheckoutDialog.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXXL },
  card: { maxWidth: '480px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** Whole days left until the start of the due date (UTC), rounded up: signed up today on a 3-day trial, 3 are left. */
export function daysLeft(dueDate: string, now: Date = new Date()): number {
  const due = Date.parse(`${dueDate.slice(0, 10)}T00:00:00Z`);
  return Math.max(0, Math.ceil((due - now.getTime()) / 86_400_000));
}

/**
 * /subscription: days left, the billing e-mail, and the way to the checkout of the invoice to pay
 * (made on opening when there is none); on a platform without a payment provider, whom to ask.
 */
export default function SubscriptionPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [subscription, setSubscription] = useState<SubscriptionRecord | null>(null);
  const [paying, setPaying] = useState<InvoiceRecord | null>(null);

  useEffect(() => {
    getSubscription().then(setSubscription).catch(toastError);
  }, []);

  const [opening, setOpening] = useState(false);

  // The invoice to pay, made by the server when the company has none open yet.
  const pay = () => {
    setOpening(true);
    openInvoice()
      .then(setPaying)
      .catch(toastError)
      .finally(() => setOpening(false));
  };

  return (
    <section className={styles.root} data-testid="page-subscription">
      <Title2 as="h1">{t('pages.subscription.title')}</Title2>
      {subscription === null ? (
        <Spinner />
      ) : (
        <Card className={styles.card}>
          <Text size={500} weight="semibold" data-testid="subscription-days">
            {subscription.dueDate === null
              ? t('subscription.noDueDate')
              : t('subscription.daysLeft', { count: daysLeft(subscription.dueDate) })}
          </Text>
          {subscription.dueDate !== null && <Text>{t('subscription.dueOn', { date: formatDate(subscription.dueDate) })}</Text>}
          <Text>{t('subscription.plan', { plan: subscription.planName })}</Text>
          <Text data-testid="subscription-email">
            {t('subscription.email', { email: subscription.email ?? t('subscription.noEmail') })}
          </Text>
          {!subscription.paymentsReady && (
            <MessageBar intent="warning" data-testid="subscription-not-set-up">
              <MessageBarBody>{t('subscription.notSetUp')}</MessageBarBody>
            </MessageBar>
          )}
          <Button
            appearance="primary"
            onClick={pay}
            disabled={opening || !subscription.paymentsReady || subscription.dueDate === null}
            data-testid="subscription-checkout"
          >
            {t('subscription.checkout')}
          </Button>
        </Card>
      )}
      {paying && <CheckoutDialog invoice={paying} onClose={() => setPaying(null)} />}
    </section>
  );
}
