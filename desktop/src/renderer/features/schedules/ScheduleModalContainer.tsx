import { useTranslation } from 'react-i18next';
import { useRecordDialog } from '../../components/list/index.ts';
import { emptyScheduleForm, formFromSchedule, validateSchedule, type ScheduleForm } from './scheduleForm.ts';
import { ScheduleModal } from './ScheduleModal.tsx';
import { getSchedule, removeImage, saveSchedule, uploadImage } from './schedulesApi.ts';

export type ScheduleModalContainerProps = {
  /** null: a new schedule. */
  scheduleId: number | null;
  /** The contact a new schedule is for (the page's `contactId` query parameter). */
  contact?: ScheduleForm['contact'];
  onClose: () => void;
};

/** Loads, validates and saves; the image is uploaded (or removed) once the record is saved. */
export function ScheduleModalContainer({ scheduleId, contact = null, onClose }: ScheduleModalContainerProps) {
  const { t } = useTranslation();
  const dialog = useRecordDialog({
    id: scheduleId,
    initial: () => emptyScheduleForm(contact),
    load: async (id) => formFromSchedule(await getSchedule(id)),
    validate: validateSchedule,
    save: async (id, body, form) => {
      const saved = await saveSchedule(id, body);
      dialog.keepId(saved.id);
      if (form.file) {
        return uploadImage(saved.id, form.file);
      }
      return form.removeMedia && saved.mediaPath ? removeImage(saved.id) : saved;
    },
    savedText: t('schedules.saved'),
    onClose,
  });

  return <ScheduleModal {...dialog.props} />;
}
