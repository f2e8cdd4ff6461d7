import { ANNOUNCEMENT_IMAGE_EXTENSIONS, ANNOUNCEMENT_PRIORITIES, type AnnouncementPriority } from '@balcao/shared';
import { Button, Field, Input, Select, Switch, Text, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RecordDialog, type RecordFormProps } from '../../components/list/index.ts';
import { showToast } from '../../components/toast.tsx';
import { PRIORITY_NAMES } from './PriorityBadge.tsx';
import { isAnnouncementImage, type AnnouncementForm } from './announcementForm.ts';

export type AnnouncementModalProps = RecordFormProps<AnnouncementForm>;

/** Title, text, priority, active switch and an optional .png/.jpg/.jpeg image. */
export function AnnouncementModal({ editing, form, errors, saving, onChange, onSave, onClose }: AnnouncementModalProps) {
  const { t } = useTranslation();
  const shownImage = form.file?.name ?? (form.removeImage ? null : form.mediaName);
  return (
    <RecordDialog
      title={t(editing ? 'announcements.modal.titleEdit' : 'announcements.modal.titleAdd')}
      testId="announcement-modal"
      saveTestId="announcement-save"
      saving={saving}
      onSave={onSave}
      onClose={onClose}
    >
      <Field label={t('announcements.modal.title')} required validationMessage={errors['title']}>
        <Input value={form.title} onChange={(_event, data) => onChange({ title: data.value })} data-testid="announcement-title" />
      </Field>
      <Field label={t('announcements.modal.text')} required validationMessage={errors['text']}>
        <Textarea rows={5} value={form.text} onChange={(_event, data) => onChange({ text: data.value })} data-testid="announcement-text" />
      </Field>
      <Field label={t('announcements.modal.priority')} validationMessage={errors['priority']}>
        <Select
          value={String(form.priority)}
          onChange={(_event, data) => onChange({ priority: Number(data.value) as AnnouncementPriority })}
          data-testid="announcement-priority"
        >
          {ANNOUNCEMENT_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {t(`announcements.priority.${PRIORITY_NAMES[priority]}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Switch
        checked={form.status}
        label={t('announcements.modal.active')}
        onChange={(_event, data) => onChange({ status: data.checked })}
        data-testid="announcement-status"
      />
      <Field label={t('announcements.modal.image')} hint={t('announcements.modal.imageHint')}>
        <input
          type="file"
          accept={ANNOUNCEMENT_IMAGE_EXTENSIONS.join(',')}
          aria-label={t('announcements.modal.image')}
          data-testid="announcement-file"
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            if (file && !isAnnouncementImage(file)) {
              showToast(t('announcements.modal.imageRefused'), 'error', { testId: 'toast-error' });
              event.target.value = '';
              return;
            }
            onChange({ file });
          }}
        />
      </Field>
      {shownImage && (
        <Text data-testid="announcement-image-name">
          {shownImage}{' '}
          <Button
            size="small"
            appearance="subtle"
            onClick={() => onChange({ file: null, removeImage: true })}
            data-testid="announcement-remove-image"
          >
            {t('announcements.modal.removeImage')}
          </Button>
        </Text>
      )}
    </RecordDialog>
  );
}
