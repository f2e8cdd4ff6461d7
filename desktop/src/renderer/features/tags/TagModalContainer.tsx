import { useTranslation } from 'react-i18next';
import { useRecordDialog } from '../../components/list/index.ts';
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
  const dialog = useRecordDialog({
    id: tagId,
    initial: emptyTagForm,
    load: async (id) => formFromTag(await getTag(id)),
    validate: validateTag,
    save: (id, body) => saveTag(id, body),
    savedText: t('tags.saved'),
    onClose,
  });

  return <TagModal {...dialog.props} mayKanban={mayKanban} />;
}
