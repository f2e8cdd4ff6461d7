import { useTranslation } from 'react-i18next';
import { useRecordDialog } from '../../components/list/index.ts';
import { useQueuesStore } from '../../state/queues.ts';
import { emptyQueueForm, formFromQueue, validateQueue } from './queueForm.ts';
import { QueueModal } from './QueueModal.tsx';
import { QueueOptionsEditor } from './QueueOptionsEditor.tsx';
import { getQueue, saveQueue } from './queuesApi.ts';

export type QueueModalContainerProps = {
  /** null: a new queue. */
  queueId: number | null;
  showSchedules: boolean;
  onClose: () => void;
};

/** Loads the queue, validates with the shared schema and saves; the dialog closes on save (a new queue's options are added on reopening it). */
export function QueueModalContainer({ queueId, showSchedules, onClose }: QueueModalContainerProps) {
  const { t } = useTranslation();
  const dialog = useRecordDialog({
    id: queueId,
    initial: () => emptyQueueForm(useQueuesStore.getState().records.map(({ color }) => color)),
    load: async (id) => formFromQueue(await getQueue(id)),
    validate: (form) => validateQueue(form, showSchedules),
    save: (id, body) => saveQueue(id, body),
    savedText: t('queues.saved'),
    onClose,
  });

  return <QueueModal {...dialog.props} showSchedules={showSchedules} options={<QueueOptionsEditor queueId={dialog.id} />} />;
}
