import { useTranslation } from 'react-i18next';
import { useRecordDialog } from '../../components/list/index.ts';
import { emptyFileListForm, formFromFileList, validateFileList } from './fileListForm.ts';
import { FileListModal } from './FileListModal.tsx';
import { getFileList, saveFileList, uploadOptionFiles } from './filesApi.ts';

export type FileListModalContainerProps = {
  /** null: a new list. */
  fileListId: number | null;
  onClose: () => void;
};

/**
 * Loads, checks and saves the list; then the files chosen in the dialog go up in one request, each
 * to the saved option at its place (the server keeps the options in the order sent).
 */
export function FileListModalContainer({ fileListId, onClose }: FileListModalContainerProps) {
  const { t } = useTranslation();
  const dialog = useRecordDialog({
    id: fileListId,
    initial: emptyFileListForm,
    load: async (id) => formFromFileList(await getFileList(id)),
    validate: validateFileList,
    save: async (id, body, form) => {
      const saved = await saveFileList(id, body);
      dialog.keepId(saved.id);
      const uploads = form.options.flatMap((option, index) => {
        const optionId = saved.options[index]?.id;
        return option.file && optionId !== undefined ? [{ optionId, file: option.file }] : [];
      });
      return uploads.length > 0 ? uploadOptionFiles(saved.id, uploads) : saved;
    },
    savedText: t('files.saved'),
    onClose,
  });

  return <FileListModal {...dialog.props} />;
}
