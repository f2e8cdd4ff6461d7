import type { QueueRecord } from '@balcao/shared';
import { Button, makeStyles, Spinner, Title2, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { showToast, toastError } from '../../components/toast.tsx';
import { selectQueues, selectQueuesLoaded, useQueuesStore } from '../../state/queues.ts';
import { selectRefetchVersion, useRealtimeStore } from '../../state/realtime.ts';
import { QueueModalContainer } from './QueueModalContainer.tsx';
import { deleteQueue, loadQueues, loadSetting } from './queuesApi.ts';
import { QueuesTable } from './QueuesTable.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXXL },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

type ModalTarget = null | 'new' | number;

/** The Queues & Chatbot screen (admins): loads on mount, then follows `queue` events. */
export default function QueuesPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const queues = useQueuesStore(selectQueues);
  const loaded = useQueuesStore(selectQueuesLoaded);
  const refetchVersion = useRealtimeStore(selectRefetchVersion);
  const [scheduleType, setScheduleType] = useState<string | null>(null);
  const [modal, setModal] = useState<ModalTarget>(null);
  const [deleting, setDeleting] = useState<QueueRecord | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    loadQueues().catch(toastError);
  }, [refetchVersion]);

  useEffect(() => {
    let current = true;
    loadSetting('scheduleType')
      .then((value) => current && setScheduleType(value))
      .catch(toastError);
    return () => {
      current = false;
    };
  }, []);

  const closeModal = useCallback(() => setModal(null), []);

  const confirmDelete = () => {
    if (!deleting) {
      return;
    }
    setBusy(true);
    deleteQueue(deleting.id)
      .then(() => showToast(t('queues.deleted'), 'success'))
      .catch(toastError)
      .finally(() => {
        setBusy(false);
        setDeleting(null);
      });
  };

  return (
    <section className={styles.root} data-testid="page-queues">
      <div className={styles.header}>
        <Title2 as="h1">{t('pages.queues.title')}</Title2>
        <Button appearance="primary" icon={<Add20Regular />} onClick={() => setModal('new')} data-testid="queues-add">
          {t('queues.add')}
        </Button>
      </div>
      {loaded ? <QueuesTable queues={queues} onEdit={setModal} onDelete={setDeleting} /> : <Spinner />}
      {modal !== null && (
        <QueueModalContainer queueId={modal === 'new' ? null : modal} showSchedules={scheduleType === 'queue'} onClose={closeModal} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('queues.deleteTitle', { name: deleting?.name ?? '' })}
        body={t('queues.deleteBody')}
        busy={busy}
        testId="queue-delete-confirm"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
