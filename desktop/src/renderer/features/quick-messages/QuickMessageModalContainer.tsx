import { useTranslation } from 'react-i18next';
import { useRecordDialog } from '../../components/list/index.ts';
import { emptyQuickMessageForm, formFromQuickMessage, validateQuickMessage } from './quickMessageForm.ts';
import { QuickMessageModal } from './QuickMessageModal.tsx';
import { getQuickMessage, removeAttachment, saveQuickMessage, uploadAttachment } from './quickMessagesApi.ts';

export type QuickMessageModalContainerProps = {
  /** null: a new quick message. */
  quickMessageId: number | null;
  onClose: () => void;
};

/** Loads, validates and saves; the attachment is uploaded (or removed) once the record is saved. */
export function QuickMessageModalContainer({ quickMessageId, onClose }: QuickMessageModalContainerProps) {
  const { t } = useTranslation();
  const dialog = useRecordDialog({
    id: quickMessageId,
    initial: emptyQuickMessageForm,
    load: async (id) => formFromQuickMessage(await getQuickMessage(id)),
    validate: (form) => validateQuickMessage(form),
    save: async (id, body, form) => {
      const saved = await saveQuickMessage(id, body);
      dialog.keepId(saved.id);
      if (form.file) {
        return uploadAttachment(saved.id, form.file);
      }
      return form.removeMedia && saved.isMedia ? removeAttachment(saved.id) : saved;
    },
    savedText: t('quickMessages.saved'),
    onClose,
  });

  return <QuickMessageModal {...dialog.props} />;
}
