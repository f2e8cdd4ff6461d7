import type { ConnectionProvider, QueueRecord } from '@balcao/shared';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Divider,
  Field,
  Input,
  makeStyles,
  Select,
  Switch,
  tokens,
} from '@fluentui/react-components';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../components/formErrors.ts';
import { useCompanySetting } from '../../state/companySettings.ts';
import { unansweredQueues } from '../settings/hoursWarning.ts';
import { ConnectionMessageFields } from './ConnectionMessageFields.tsx';
import { ConnectionQueueFields } from './ConnectionQueueFields.tsx';
import type { ConnectionForm } from './connectionForm.ts';
import { SaveCancelActions } from '../../components/SaveCancelActions.tsx';

const useStyles = makeStyles({
  surface: { maxWidth: '640px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export type ConnectionModalProps = {
  editing: boolean;
  form: ConnectionForm;
  errors: FieldErrors;
  /** Providers the server offers (the sandbox only when switched on). */
  providers: ConnectionProvider[];
  queues: QueueRecord[];
  saving: boolean;
  onChange: (patch: Partial<ConnectionForm>) => void;
  onSave: () => void;
  onClose: () => void;
};

const PROVIDER_LABEL = { beta: 'connections.modal.providerBeta', sandbox: 'connections.modal.providerSandbox' } as const;

/** Every field of a connection: name, default, provider, messages, timers and queues. */
export function ConnectionModal({ editing, form, errors, providers, queues, saving, onChange, onSave, onClose }: ConnectionModalProps) {
  const styles = useStyles();
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} data-testid="connection-modal">
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t(editing ? 'connections.modal.titleEdit' : 'connections.modal.titleAdd')}</DialogTitle>
            <DialogContent className={styles.content}>
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
                  onChange={(_event, data) => onChange({ provider: data.value === 'sandbox' ? 'sandbox' : 'beta' })}
                  data-testid="connection-provider"
                >
                  {offered.map((provider) => (
                    <option key={provider} value={provider}>
                      {t(PROVIDER_LABEL[provider])}
                    </option>
                  ))}
                </Select>
              </Field>
              <Divider>{t('connections.modal.messages')}</Divider>
              <ConnectionMessageFields form={form} errors={errors} onChange={onChange} hoursWarning={hoursWarning} />
              <Divider>{t('connections.modal.bot')}</Divider>
              <ConnectionQueueFields form={form} errors={errors} queues={queues} onChange={onChange} />
            </DialogContent>
            <SaveCancelActions saving={saving} onCancel={onClose} saveTestId="connection-save" />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
