import { TOAST_LONG_MS, type QueueIntegrationRecord } from '@balcao/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListPage, useConfirmDelete, useRecordList, useDialogTarget } from '../../components/list/index.ts';
import { useQueueIntegrationsStore } from '../../state/queueIntegrations.ts';
import { QueueIntegrationModalContainer } from './QueueIntegrationModalContainer.tsx';
import { QueueIntegrationsTable } from './QueueIntegrationsTable.tsx';
import { deleteQueueIntegration, fetchQueueIntegrations } from './queueIntegrationsApi.ts';

/**
 * Queue integrations (plan flag useIntegrations): the count in the title, a lower-cased search,
 * infinite scroll, an add/edit dialog whose fields follow the type, live `queueIntegration` events.
 */
export default function QueueIntegrationPage() {
  const { t } = useTranslation();
  const list = useRecordList({ store: useQueueIntegrationsStore, fetchPage: fetchQueueIntegrations });
  const modal = useDialogTarget();
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
  const lowerCased = useCallback((search: string) => setSearch(search.toLowerCase()), [setSearch]);

  return (
    <ListPage
      name="queue-integration"
      title={t('queueIntegrations.title', { count: list.records.length })}
      list={{ ...list, setSearch: lowerCased }}
      searchLabel={t('queueIntegrations.search')}
      add={{ label: t('queueIntegrations.add'), onClick: modal.openNew }}
      empty={{ title: t('queueIntegrations.empty'), hint: t('queueIntegrations.emptyHint') }}
      dialogs={
        <>
          {modal.target && <QueueIntegrationModalContainer integrationId={modal.target.id} onClose={modal.close} />}
          <ConfirmDialog
            {...remove.dialog}
            title={t('queueIntegrations.deleteTitle', { name: remove.deleting?.name ?? '' })}
            body={t('queueIntegrations.deleteBody')}
            testId="queue-integration-delete-confirm"
          />
        </>
      }
    >
      <QueueIntegrationsTable records={list.records} onEdit={modal.openEdit} onDelete={remove.ask} />
    </ListPage>
  );
}
