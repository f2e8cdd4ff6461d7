import { can, type ConnectionRecord } from '@balcao/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListPage, useConfirmDelete, useRecordList, useDialogTarget } from '../../components/list/index.ts';
import { toastError } from '../../components/toast.tsx';
import { useConnectionsStore } from '../../state/connections.ts';
import { selectUser, useSessionStore } from '../../state/session.ts';
import { deleteConnection, fetchConnections, runSessionAction, type SessionAction } from './connectionsApi.ts';
import { ConnectionModalContainer } from './ConnectionModalContainer.tsx';
import { ConnectionsTable } from './ConnectionsTable.tsx';
import { QrDialogContainer } from './QrDialogContainer.tsx';

/** null: closed; 'new': adding; a number: editing that connection. */
/** The Connections screen: loads on mount (and after a refetch request), then follows live events. */
export default function ConnectionsPage() {
  const { t } = useTranslation();
  const user = useSessionStore(selectUser);
  const list = useRecordList({ store: useConnectionsStore, fetchPage: fetchConnections });
  const modal = useDialogTarget();
  const [qrFor, setQrFor] = useState<number | null>(null);
  const remove = useConfirmDelete((connection: ConnectionRecord) => deleteConnection(connection.id), t('connections.deleted'));

  const closeQr = useCallback(() => setQrFor(null), []);

  if (!user) {
    return null;
  }
  const canAct = can(user.profile, 'connections-page:actionButtons');
  const canAdd = can(user.profile, 'connections-page:addConnection');
  const canEdit = can(user.profile, 'connections-page:editOrDeleteConnection');

  const sessionAction = (id: number, action: SessionAction) => {
    runSessionAction(id, action).catch(toastError);
  };

  return (
    <ListPage
      name="connections"
      title={t('pages.connections.title')}
      list={list}
      {...(canAdd ? { add: { label: t('connections.add'), onClick: modal.openNew } } : {})}
      empty={{ title: t('connections.empty'), hint: t('connections.emptyHint') }}
      dialogs={
        <>
          {modal.target && <ConnectionModalContainer connectionId={modal.target.id} onClose={modal.close} />}
          {qrFor !== null && <QrDialogContainer connectionId={qrFor} canAct={canAct} onClose={closeQr} />}
          <ConfirmDialog
            {...remove.dialog}
            title={t('connections.deleteTitle', { name: remove.deleting?.name ?? '' })}
            body={t('connections.deleteBody')}
            testId="connection-delete-confirm"
          />
        </>
      }
    >
      <ConnectionsTable
        connections={list.records}
        canAct={canAct}
        canEdit={canEdit}
        onOpenQr={setQrFor}
        onSessionAction={sessionAction}
        onEdit={modal.openEdit}
        onDelete={remove.ask}
      />
    </ListPage>
  );
}
