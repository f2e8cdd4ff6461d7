import type { QueueRecord } from '@balcao/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListPage, useConfirmDelete, useRecordList, useDialogTarget } from '../../components/list/index.ts';
import { useCompanySetting } from '../../state/companySettings.ts';
import { useQueuesStore } from '../../state/queues.ts';
import { QueueModalContainer } from './QueueModalContainer.tsx';
import { deleteQueue, fetchQueues } from './queuesApi.ts';
import { QueuesTable } from './QueuesTable.tsx';

/** The Queues & Chatbot screen (admins): loads on mount, then follows `queue` events. */
export default function QueuesPage() {
  const { t } = useTranslation();
  const list = useRecordList({ store: useQueuesStore, fetchPage: fetchQueues });
  const scheduleType = useCompanySetting('scheduleType');
  const modal = useDialogTarget();
  const remove = useConfirmDelete((queue: QueueRecord) => deleteQueue(queue.id), t('queues.deleted'));

  return (
    <ListPage
      name="queues"
      title={t('pages.queues.title')}
      list={list}
      add={{ label: t('queues.add'), onClick: modal.openNew }}
      empty={{ title: t('queues.empty'), hint: t('queues.emptyHint') }}
      dialogs={
        <>
          {modal.target && <QueueModalContainer queueId={modal.target.id} showSchedules={scheduleType === 'queue'} onClose={modal.close} />}
          <ConfirmDialog
            {...remove.dialog}
            title={t('queues.deleteTitle', { name: remove.deleting?.name ?? '' })}
            body={t('queues.deleteBody')}
            testId="queue-delete-confirm"
          />
        </>
      }
    >
      <QueuesTable queues={list.records} onEdit={modal.openEdit} onDelete={remove.ask} />
    </ListPage>
  );
}
