import type { QueueRecord } from '@balcao/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListPage, useConfirmDelete, useRecordList } from '../../components/list/index.ts';
import { useCompanySetting } from '../../state/companySettings.ts';
import { useQueuesStore } from '../../state/queues.ts';
import { QueueModalContainer } from './QueueModalContainer.tsx';
import { deleteQueue, fetchQueues } from './queuesApi.ts';
import { QueuesTable } from './QueuesTable.tsx';

type ModalTarget = null | 'new' | number;

/** The Queues & Chatbot screen (admins): loads on mount, then follows `queue` events. */
export default function QueuesPage() {
  const { t } = useTranslation();
  const list = useRecordList({ store: useQueuesStore, fetchPage: fetchQueues });
  const scheduleType = useCompanySetting('scheduleType');
  const [modal, setModal] = useState<ModalTarget>(null);
  const remove = useConfirmDelete((queue: QueueRecord) => deleteQueue(queue.id), t('queues.deleted'));

  const closeModal = useCallback(() => setModal(null), []);

  return (
    <ListPage
      name="queues"
      title={t('pages.queues.title')}
      list={list}
      add={{ label: t('queues.add'), onClick: () => setModal('new') }}
      empty={{ title: t('queues.empty'), hint: t('queues.emptyHint') }}
      dialogs={
        <>
          {modal !== null && (
            <QueueModalContainer queueId={modal === 'new' ? null : modal} showSchedules={scheduleType === 'queue'} onClose={closeModal} />
          )}
          <ConfirmDialog
            {...remove.dialog}
            title={t('queues.deleteTitle', { name: remove.deleting?.name ?? '' })}
            body={t('queues.deleteBody')}
            testId="queue-delete-confirm"
          />
        </>
      }
    >
      <QueuesTable queues={list.records} onEdit={setModal} onDelete={remove.ask} />
    </ListPage>
  );
}
