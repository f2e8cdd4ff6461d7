import { Field, Textarea } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../components/formErrors.ts';
import { HoursWarning } from '../settings/HoursWarning.tsx';
import { MESSAGE_FIELDS, type ConnectionForm } from './connectionForm.ts';

export type ConnectionMessageFieldsProps = {
  form: ConnectionForm;
  errors: FieldErrors;
  onChange: (patch: Partial<ConnectionForm>) => void;
  /** Shown under the out-of-hours message: why a contact writing out of hours would get no answer. */
  hoursWarning?: string | null;
};

/** Greeting, completion, out-of-hours, rating and inactivity messages. */
export function ConnectionMessageFields({ form, errors, onChange, hoursWarning = null }: ConnectionMessageFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      {MESSAGE_FIELDS.map((field) => (
        <Fragment key={field}>
          <Field label={t(`connections.modal.${field}`)} validationMessage={errors[field]}>
            <Textarea
              value={form[field]}
              resize="vertical"
              rows={2}
              onChange={(_event, data) => onChange({ [field]: data.value })}
              data-testid={`connection-${field}`}
            />
          </Field>
          {field === 'outOfHoursMessage' && hoursWarning && <HoursWarning text={hoursWarning} testId="connection-hours-warning" />}
        </Fragment>
      ))}
    </>
  );
}
