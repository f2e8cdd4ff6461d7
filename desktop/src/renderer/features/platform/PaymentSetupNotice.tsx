import type { PaymentSetupRecord } from '@balcao/shared';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentSetup } from './platformApi.ts';

/**
 * Settings (super users): what the platform's payment configuration lacks, named as the server's
 * settings are (`PIX_KEY`…). Nothing when nothing is missing.
 */
export function PaymentSetupNotice() {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<PaymentSetupRecord | null>(null);
  useEffect(() => {
    // A notice, not the page's subject: when it cannot be read, the page goes on without it.
    paymentSetup()
      .then(setSetup)
      .catch(() => setSetup(null));
  }, []);
  if (!setup || setup.missing.length === 0) {
    return null;
  }
  const missing = setup.missing.join(', ');
  return (
    <MessageBar intent={setup.ready ? 'info' : 'warning'} data-testid="payment-setup-missing">
      <MessageBarBody>
        {setup.ready ? t('platform.companies.paymentsPartial', { missing }) : t('platform.companies.paymentsMissing', { missing })}
      </MessageBarBody>
    </MessageBar>
  );
}
