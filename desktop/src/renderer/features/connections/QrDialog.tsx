import type { ConnectionStatus } from '@balcao/shared';
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AppDialogSurface } from '../../components/focus/AppDialogSurface.tsx';
import { useTranslation } from 'react-i18next';
import { QrImage } from './QrImage.tsx';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground3 },
});

export type QrDialogProps = {
  name: string;
  status: ConnectionStatus;
  qrcode: string;
  /** A sandbox connection seen by an admin: offers the simulated scan. */
  sandbox: boolean;
  scanning: boolean;
  onScan: () => void;
  onClose: () => void;
};

/** The pairing QR code of one connection, with its live status. */
export function QrDialog({ name, status, qrcode, sandbox, scanning, onScan, onClose }: QrDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <AppDialogSurface data-testid="qr-dialog">
        <DialogBody>
          <DialogTitle>{t('connections.qr.title', { name })}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>{t('connections.qr.help')}</Text>
            {qrcode ? (
              <QrImage value={qrcode} label={t('connections.qr.title', { name })} />
            ) : (
              <Spinner label={t('connections.qr.waiting')} />
            )}
            <Caption1 data-testid="qr-status" data-status={status}>
              {t('connections.qr.status', { status: t(`connections.status.${status}`) })}
            </Caption1>
            {sandbox && <Caption1 className={styles.hint}>{t('connections.qr.sandboxHint')}</Caption1>}
          </DialogContent>
          <DialogActions>
            {sandbox && (
              <Button appearance="primary" onClick={onScan} disabled={scanning || !qrcode} data-testid="sandbox-scan">
                {t('connections.qr.sandboxScan')}
              </Button>
            )}
            <Button appearance="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </AppDialogSurface>
    </Dialog>
  );
}
