import { Field, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { HEX_COLOR, QUEUE_PALETTE } from './palette.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(10, 24px)', gap: tokens.spacingHorizontalXS },
  swatch: {
    width: '24px',
    height: '24px',
    padding: 0,
    cursor: 'pointer',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  selected: { outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`, outlineOffset: '1px' },
  custom: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  preview: { width: '24px', height: '24px', borderRadius: tokens.borderRadiusMedium, flexShrink: 0 },
});

export type ColorPickerProps = {
  value: string;
  error?: string;
  onChange: (color: string) => void;
  /** Test id of the custom hex field. */
  testId?: string;
};

/** The fixed palette of queue colours plus a custom hex field. */
export function ColorPicker({ value, error, onChange, testId = 'queue-color' }: ColorPickerProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const custom = value !== '' && !HEX_COLOR.test(value) ? t('validation.color') : undefined;
  return (
    <div className={styles.root}>
      <div className={styles.grid} role="radiogroup" aria-label={t('queues.modal.color')}>
        {QUEUE_PALETTE.map((color) => (
          <button
            key={color}
            type="button"
            role="radio"
            aria-checked={color.toUpperCase() === value.toUpperCase()}
            aria-label={t('queues.modal.pickColor', { color })}
            className={mergeClasses(styles.swatch, color.toUpperCase() === value.toUpperCase() && styles.selected)}
            style={{ backgroundColor: color }}
            onClick={() => onChange(color)}
          />
        ))}
      </div>
      <Field label={t('queues.modal.customColor')} validationMessage={error ?? custom}>
        <div className={styles.custom}>
          <span className={styles.preview} style={{ backgroundColor: HEX_COLOR.test(value) ? value : 'transparent' }} />
          <Input value={value} maxLength={9} onChange={(_event, data) => onChange(data.value.trim())} data-testid={testId} />
        </div>
      </Field>
    </div>
  );
}
