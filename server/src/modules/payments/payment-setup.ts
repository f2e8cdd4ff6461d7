import type { PaymentSetupRecord } from '@balcao/shared';
import type { BillingConfig } from '../../config.ts';

/**
 * What the platform's payment configuration lacks. Static Pix takes no payment without the
 * platform's Pix key (PIX_KEY); Efí is refused at start without its credentials and key, so it only
 * can lack the webhook secret, without which its notifications are refused and payments wait for a
 * super user's confirmation.
 */
export function paymentSetupOf(billing: Pick<BillingConfig, 'provider' | 'pix' | 'webhookSecret'>): PaymentSetupRecord {
  if (billing.provider === 'static') {
    return { provider: 'static', ready: Boolean(billing.pix.key), missing: billing.pix.key ? [] : ['PIX_KEY'] };
  }
  return { provider: 'efi', ready: true, missing: billing.webhookSecret ? [] : ['PAYMENT_WEBHOOK_SECRET'] };
}
