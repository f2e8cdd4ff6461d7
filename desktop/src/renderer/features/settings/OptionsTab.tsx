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

/** A text option saved when it loses focus (or on Enter); keyed by its value, so a live change resets the draft. */
function TextOption({ option, value, onSave }: { option: SettingOption; value: string; onSave: (value: string) => void }) {
  const [draft, setDraft] = useState(value);
  const commit = () => {
    if (draft !== value) {
      onSave(draft);
    }
  };
  return (
    <Input
      type={option.kind === 'secret' ? 'password' : option.kind === 'number' ? 'number' : 'text'}
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
    return <TextOption key={value} option={option} value={value} onSave={(text) => onSave(option.key, text)} />;
  };
  return (
    <div className={styles.grid} data-testid="settings-options">
      {shown.map((option) => (
        <Field
          key={option.key}
          label={t(`settingsPage.options.${option.key}`)}
          hint={isHinted(option.key) ? t(`settingsPage.hints.${option.key}`) : undefined}
        >
          {control(option)}
        </Field>
      ))}
    </div>
  );
}
