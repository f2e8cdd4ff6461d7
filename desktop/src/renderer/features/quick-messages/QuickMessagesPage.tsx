import type { QuickMessageRecord } from '@balcao/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListPage, useConfirmDelete, useRecordList, useDialogTarget } from '../../components/list/index.ts';
import { useQuickMessagesStore } from '../../state/quickMessages.ts';
import { selectUser, useSessionStore } from '../../state/session.ts';
import { QuickMessageModalContainer } from './QuickMessageModalContainer.tsx';
import { deleteQuickMessage, fetchQuickMessages } from './quickMessagesApi.ts';
import { QuickMessagesTable } from './QuickMessagesTable.tsx';

/** Quick replies: a searchable, infinitely scrolled table, an add/edit dialog, live `quickMessage` events. */
export default function QuickMessagesPage() {
  const { t } = useTranslation();
  const user = useSessionStore(selectUser);
  const list = useRecordList({ store: useQuickMessagesStore, fetchPage: fetchQuickMessages });
  const modal = useDialogTarget();
  const remove = useConfirmDelete((record: QuickMessageRecord) => deleteQuickMessage(record.id), t('quickMessages.deleted'));

  const canChange = useCallback(
    (record: QuickMessageRecord) => user !== null && (user.profile === 'admin' || user.super || record.userId === user.id),
    [user],
  );

  return (
    <ListPage
      name="quick-messages"
      title={t('pages.quick-messages.title')}
      list={list}
      searchLabel={t('quickMessages.search')}
      add={{ label: t('quickMessages.add'), onClick: modal.openNew }}
      empty={{ title: t('quickMessages.empty'), hint: t('quickMessages.emptyHint') }}
      dialogs={
        <>
          {modal.target && <QuickMessageModalContainer quickMessageId={modal.target.id} onClose={modal.close} />}
          <ConfirmDialog
            {...remove.dialog}
            title={t('quickMessages.deleteTitle', { name: remove.deleting?.shortcode ?? '' })}
            body={t('quickMessages.deleteBody')}
            testId="quick-message-delete-confirm"
          />
        </>
      }
    >
      <QuickMessagesTable records={list.records} canChange={canChange} onEdit={modal.openEdit} onDelete={remove.ask} />
    </ListPage>
  );
}
