import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast, toastError } from '../../components/toast.tsx';
import { selectConnection, useConnectionsStore } from '../../state/connections.ts';
import { loadConnection, simulateSandboxScan } from './connectionsApi.ts';
import { QrDialog } from './QrDialog.tsx';

export type QrDialogContainerProps = {
  connectionId: number;
  /** An admin: may simulate the scan of a sandbox connection. */
  canAct: boolean;
  onClose: () => void;
};

/**
 * Fetches the connection with its QR code, then follows the connections slice: when a live
 * update replaces the QR code by an empty one (scanned, or the session moved on), the dialog
 * closes by itself and tells the new status.
 */
export function QrDialogContainer({ connectionId, canAct, onClose }: QrDialogContainerProps) {
  const { t } = useTranslation();
  const connection = useConnectionsStore(selectConnection(connectionId));
  const [scanning, setScanning] = useState(false);
  const lastQr = useRef('');

  useEffect(() => {
    loadConnection(connectionId).catch(toastError);
  }, [connectionId]);

  const qrcode = connection?.qrcode ?? '';
  useEffect(() => {
    if (!connection) {
      return;
    }
    if (lastQr.current !== '' && qrcode === '') {
      showToast(t('connections.qr.closed', { name: connection.name, status: t(`connections.status.${connection.status}`) }), 'info');
      onClose();
    }
    lastQr.current = qrcode;
  }, [qrcode, connection, onClose, t]);

  if (!connection) {
    return null;
  }
  const scan = () => {
    setScanning(true);
    simulateSandboxScan(connectionId)
      .catch(toastError)
      .finally(() => setScanning(false));
  };
  return (
    <QrDialog
      name={connection.name}
      status={connection.status}
      qrcode={qrcode}
      sandbox={canAct && connection.provider === 'sandbox'}
      scanning={scanning}
      onScan={scan}
      onClose={onClose}
    />
  );
}
