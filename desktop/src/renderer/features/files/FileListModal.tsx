import { Button, Field, Input, makeStyles, Subtitle2, Textarea, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { RecordDialog, type RecordFormProps } from '../../components/list/index.ts';
import { emptyFileOption, type FileListForm, type FileOptionForm } from './fileListForm.ts';
import { FileOptionEditor } from './FileOptionEditor.tsx';

const useStyles = makeStyles({
  options: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  add: { alignSelf: 'flex-start' },
});

export type FileListModalProps = RecordFormProps<FileListForm>;

/** Name (3+ characters), message, and the files, each with its own name, value and message. */
export function FileListModal({ editing, form, errors, saving, onChange, onSave, onClose }: FileListModalProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const changeOption = (index: number, patch: Partial<FileOptionForm>) =>
    onChange({ options: form.options.map((option, at) => (at === index ? { ...option, ...patch } : option)) });
  return (
    <RecordDialog
      title={t(editing ? 'files.modal.titleEdit' : 'files.modal.titleAdd')}
      testId="file-list-modal"
      saveTestId="file-list-save"
      saving={saving}
      onSave={onSave}
      onClose={onClose}
      maxWidth={720}
    >
      <Field label={t('files.modal.name')} required validationMessage={errors['name']}>
        <Input value={form.name} onChange={(_event, data) => onChange({ name: data.value })} data-testid="file-list-name" />
      </Field>
      <Field label={t('files.modal.message')} validationMessage={errors['message']}>
        <Textarea
          value={form.message}
          rows={3}
          onChange={(_event, data) => onChange({ message: data.value })}
          data-testid="file-list-message"
        />
      </Field>
      <Subtitle2>{t('files.modal.options')}</Subtitle2>
      <div className={styles.options}>
        {form.options.map((option, index) => (
          <FileOptionEditor
            key={option.key}
            index={index}
            option={option}
            errors={errors}
            onChange={(patch) => changeOption(index, patch)}
            onRemove={() => onChange({ options: form.options.filter((_, at) => at !== index) })}
          />
        ))}
        {errors['options'] && <Field validationMessage={errors['options']} />}
        <Button
          className={styles.add}
          icon={<Add20Regular />}
          onClick={() => onChange({ options: [...form.options, emptyFileOption()] })}
          data-testid="file-list-add-option"
        >
          {t('files.modal.addOption')}
        </Button>
      </div>
    </RecordDialog>
  );
}
