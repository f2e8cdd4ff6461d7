import type { SettingKey } from '@balcao/shared';
import { Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHinted, SETTING_OPTIONS, timeZoneChoices, type SettingChoice, type SettingOption } from './settingOptions.ts';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    // Each option keeps its own height: stretched to its row, a field spreads its label away from its control.
    alignItems: 'start',
    gap: tokens.spacingHorizontalL,
    paddingTop: tokens.spacingVerticalM,
  },
});

export type OptionsTabProps = {
  values: Record<SettingKey, string>;
  /** Super users also see the platform's options. */
  isSuper: boolean;
  saving: SettingKey | null;
  onSave: (key: SettingKey, value: string) => void;
};

/** What the server takes for a number option: a whole number of up to six digits. */
const WHOLE_NUMBER = /^\d{1,6}$/;

/**
 * A text option saved when it loses focus (or on Enter); keyed by its value, so a live change resets
 * the draft. A number option that is not a whole number of 0 or more is refused here, not sent.
 */
function TextOption({
  option,
  value,
  onSave,
  onInvalid,
}: {
  option: SettingOption;
  value: string;
  onSave: (value: string) => void;
  onInvalid: (invalid: boolean) => void;
}) {
  const [draft, setDraft] = useState(value);
  const commit = () => {
    if (draft === value) {
      onInvalid(false);
      return;
    }
    const text = option.kind === 'number' ? draft.trim() : draft;
    if (option.kind === 'number' && !WHOLE_NUMBER.test(text)) {
      onInvalid(true);
      return;
    }
    onInvalid(false);
    onSave(text);
  };
  return (
    <Input
      type={option.kind === 'secret' ? 'password' : option.kind === 'number' ? 'number' : 'text'}
      {...(option.kind === 'number' ? { min: 0, step: 1 } : {})}
      value={draft}
      onChange={(_event, data) => setDraft(data.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
      data-testid={`setting-${option.key}`}
    />
  );
}

/** Every company option, each saved as soon as it changes. */
export function OptionsTab({ values, isSuper, saving, onSave }: OptionsTabProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const shown = SETTING_OPTIONS.filter((option) => isSuper || !('superOnly' in option && option.superOnly));
  const [invalid, setInvalid] = useState<Partial<Record<SettingKey, boolean>>>({});
  const control = (option: SettingOption) => {
    const value = values[option.key];
    if (option.kind === 'choice' || option.kind === 'timezone') {
      const choices = option.kind === 'choice' ? option.choices : timeZoneChoices(value);
      return (
        <Select
          value={value}
          disabled={saving === option.key}
          onChange={(_event, data) => onSave(option.key, data.value)}
          data-testid={`setting-${option.key}`}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {option.kind === 'choice' ? t(`settingsPage.choices.${choice as SettingChoice}`) : choice}
            </option>
          ))}
        </Select>
      );
    }
    return (
      <TextOption
        key={value}
        option={option}
        value={value}
        onSave={(text) => onSave(option.key, text)}
        onInvalid={(refused) => setInvalid((before) => ({ ...before, [option.key]: refused }))}
      />
    );
  };
  return (
    <div className={styles.grid} data-testid="settings-options">
      {shown.map((option) => (
        <Field
          key={option.key}
          label={t(`settingsPage.options.${option.key}`)}
          hint={isHinted(option.key) ? t(`settingsPage.hints.${option.key}`) : undefined}
          validationMessage={
            invalid[option.key] ? t('settingsPage.wholeNumber', { label: t(`settingsPage.options.${option.key}`) }) : undefined
          }
        >
          {control(option)}
        </Field>
      ))}
    </div>
  );
}
