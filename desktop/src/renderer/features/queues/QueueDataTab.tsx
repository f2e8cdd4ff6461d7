import { Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../components/formErrors.ts';
import { BotSelect } from '../bots/BotSelect.tsx';
import { HoursWarning } from '../settings/HoursWarning.tsx';
import { ColorPicker } from './ColorPicker.tsx';
import type { QueueForm } from './queueForm.ts';

const useStyles = makeStyles({
  line: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  grow: { flexGrow: 1, minWidth: 0 },
  order: { width: '140px', flexShrink: 0 },
  // Fluent's inputs have a minimum width of their own, wider than the order field.
  fill: { minWidth: 0, width: '100%' },
});

export type QueueDataTabProps = {
  form: QueueForm;
  errors: FieldErrors;
  onChange: (patch: Partial<QueueForm>) => void;
  /** Hours apply to this queue but it has no out-of-hours message: say that contacts would get no answer. */
  warnHoursWithoutAnswer?: boolean;
};

/** Name, order, colour, the greeting and out-of-hours messages, and the queue's bot. */
export function QueueDataTab({ form, errors, onChange, warnHoursWithoutAnswer = false }: QueueDataTabProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.line}>
        <Field className={styles.grow} label={t('queues.modal.name')} required validationMessage={errors['name']}>
          <Input
            className={styles.fill}
            value={form.name}
            onChange={(_event, data) => onChange({ name: data.value })}
            data-testid="queue-name"
          />
        </Field>
        <Field className={styles.order} label={t('queues.modal.orderQueue')} validationMessage={errors['orderQueue']}>
          <Input
            className={styles.fill}
            type="number"
            min={0}
            value={form.orderQueue}
            onChange={(_event, data) => onChange({ orderQueue: data.value })}
            data-testid="queue-order"
          />
        </Field>
      </div>
      <Field label={t('queues.modal.color')} required>
        <ColorPicker value={form.color} error={errors['color']} onChange={(color) => onChange({ color })} />
      </Field>
      <Field label={t('queues.modal.greetingMessage')} validationMessage={errors['greetingMessage']}>
        <Textarea
          value={form.greetingMessage}
          rows={3}
          onChange={(_event, data) => onChange({ greetingMessage: data.value })}
          data-testid="queue-greeting"
        />
      </Field>
      <Field label={t('queues.modal.outOfHoursMessage')} validationMessage={errors['outOfHoursMessage']}>
        <Textarea
          value={form.outOfHoursMessage}
          rows={3}
          onChange={(_event, data) => onChange({ outOfHoursMessage: data.value })}
          data-testid="queue-out-of-hours"
        />
      </Field>
      <BotSelect
        value={{ promptId: form.promptId, integrationId: form.integrationId }}
        onChange={(link) => onChange(link)}
        hint={t('bots.select.hint')}
        error={errors['integrationId'] ?? errors['promptId']}
        testId="queue-bot"
      />
      {warnHoursWithoutAnswer && <HoursWarning text={t('businessHours.queueWarning')} testId="queue-hours-warning" />}
    </>
  );
}
