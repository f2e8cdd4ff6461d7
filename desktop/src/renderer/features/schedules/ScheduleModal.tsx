import { SCHEDULE_RECURRENCES, SCHEDULE_TEXT_VARIABLES, type ScheduleRecurrence } from '@balcao/shared';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { AppDialogSurface } from '../../components/focus/AppDialogSurface.tsx';
import { Attach20Regular, Dismiss16Regular } from '@fluentui/react-icons';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordFormProps } from '../../components/list/index.ts';
import { selectConnections, useConnectionsStore } from '../../state/connections.ts';
import { TemplateField } from '../../components/TemplateField.tsx';
import { ContactPicker } from './ContactPicker.tsx';
import type { ScheduleForm } from './scheduleForm.ts';

const useStyles = makeStyles({
  surface: { width: '100%', maxWidth: '560px', boxSizing: 'border-box' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  attachment: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  hidden: { display: 'none' },
});

export type ScheduleModalProps = Omit<RecordFormProps<ScheduleForm>, 'editing'>;

/** Spec: the title reads an error label on ERRO, else "message" and the status; no Save once sent. */
export function ScheduleModal({ form, errors, saving, onChange, onSave, onClose }: ScheduleModalProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const connections = useConnectionsStore(selectConnections);
  const fileInput = useRef<HTMLInputElement>(null);
  const sent = form.sentAt !== null;
  const locked = sent || form.status === 'AGENDADA';
  const title =
    form.status === null
      ? t('schedules.modal.titleAdd')
      : form.status === 'ERRO'
        ? t('schedules.modal.titleError')
        : t('schedules.modal.titleMessage', { status: t(`schedules.status.${form.status}`) });
  const image = form.file?.name ?? (form.removeMedia ? null : form.mediaName);
  const chosenConnection = connections.find((connection) => connection.id === form.whatsappId);
  // No connection chosen: the company's default one sends it.
  const cloud = (chosenConnection ?? connections.find((connection) => connection.isDefault))?.provider === 'cloud';
  const connectionId = (chosenConnection ?? connections.find((connection) => connection.isDefault))?.id;
  const connectionName =
    connections.find((connection) => connection.id === form.whatsappId)?.name ?? t('schedules.modal.defaultConnection');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!locked) {
      onSave();
    }
  };
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <AppDialogSurface className={styles.surface} data-testid="schedule-modal">
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle data-testid="schedule-modal-title">{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {form.status === 'ERRO' && form.error && (
                <MessageBar intent="error" data-testid="schedule-error">
                  <MessageBarBody>{form.error}</MessageBarBody>
                </MessageBar>
              )}
              {sent && form.sentAt && <Text>{t('schedules.modal.sentAt', { when: new Date(form.sentAt).toLocaleString() })}</Text>}
              <Field label={t('schedules.modal.contact')} required validationMessage={errors['contactId']}>
                <ContactPicker value={form.contact} onChange={(contact) => onChange({ contact })} disabled={locked} />
              </Field>
              {!cloud && (
                <Field
                  label={t('schedules.modal.body')}
                  required
                  hint={t('schedules.modal.bodyHint', {
                    variables: SCHEDULE_TEXT_VARIABLES.map((name) => `{{${name}}}`).join(' '),
                    interpolation: { escapeValue: false },
                  })}
                  validationMessage={errors['body']}
                >
                  <Textarea
                    value={form.body}
                    rows={5}
                    disabled={locked}
                    onChange={(_event, data) => onChange({ body: data.value })}
                    data-testid="schedule-body"
                  />
                </Field>
              )}
              <Field label={t('schedules.modal.sendAt')} required validationMessage={errors['sendAt']}>
                <Input
                  type="datetime-local"
                  step={1}
                  value={form.sendAt}
                  disabled={locked}
                  onChange={(_event, data) => onChange({ sendAt: data.value })}
                  data-testid="schedule-send-at"
                />
              </Field>
              <Field label={t('schedules.modal.recurrence')} validationMessage={errors['recurrence']}>
                <Dropdown
                  value={t(`schedules.recurrence.${form.recurrence}`)}
                  disabled={locked}
                  selectedOptions={[form.recurrence]}
                  onOptionSelect={(_event, data) => onChange({ recurrence: (data.optionValue ?? 'none') as ScheduleRecurrence })}
                  data-testid="schedule-recurrence"
                >
                  {SCHEDULE_RECURRENCES.map((recurrence) => (
                    <Option key={recurrence} value={recurrence}>
                      {t(`schedules.recurrence.${recurrence}`)}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              {form.recurrence !== 'none' && (
                <Field
                  label={t('schedules.modal.recurUntil')}
                  hint={t('schedules.modal.recurUntilHint')}
                  validationMessage={errors['recurUntil']}
                >
                  <Input
                    type="datetime-local"
                    value={form.recurUntil}
                    disabled={locked}
                    onChange={(_event, data) => onChange({ recurUntil: data.value })}
                    data-testid="schedule-recur-until"
                  />
                </Field>
              )}
              <Field label={t('schedules.modal.connection')} validationMessage={errors['whatsappId']}>
                <Dropdown
                  value={connectionName}
                  disabled={locked}
                  selectedOptions={[String(form.whatsappId ?? '')]}
                  onOptionSelect={(_event, data) =>
                    onChange({ whatsappId: data.optionValue ? Number(data.optionValue) : null, template: null })
                  }
                  data-testid="schedule-connection"
                >
                  <Option value="">{t('schedules.modal.defaultConnection')}</Option>
                  {connections.map((connection) => (
                    <Option key={connection.id} value={String(connection.id)}>
                      {connection.name}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              {cloud && connectionId !== undefined && (
                <TemplateField
                  outbound
                  connectionId={connectionId}
                  value={form.template}
                  onChange={(template) => onChange({ template })}
                  error={errors['template'] ?? errors['template.name'] ?? errors['template.parameters']}
                  disabled={locked}
                  testId="schedule-template"
                />
              )}
              <Field label={t('schedules.modal.image')} validationMessage={errors['file']}>
                <div className={styles.attachment}>
                  {image ? (
                    <>
                      <Text>{image}</Text>
                      {!locked && (
                        <Button
                          appearance="subtle"
                          icon={<Dismiss16Regular />}
                          aria-label={t('schedules.modal.removeImage')}
                          onClick={() => onChange({ file: null, removeMedia: true })}
                        />
                      )}
                    </>
                  ) : (
                    !locked && (
                      <Button icon={<Attach20Regular />} onClick={() => fileInput.current?.click()}>
                        {t('schedules.modal.attach')}
                      </Button>
                    )
                  )}
                  <input
                    ref={fileInput}
                    className={styles.hidden}
                    type="file"
                    accept=".png,.jpg,.jpeg,image/png,image/jpeg"
                    onChange={(event) => {
                      const file = event.target.files?.[0] ?? null;
                      if (file) {
                        onChange({ file, removeMedia: false });
                      }
                      event.target.value = '';
                    }}
                  />
                </div>
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={saving}>
                {t(locked ? 'schedules.modal.close' : 'common.cancel')}
              </Button>
              {!sent && (
                <Button appearance="primary" type="submit" disabled={saving || locked} data-testid="schedule-save">
                  {t(saving ? 'common.saving' : 'common.save')}
                </Button>
              )}
            </DialogActions>
          </DialogBody>
        </form>
      </AppDialogSurface>
    </Dialog>
  );
}
