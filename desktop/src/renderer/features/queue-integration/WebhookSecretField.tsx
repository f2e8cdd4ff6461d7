import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSync20Regular, Copy20Regular, Eye20Regular, EyeOff20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { copyText } from '../../components/copyText.ts';
import { showToast, toastError } from '../../components/toast.tsx';
import { renewWebhookSecret } from './queueIntegrationsApi.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  input: { flexGrow: 1, fontFamily: tokens.fontFamilyMonospace },
});

export type WebhookSecretFieldProps = { integrationId: number; secret: string; onRenewed: (secret: string) => void };

/** The secret n8n and webhook receivers check signatures with: masked until shown, copied in one click, replaced after a warning. */
export function WebhookSecretField({ integrationId, secret, onRenewed }: WebhookSecretFieldProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [visible, setVisible] = useState(false);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const renew = async () => {
    setBusy(true);
    try {
      onRenewed(await renewWebhookSecret(integrationId));
      showToast(t('bots.secret.renewed'), 'success', { testId: 'toast-secret-renewed' });
      setAsking(false);
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Field label={t('bots.secret.label')} hint={t('bots.secret.hint')}>
      <div className={styles.row}>
        <Input
          className={styles.input}
          readOnly
          type={visible ? 'text' : 'password'}
          value={secret}
          aria-label={t('bots.secret.label')}
          data-testid="queue-integration-secret"
        />
        <Button
          icon={visible ? <EyeOff20Regular /> : <Eye20Regular />}
          aria-label={t(visible ? 'bots.secret.hide' : 'bots.secret.show')}
          title={t(visible ? 'bots.secret.hide' : 'bots.secret.show')}
          onClick={() => setVisible(!visible)}
          data-testid="queue-integration-secret-toggle"
        />
        <Button
          icon={<Copy20Regular />}
          aria-label={t('bots.secret.copy')}
          title={t('bots.secret.copy')}
          onClick={() => void copyText(secret, t('bots.secret.copied'))}
          data-testid="queue-integration-secret-copy"
        />
        <Button icon={<ArrowSync20Regular />} onClick={() => setAsking(true)} data-testid="queue-integration-secret-renew">
          {t('bots.secret.renew')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('bots.secret.renewTitle')}
        body={t('bots.secret.renewBody')}
        busy={busy}
        testId="queue-integration-secret-confirm"
        onConfirm={() => void renew()}
        onCancel={() => setAsking(false)}
      />
    </Field>
  );
}
