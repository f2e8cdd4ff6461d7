import { Field, Input } from '@fluentui/react-components';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** The one-time code: digits from the app or a recovery code; Enter submits (inside another form too). */
export function CodeField({
  value,
  onChange,
  onEnter,
  error,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t('security.twoFactor.code')} hint={t('security.twoFactor.codeHint')} required validationMessage={error}>
      <Input
        ref={inputRef}
        value={value}
        autoComplete="one-time-code"
        inputMode="text"
        maxLength={11}
        onChange={(_event, data) => onChange(data.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            event.stopPropagation();
            onEnter();
          }
        }}
        data-testid="two-factor-code"
      />
    </Field>
  );
}
