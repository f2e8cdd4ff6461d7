import type { QueueRecord } from '@balcao/shared';
import { Dropdown, Field, Input, Option, Select } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../components/formErrors.ts';
import { BotSelect } from '../bots/BotSelect.tsx';
import { NUMBER_FIELDS, type ConnectionForm } from './connectionForm.ts';

export type ConnectionQueueFieldsProps = {
  form: ConnectionForm;
  errors: FieldErrors;
  queues: QueueRecord[];
  onChange: (patch: Partial<ConnectionForm>) => void;
};

/** Timers, the connection's queues, the redirect queue with its delay, and the connection's bot. */
export function ConnectionQueueFields({ form, errors, queues, onChange }: ConnectionQueueFieldsProps) {
  const { t } = useTranslation();
  const names = queues.filter(({ id }) => form.queueIds.includes(id)).map(({ name }) => name);
  return (
    <>
      {NUMBER_FIELDS.map((field) => (
        <Field key={field} label={t(`connections.modal.${field}`)} validationMessage={errors[field]}>
          <Input
            type="number"
            min={0}
            value={form[field]}
            onChange={(_event, data) => onChange({ [field]: data.value })}
            data-testid={`connection-${field}`}
          />
        </Field>
      ))}
      <Field label={t('connections.modal.queues')} validationMessage={errors['queueIds']}>
        <Dropdown
          multiselect
          placeholder={t('connections.modal.queuesPlaceholder')}
          value={names.join(', ')}
          selectedOptions={form.queueIds.map(String)}
          onOptionSelect={(_event, data) => onChange({ queueIds: data.selectedOptions.map(Number) })}
          data-testid="connection-queues"
        >
          {queues.map((queue) => (
            <Option key={queue.id} value={String(queue.id)}>
              {queue.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('connections.modal.transferQueueId')} validationMessage={errors['transferQueueId']}>
        <Select
          value={form.transferQueueId === null ? '' : String(form.transferQueueId)}
          onChange={(_event, data) => onChange({ transferQueueId: data.value === '' ? null : Number(data.value) })}
          data-testid="connection-transfer-queue"
        >
          <option value="">{t('connections.modal.transferNone')}</option>
          {queues.map((queue) => (
            <option key={queue.id} value={String(queue.id)}>
              {queue.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('connections.modal.timeToTransfer')} validationMessage={errors['timeToTransfer']}>
        <Input
          type="number"
          min={0}
          value={form.timeToTransfer}
          disabled={form.transferQueueId === null}
          onChange={(_event, data) => onChange({ timeToTransfer: data.value })}
          data-testid="connection-time-to-transfer"
        />
      </Field>
      <BotSelect
        value={{ promptId: form.promptId, integrationId: form.integrationId }}
        onChange={(link) => onChange(link)}
        hint={t('bots.select.connectionHint')}
        error={errors['integrationId'] ?? errors['promptId']}
        testId="connection-bot"
      />
    </>
  );
}
