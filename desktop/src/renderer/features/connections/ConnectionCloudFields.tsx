import type { CloudSettingsRecord } from '@balcao/shared';
import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Copy20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { apiBaseUrl } from '../../api/index.ts';
import type { FieldErrors } from '../../components/formErrors.ts';
import { copyText } from '../../components/copyText.ts';
import type { CloudForm } from './connectionForm.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1, fontFamily: tokens.fontFamilyMonospace },
});

export type ConnectionCloudFieldsProps = {
  form: CloudForm;
  errors: FieldErrors;
  /** The saved connection's Cloud API settings (masked secrets, webhook path); null before the first save. */
  saved: CloudSettingsRecord | null;
  onChange: (patch: Partial<CloudForm>) => void;
};

/** The Cloud API connection's ids, secrets and pace, with the webhook address and verify token to paste into Meta's dashboard. */
export function ConnectionCloudFields({ form, errors, saved, onChange }: ConnectionCloudFieldsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const webhookUrl = saved ? `${apiBaseUrl().replace(/\/+$/, '')}${saved.webhookPath}` : '';
  const secretHint = (masked: string | null | undefined) => (masked ? t('connections.modal.cloud.secretKept', { masked }) : undefined);
  return (
    <>
      {saved?.lastError ? (
        <MessageBar intent="error" data-testid="connection-cloud-error">
          <MessageBarBody>{t('connections.modal.cloud.lastError', { error: saved.lastError })}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Field label={t('connections.modal.cloud.phoneNumberId')} required validationMessage={errors['cloudPhoneNumberId']}>
        <Input
          value={form.cloudPhoneNumberId}
          inputMode="numeric"
          onChange={(_event, data) => onChange({ cloudPhoneNumberId: data.value })}
          data-testid="connection-cloud-phone-number-id"
        />
      </Field>
      <Field label={t('connections.modal.cloud.businessAccountId')} required validationMessage={errors['cloudBusinessAccountId']}>
        <Input
          value={form.cloudBusinessAccountId}
          inputMode="numeric"
          onChange={(_event, data) => onChange({ cloudBusinessAccountId: data.value })}
          data-testid="connection-cloud-business-account-id"
        />
      </Field>
      <Field
        label={t('connections.modal.cloud.accessToken')}
        required={!saved?.accessToken}
        hint={secretHint(saved?.accessToken)}
        validationMessage={errors['cloudAccessToken']}
      >
        <Input
          type="password"
          autoComplete="off"
          value={form.cloudAccessToken}
          onChange={(_event, data) => onChange({ cloudAccessToken: data.value })}
          data-testid="connection-cloud-access-token"
        />
      </Field>
      <Field
        label={t('connections.modal.cloud.appSecret')}
        required={!saved?.appSecret}
        hint={secretHint(saved?.appSecret)}
        validationMessage={errors['cloudAppSecret']}
      >
        <Input
          type="password"
          autoComplete="off"
          value={form.cloudAppSecret}
          onChange={(_event, data) => onChange({ cloudAppSecret: data.value })}
          data-testid="connection-cloud-app-secret"
        />
      </Field>
      <Field label={t('connections.modal.cloud.messagesPerSecond')} validationMessage={errors['cloudMessagesPerSecond']}>
        <Input
          type="number"
          min={1}
          max={1000}
          value={form.cloudMessagesPerSecond}
          onChange={(_event, data) => onChange({ cloudMessagesPerSecond: data.value })}
          data-testid="connection-cloud-pace"
        />
      </Field>
      <Field
        label={t('connections.modal.cloud.verifyToken')}
        hint={t('connections.modal.cloud.verifyTokenHint')}
        validationMessage={errors['cloudVerifyToken']}
      >
        <div className={styles.row}>
          <Input
            className={styles.grow}
            value={form.cloudVerifyToken}
            aria-label={t('connections.modal.cloud.verifyToken')}
            onChange={(_event, data) => onChange({ cloudVerifyToken: data.value })}
            data-testid="connection-cloud-verify-token"
          />
          <Button
            icon={<Copy20Regular />}
            aria-label={t('connections.modal.cloud.copyVerifyToken')}
            title={t('connections.modal.cloud.copyVerifyToken')}
            disabled={!form.cloudVerifyToken}
            onClick={() => void copyText(form.cloudVerifyToken, t('connections.modal.cloud.copied'))}
            data-testid="connection-cloud-verify-token-copy"
          />
        </div>
      </Field>
      {saved ? (
        <Field label={t('connections.modal.cloud.webhookUrl')} hint={t('connections.modal.cloud.webhookHint')}>
          <div className={styles.row}>
            <Input
              className={styles.grow}
              readOnly
              value={webhookUrl}
              aria-label={t('connections.modal.cloud.webhookUrl')}
              data-testid="connection-cloud-webhook"
            />
            <Button
              icon={<Copy20Regular />}
              aria-label={t('connections.modal.cloud.copyWebhook')}
              title={t('connections.modal.cloud.copyWebhook')}
              onClick={() => void copyText(webhookUrl, t('connections.modal.cloud.copied'))}
              data-testid="connection-cloud-webhook-copy"
            />
          </div>
        </Field>
      ) : (
        <MessageBar intent="info">
          <MessageBarBody>{t('connections.modal.cloud.afterSave')}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}
