import { Button, Field, Input, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { Attach20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../components/formErrors.ts';
import type { FileOptionForm } from './fileListForm.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  grow: { flexGrow: 1, minWidth: '160px' },
  file: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  noFile: { color: tokens.colorNeutralForeground3 },
  hidden: { display: 'none' },
});

export type FileOptionEditorProps = {
  index: number;
  option: FileOptionForm;
  errors: FieldErrors;
  onChange: (patch: Partial<FileOptionForm>) => void;
  onRemove: () => void;
};

/** One file of the list: its name, value, message and the file itself (chosen here, uploaded on save). */
export function FileOptionEditor({ index, option, errors, onChange, onRemove }: FileOptionEditorProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const fileName = option.file?.name ?? option.mediaName;
  const prefix = `options.${index}`;
  return (
    <div className={styles.root} data-testid={`file-option-${index}`}>
      <div className={styles.row}>
        <Field className={styles.grow} label={t('files.modal.optionName')} required validationMessage={errors[`${prefix}.name`]}>
          <Input
            value={option.name}
            onChange={(_event, data) => onChange({ name: data.value })}
            data-testid={`file-option-name-${index}`}
          />
        </Field>
        <Field className={styles.grow} label={t('files.modal.optionValue')} validationMessage={errors[`${prefix}.value`]}>
          <Input
            value={option.value}
            onChange={(_event, data) => onChange({ value: data.value })}
            data-testid={`file-option-value-${index}`}
          />
        </Field>
        <Button
          appearance="subtle"
          icon={<Delete20Regular />}
          aria-label={t('files.modal.removeOption')}
          onClick={onRemove}
          data-testid={`file-option-remove-${index}`}
        />
      </div>
      <Field label={t('files.modal.optionMessage')} validationMessage={errors[`${prefix}.message`]}>
        <Textarea
          value={option.message}
          rows={2}
          onChange={(_event, data) => onChange({ message: data.value })}
          data-testid={`file-option-message-${index}`}
        />
      </Field>
      <div className={styles.file}>
        <Button icon={<Attach20Regular />} onClick={() => fileInput.current?.click()} data-testid={`file-option-choose-${index}`}>
          {t(fileName ? 'files.modal.replaceFile' : 'files.modal.chooseFile')}
        </Button>
        <Text className={fileName ? undefined : styles.noFile} data-testid={`file-option-file-name-${index}`}>
          {fileName ?? t('files.modal.noFile')}
        </Text>
        <input
          ref={fileInput}
          className={styles.hidden}
          type="file"
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            event.target.value = '';
            if (file) {
              onChange({ file });
            }
          }}
          data-testid={`file-option-file-${index}`}
        />
      </div>
    </div>
  );
}
