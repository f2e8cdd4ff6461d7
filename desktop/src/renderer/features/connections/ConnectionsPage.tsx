import { can, type ConnectionRecord } from '@balcao/shared';
import { Button, makeStyles, Spinner, Title2, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { showToast, toastError } from '../../components/toast.tsx';
import { selectConnections, selectConnectionsLoaded, useConnectionsStore } from '../../state/connections.ts';
import { selectRefetchVersion, useRealtimeStore } from '../../state/realtime.ts';
import { selectUser, useSessionStore } from '../../state/session.ts';
import { deleteConnection, loadConnections, runSessionAction, type SessionAction } from './connectionsApi.ts';
import { ConnectionModalContainer } from './ConnectionModalContainer.tsx';
import { ConnectionsTable } from './ConnectionsTable.tsx';
import { QrDialogContainer } from './QrDialogContainer.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXXL },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/** null: closed; 'new': adding; a number: editing that connection. */
type ModalTarget = null | 'new' | number;

/** The Connections screen: loads on mount (and after a refetch request), then follows live events. */
export default function ConnectionsPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const user = useSessionStore(selectUser);
  const connections = useConnectionsStore(selectConnections);
  const loaded = useConnectionsStore(selectConnectionsLoaded);
  const refetchVersion = useRealtimeStore(selectRefetchVersion);
  const [modal, setModal] = useState<ModalTarget>(null);
  const [qrFor, setQrFor] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ConnectionRecord | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    loadConnections().catch(toastError);
  }, [refetchVersion]);

  const closeQr = useCallback(() => setQrFor(null), []);
  const closeModal = useCallback(() => setModal(null), []);

  if (!user) {
    return null;
  }
  const canAct = can(user.profile, 'connections-page:actionButtons');
  const canAdd = can(user.profile, 'connections-page:addConnection');
  const canEdit = can(user.profile, 'connections-page:editOrDeleteConnection');

  const sessionAction = (id: number, action: SessionAction) => {
    runSessionAction(id, action).catch(toastError);
  };
  const confirmDelete = () => {
    if (!deleting) {
      return;
    }
    setBusy(true);
    deleteConnection(deleting.id)
      .then(() => showToast(t('connections.deleted'), 'success'))
      .catch(toastError)
      .finally(() => {
        setBusy(false);
        setDeleting(null);
      });
  };

  return (
    <section className={styles.root} data-testid="page-connections">
      <div className={styles.header}>
        <Title2 as="h1">{t('pages.connections.title')}</Title2>
        {canAdd && (
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => setModal('new')} data-testid="connections-add">
            {t('connections.add')}
          </Button>
        )}
      </div>
      {loaded ? (
        <ConnectionsTable
          connections={connections}
          canAct={canAct}
          canEdit={canEdit}
          onOpenQr={setQrFor}
          onSessionAction={sessionAction}
          onEdit={setModal}
          onDelete={setDeleting}
        />
      ) : (
        <Spinner />
      )}
      {modal !== null && <ConnectionModalContainer connectionId={modal === 'new' ? null : modal} onClose={closeModal} />}
      {qrFor !== null && <QrDialogContainer connectionId={qrFor} canAct={canAct} onClose={closeQr} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('connections.deleteTitle', { name: deleting?.name ?? '' })}
        body={t('connections.deleteBody')}
        busy={busy}
        testId="connection-delete-confirm"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
