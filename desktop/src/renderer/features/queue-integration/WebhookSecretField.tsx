import { useTranslation } from 'react-i18next';
import { RenewableSecretField } from '../../components/RenewableSecretField.tsx';
import { renewWebhookSecret } from './queueIntegrationsApi.ts';

export type WebhookSecretFieldProps = { integrationId: number; secret: string; onRenewed: (secret: string) => void };

/** The secret n8n and webhook receivers check signatures with: masked until shown, copied in one click, replaced after a warning. */
export function WebhookSecretField({ integrationId, secret, onRenewed }: WebhookSecretFieldProps) {
  const { t } = useTranslation();
  const texts = {
    label: t('bots.secret.label'),
    hint: t('bots.secret.hint'),
    show: t('bots.secret.show'),
    hide: t('bots.secret.hide'),
    copy: t('bots.secret.copy'),
    copied: t('bots.secret.copied'),
    renew: t('bots.secret.renew'),
    renewTitle: t('bots.secret.renewTitle'),
    renewBody: t('bots.secret.renewBody'),
    renewed: t('bots.secret.renewed'),
  };
  return (
    <RenewableSecretField
      secret={secret}
      texts={texts}
      renew={() => renewWebhookSecret(integrationId)}
      onRenewed={onRenewed}
      testId="queue-integration-secret"
      renewedToastTestId="toast-secret-renewed"
    />
  );
}
