import type { CloudSettingsRecord, ConnectionProvider, QueueRecord } from '@balcao/shared';
import { Divider, Field, Input, Select, Switch } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useCompanySetting } from '../../state/companySettings.ts';
import { unansweredQueues } from '../settings/hoursWarning.ts';
import { ConnectionCloudFields } from './ConnectionCloudFields.tsx';
import { ConnectionMessageFields } from './ConnectionMessageFields.tsx';
import { ConnectionQueueFields } from './ConnectionQueueFields.tsx';
import { ConnectionTokenField, type ConnectionTokenFieldProps } from './ConnectionTokenField.tsx';
import type { ConnectionForm } from './connectionForm.ts';
import { RecordDialog, type RecordFormProps } from '../../components/list/index.ts';

export type ConnectionModalProps = RecordFormProps<ConnectionForm> & {
  /** Providers the server offers (the sandbox only when switched on). */
  providers: ConnectionProvider[];
  queues: QueueRecord[];
  /** The saved connection's API token: admins see it when editing. */
  apiToken?: ConnectionTokenFieldProps | undefined;
  /** The saved connection's Cloud API settings (admins, when editing a Cloud connection). */
  cloud?: CloudSettingsRecord | null | undefined;
};

const PROVIDER_LABEL = {
  beta: 'connections.modal.providerBeta',
  sandbox: 'connections.modal.providerSandbox',
  cloud: 'connections.modal.providerCloud',
} as const;

const isProvider = (value: string): value is ConnectionProvider => value in PROVIDER_LABEL;

/** Every field of a connection: name, default, provider, messages, timers and queues. */
export function ConnectionModal({
  editing,
  form,
  errors,
  providers,
  queues,
  saving,
  onChange,
  onSave,
  onClose,
  apiToken,
  cloud,
}: ConnectionModalProps) {
  const { t } = useTranslation();
  const offered = providers.includes(form.provider) ? providers : [...providers, form.provider];
  const scheduleType = useCompanySetting('scheduleType');
  const silentQueues = scheduleType === 'queue' ? unansweredQueues(queues, form.queueIds) : [];
  const hoursWarning =
    scheduleType === 'company' && !form.outOfHoursMessage.trim()
      ? t('businessHours.connectionWarning')
      : silentQueues.length > 0
        ? t('businessHours.connectionQueuesWarning', { queues: silentQueues.map(({ name }) => name).join(', ') })
        : null;
  return (
    <RecordDialog
      title={t(editing ? 'connections.modal.titleEdit' : 'connections.modal.titleAdd')}
      testId="connection-modal"
      saveTestId="connection-save"
      maxWidth={640}
      saving={saving}
      onSave={onSave}
      onClose={onClose}
    >
      <Field label={t('connections.modal.name')} required validationMessage={errors['name']}>
        <Input value={form.name} onChange={(_event, data) => onChange({ name: data.value })} data-testid="connection-name" />
      </Field>
      <Switch
        label={t('connections.modal.isDefault')}
        checked={form.isDefault}
        onChange={(_event, data) => onChange({ isDefault: data.checked })}
        data-testid="connection-default"
      />
      <Field label={t('connections.modal.provider')} validationMessage={errors['provider']}>
        <Select
          value={form.provider}
          onChange={(_event, data) => onChange({ provider: isProvider(data.value) ? data.value : 'beta' })}
          data-testid="connection-provider"
        >
          {offered.map((provider) => (
            <option key={provider} value={provider}>
              {t(PROVIDER_LABEL[provider])}
            </option>
          ))}
        </Select>
      </Field>
      {form.provider === 'cloud' ? (
        <>
          <Divider>{t('connections.modal.cloud.section')}</Divider>
          <ConnectionCloudFields form={form} errors={errors} saved={cloud ?? null} onChange={onChange} />
        </>
      ) : null}
      {apiToken?.token ? <ConnectionTokenField {...apiToken} /> : null}
      <Divider>{t('connections.modal.messages')}</Divider>
      <ConnectionMessageFields form={form} errors={errors} onChange={onChange} hoursWarning={hoursWarning} />
      <Divider>{t('connections.modal.bot')}</Divider>
      <ConnectionQueueFields form={form} errors={errors} queues={queues} onChange={onChange} />
    </RecordDialog>
  );
}
