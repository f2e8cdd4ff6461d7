import { Button, Field, Input, makeStyles, Switch, Text, Textarea, tokens } from '@fluentui/react-components';
import { Attach20Regular, Dismiss16Regular } from '@fluentui/react-icons';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickMessageForm } from './quickMessageForm.ts';
import { RecordDialog, type RecordFormProps } from '../../components/list/index.ts';

const useStyles = makeStyles({
  attachment: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  hidden: { display: 'none' },
});

export type QuickMessageModalProps = RecordFormProps<QuickMessageForm>;

/** Shortcode (required), message, company-wide switch and one attachment. */
export function QuickMessageModal({ editing, form, errors, saving, onChange, onSave, onClose }: QuickMessageModalProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const attachment = form.file?.name ?? (form.removeMedia ? null : form.mediaName);
  return (
    <RecordDialog
      title={t(editing ? 'quickMessages.modal.titleEdit' : 'quickMessages.modal.titleAdd')}
      testId="quick-message-modal"
      saveTestId="quick-message-save"
      saving={saving}
      onSave={onSave}
      onClose={onClose}
    >
      <Field
        label={t('quickMessages.modal.shortcode')}
        hint={t('quickMessages.modal.shortcodeHint')}
        required
        validationMessage={errors['shortcode']}
      >
        <Input
          contentBefore="/"
          value={form.shortcode}
          onChange={(_event, data) => onChange({ shortcode: data.value })}
          data-testid="quick-message-shortcode"
        />
      </Field>
      <Field label={t('quickMessages.modal.message')} validationMessage={errors['message']}>
        <Textarea
          value={form.message}
          rows={5}
          onChange={(_event, data) => onChange({ message: data.value })}
          data-testid="quick-message-message"
        />
      </Field>
      <Switch
        checked={form.geral}
        label={t('quickMessages.modal.geral')}
        onChange={(_event, data) => onChange({ geral: data.checked })}
        data-testid="quick-message-geral"
      />
      <div className={styles.attachment}>
        <Button icon={<Attach20Regular />} onClick={() => fileInput.current?.click()} data-testid="quick-message-attach">
          {t(attachment ? 'quickMessages.modal.replaceAttachment' : 'quickMessages.modal.attach')}
        </Button>
        {attachment && (
          <>
            <Text data-testid="quick-message-attachment">{attachment}</Text>
            <Button
              appearance="subtle"
              icon={<Dismiss16Regular />}
              aria-label={t('quickMessages.modal.removeAttachment')}
              onClick={() => onChange(form.file ? { file: null } : { removeMedia: true })}
              data-testid="quick-message-remove-attachment"
            />
          </>
        )}
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
          data-testid="quick-message-file"
        />
      </div>
    </RecordDialog>
  );
}
