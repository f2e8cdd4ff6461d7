import { Field, Input, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { Checkmark16Filled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { readableTextOn } from '../../theme/readableText.ts';
import { HEX_COLOR, QUEUE_PALETTE } from './palette.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(10, 24px)', gap: tokens.spacingHorizontalXS },
  swatch: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '24px',
    height: '24px',
    padding: 0,
    cursor: 'pointer',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    // The colour is the content: forced colours must not paint it over; a system-coloured border frames it.
    forcedColorAdjust: 'none',
    '@media (forced-colors: active)': { border: `${tokens.strokeWidthThick} solid CanvasText` },
  },
  selected: {
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    outlineOffset: '1px',
    '@media (forced-colors: active)': { outline: `${tokens.strokeWidthThickest} solid Highlight` },
  },
  chosen: { color: tokens.colorNeutralForeground2 },
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
        {QUEUE_PALETTE.map((color) => {
          const checked = color.toUpperCase() === value.toUpperCase();
          return (
            <button
              key={color}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={t('queues.modal.pickColor', { color })}
              title={color}
              className={mergeClasses(styles.swatch, checked && styles.selected)}
              style={{ backgroundColor: color, color: readableTextOn(color) }}
              onClick={() => onChange(color)}
            >
              {checked && <Checkmark16Filled data-testid="color-chosen-mark" />}
            </button>
          );
        })}
      </div>
      {value !== '' && (
        <Text size={200} className={styles.chosen} data-testid="color-chosen">
          {t('a11y.colourChosen', { color: value })}
        </Text>
      )}
      <Field label={t('queues.modal.customColor')} validationMessage={error ?? custom}>
        <div className={styles.custom}>
          <span className={styles.preview} style={{ backgroundColor: HEX_COLOR.test(value) ? value : 'transparent' }} />
          <Input value={value} maxLength={9} onChange={(_event, data) => onChange(data.value.trim())} data-testid={testId} />
        </div>
      </Field>
    </div>
  );
}
