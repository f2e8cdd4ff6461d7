import { Field, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../components/formErrors.ts';
import { MESSAGE_FIELDS, type ConnectionForm } from './connectionForm.ts';

export type ConnectionMessageFieldsProps = {
  form: ConnectionForm;
  errors: FieldErrors;
  onChange: (patch: Partial<ConnectionForm>) => void;
};

/** Greeting, completion, out-of-hours, rating and inactivity messages. */
export function ConnectionMessageFields({ form, errors, onChange }: ConnectionMessageFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      {MESSAGE_FIELDS.map((field) => (
        <Field key={field} label={t(`connections.modal.${field}`)} validationMessage={errors[field]}>
          <Textarea
            value={form[field]}
            resize="vertical"
            rows={2}
            onChange={(_event, data) => onChange({ [field]: data.value })}
            data-testid={`connection-${field}`}
          />
        </Field>
      ))}
    </>
  );
}
