import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/**
 * The spec's mask, (99) 99999-9999 (ten digits: (99) 9999-9999), applied as the user types. A number
 * written or pasted with Brazil's country code (+55) keeps the area code and number.
 */
export function maskPhone(text: string): string {
  let digits = text.replace(/\D/g, '');
  if (digits.startsWith('55') && (text.trim().startsWith('+') || digits.length >= 12)) {
    digits = digits.slice(2);
  }
  digits = digits.slice(0, 11);
  if (digits.length <= 2) {
    return digits.length ? `(${digits}` : '';
  }
  const split = digits.length === 11 ? 7 : 6;
  const rest = digits.slice(2);
  return `(${digits.slice(0, 2)}) ${rest.slice(0, split - 2)}${rest.length > split - 2 ? `-${rest.slice(split - 2)}` : ''}`;
}

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | undefined;
  testId: string;
  name?: string;
};

/** A company phone: masked as typed, with a hint saying what goes in. */
export function PhoneField({ label, value, onChange, required, error, testId, name }: Props) {
  const { t } = useTranslation();
  return (
    <Field label={label} required={required} hint={t('validation.phoneHint')} validationMessage={error}>
      <Input
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="(99) 99999-9999"
        value={maskPhone(value)}
        onChange={(_event, data) => onChange(maskPhone(data.value))}
        data-testid={testId}
      />
    </Field>
  );
}
