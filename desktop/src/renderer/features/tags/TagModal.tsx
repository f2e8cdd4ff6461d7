import { Field, Input, Switch } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RecordDialog, type RecordFormProps } from '../../components/list/index.ts';
import { ColorPicker } from '../queues/ColorPicker.tsx';
import type { TagForm } from './tagForm.ts';

export type TagModalProps = RecordFormProps<TagForm> & {
  /** Admins and supervisors see the kanban switch. */
  mayKanban: boolean;
};

/** Name (3+ characters), colour and, for admins and supervisors, the kanban switch. */
export function TagModal({ editing, form, errors, saving, mayKanban, onChange, onSave, onClose }: TagModalProps) {
  const { t } = useTranslation();
  return (
    <RecordDialog
      title={t(editing ? 'tags.modal.titleEdit' : 'tags.modal.titleAdd')}
      testId="tag-modal"
      saveTestId="tag-save"
      saving={saving}
      onSave={onSave}
      onClose={onClose}
    >
      <Field label={t('tags.modal.name')} required validationMessage={errors['name']}>
        <Input value={form.name} onChange={(_event, data) => onChange({ name: data.value })} data-testid="tag-name" />
      </Field>
      <Field label={t('tags.modal.color')}>
        <ColorPicker value={form.color} error={errors['color']} onChange={(color) => onChange({ color })} testId="tag-color" />
      </Field>
      {mayKanban && (
        <Field hint={t('tags.modal.kanbanHint')}>
          <Switch
            checked={form.kanban}
            label={t('tags.modal.kanban')}
            onChange={(_event, data) => onChange({ kanban: data.checked })}
            data-testid="tag-kanban"
          />
        </Field>
      )}
    </RecordDialog>
  );
}
