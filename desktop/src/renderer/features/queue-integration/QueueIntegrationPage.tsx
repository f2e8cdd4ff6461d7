import { TOAST_LONG_MS, type QueueIntegrationRecord } from '@balcao/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListPage, useConfirmDelete, useRecordList } from '../../components/list/index.ts';
import { useQueueIntegrationsStore } from '../../state/queueIntegrations.ts';
import { QueueIntegrationModalContainer } from './QueueIntegrationModalContainer.tsx';
import { QueueIntegrationsTable } from './QueueIntegrationsTable.tsx';
import { deleteQueueIntegration, fetchQueueIntegrations } from './queueIntegrationsApi.ts';

type ModalTarget = null | 'new' | number;

/**
 * Queue integrations (plan flag useIntegrations): the count in the title, a lower-cased search,
 * infinite scroll, an add/edit dialog whose fields follow the type, live `queueIntegration` events.
 */
export default function QueueIntegrationPage() {
  const { t } = useTranslation();
  const list = useRecordList({ store: useQueueIntegrationsStore, fetchPage: fetchQueueIntegrations });
  const [modal, setModal] = useState<ModalTarget>(null);
  const { setSearch } = list;
  const remove = useConfirmDelete(
    async (record: QueueIntegrationRecord) => {
      await deleteQueueIntegration(record.id);
      // The spec: after a delete the search is cleared and the list starts again at page 1.
      setSearch('');
    },
    t('queueIntegrations.deleted'),
    { timeout: TOAST_LONG_MS },
  );
  const closeModal = useCallback(() => setModal(null), []);
  const lowerCased = useCallback((search: string) => setSearch(search.toLowerCase()), [setSearch]);

  return (
    <ListPage
      name="queue-integration"
      title={t('queueIntegrations.title', { count: list.records.length })}
      list={{ ...list, setSearch: lowerCased }}
      searchLabel={t('queueIntegrations.search')}
      add={{ label: t('queueIntegrations.add'), onClick: () => setModal('new') }}
      empty={{ title: t('queueIntegrations.empty'), hint: t('queueIntegrations.emptyHint') }}
      dialogs={
        <>
          {modal !== null && <QueueIntegrationModalContainer integrationId={modal === 'new' ? null : modal} onClose={closeModal} />}
          <ConfirmDialog
            {...remove.dialog}
            title={t('queueIntegrations.deleteTitle', { name: remove.deleting?.name ?? '' })}
            body={t('queueIntegrations.deleteBody')}
            testId="queue-integration-delete-confirm"
          />
        </>
      }
    >
      <QueueIntegrationsTable records={list.records} onEdit={setModal} onDelete={remove.ask} />
    </ListPage>
  );
}
