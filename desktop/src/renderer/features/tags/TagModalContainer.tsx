import { useTranslation } from 'react-i18next';
import { useRecordForm } from '../../components/list/index.ts';
import { emptyTagForm, formFromTag, validateTag } from './tagForm.ts';
import { TagModal } from './TagModal.tsx';
import { getTag, saveTag } from './tagsApi.ts';

export type TagModalContainerProps = {
  /** null: a new tag. */
  tagId: number | null;
  mayKanban: boolean;
  onClose: () => void;
};

/** Loads, checks with the server's schema and saves a tag. */
export function TagModalContainer({ tagId, mayKanban, onClose }: TagModalContainerProps) {
  const { t } = useTranslation();
  const dialog = useRecordForm({
    id: tagId,
    initial: emptyTagForm,
    load: async (id) => formFromTag(await getTag(id)),
    validate: validateTag,
    save: (id, body) => saveTag(id, body),
    savedText: t('tags.saved'),
    onLoadFailed: onClose,
    onSaved: onClose,
  });

  return (
    <TagModal
      editing={dialog.id !== null}
      form={dialog.form}
      errors={dialog.errors}
      saving={dialog.saving}
      mayKanban={mayKanban}
      onChange={dialog.change}
      onSave={() => void dialog.submit()}
      onClose={onClose}
    />
  );
}
