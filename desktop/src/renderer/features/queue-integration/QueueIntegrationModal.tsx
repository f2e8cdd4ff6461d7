import { DIALOGFLOW_LANGUAGES, QUEUE_INTEGRATION_TYPES, type QueueIntegrationType } from '@balcao/shared';
import { Button, Field, Input, Select, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RecordDialog, type RecordFormProps } from '../../components/list/index.ts';
import type { QueueIntegrationForm } from './queueIntegrationForm.ts';
import { WebhookSecretField, type WebhookSecretFieldProps } from './WebhookSecretField.tsx';

export type QueueIntegrationModalProps = RecordFormProps<QueueIntegrationForm> & {
  /** Tries the Dialogflow credentials (the Test button); absent: no button. */
  onTest?: () => void;
  testing?: boolean;
  /** A saved n8n or webhook integration's signing secret; absent: not shown. */
  secret?: WebhookSecretFieldProps | undefined;
};

type TextField = Exclude<keyof QueueIntegrationForm, 'type'>;

/** The type decides the fields: Dialogflow's project and credentials, n8n's and webhooks' URL, Typebot's flow settings. */
export function QueueIntegrationModal({
  editing,
  form,
  errors,
  saving,
  onChange,
  onSave,
  onClose,
  onTest,
  testing = false,
  secret,
}: QueueIntegrationModalProps) {
  const { t } = useTranslation();
  const text = (field: TextField, options: { required?: boolean; type?: 'number' } = {}) => (
    <Field label={t(`queueIntegrations.modal.${field}`)} required={options.required} validationMessage={errors[field]}>
      <Input
        type={options.type ?? 'text'}
        value={form[field]}
        onChange={(_event, data) => onChange({ [field]: data.value })}
        data-testid={`queue-integration-${field}`}
      />
    </Field>
  );
  return (
    <RecordDialog
      title={t(editing ? 'queueIntegrations.modal.titleEdit' : 'queueIntegrations.modal.titleAdd')}
      testId="queue-integration-modal"
      saveTestId="queue-integration-save"
      saving={saving}
      onSave={onSave}
      onClose={onClose}
      maxWidth={640}
    >
      <Field label={t('queueIntegrations.modal.type')} required>
        <Select
          value={form.type}
          onChange={(_event, data) => onChange({ type: data.value as QueueIntegrationType })}
          data-testid="queue-integration-type"
        >
          {QUEUE_INTEGRATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`queueIntegrations.types.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      {text('name', { required: true })}
      {form.type === 'dialogflow' ? (
        <>
          <Field label={t('queueIntegrations.modal.language')} required validationMessage={errors['language']}>
            <Select
              value={form.language}
              onChange={(_event, data) => onChange({ language: data.value })}
              data-testid="queue-integration-language"
            >
              <option value="">{t('queueIntegrations.modal.chooseLanguage')}</option>
              {DIALOGFLOW_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {language}
                </option>
              ))}
            </Select>
          </Field>
          {text('projectName', { required: true })}
          <Field label={t('queueIntegrations.modal.jsonContent')} required validationMessage={errors['jsonContent']}>
            <Textarea
              rows={5}
              value={form.jsonContent}
              onChange={(_event, data) => onChange({ jsonContent: data.value })}
              data-testid="queue-integration-jsonContent"
            />
          </Field>
          {onTest && (
            <Button onClick={onTest} disabledFocusable={testing} data-testid="queue-integration-test">
              {t('queueIntegrations.modal.test')}
            </Button>
          )}
        </>
      ) : (
        text('urlN8N', { required: true })
      )}
      {(form.type === 'n8n' || form.type === 'webhook') && secret?.secret ? <WebhookSecretField {...secret} /> : null}
      {form.type === 'typebot' && (
        <>
          {text('typebotSlug', { required: true })}
          {text('typebotExpires', { type: 'number' })}
          {text('typebotDelayMessage', { type: 'number' })}
          {text('typebotKeywordFinish')}
          {text('typebotKeywordRestart')}
          {text('typebotUnknownMessage')}
          {text('typebotRestartMessage')}
        </>
      )}
    </RecordDialog>
  );
}
