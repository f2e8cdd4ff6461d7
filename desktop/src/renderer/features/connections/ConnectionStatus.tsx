import type { ConnectionStatus as Status } from '@balcao/shared';
import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import {
  ArrowSync20Regular,
  CheckmarkCircle20Filled,
  Clock20Regular,
  PlugDisconnected20Regular,
  QrCode20Regular,
} from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  online: { color: tokens.colorPaletteGreenForeground1 },
  attention: { color: tokens.colorPaletteDarkOrangeForeground1 },
  down: { color: tokens.colorPaletteRedForeground1 },
});

/** A connection's status as an icon and its translated text (CONNECTED reads "Online"). */
export function ConnectionStatus({ status, name }: { status: Status; name: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const icons: Record<Status, ReactNode> = {
    CONNECTED: <CheckmarkCircle20Filled className={styles.online} />,
    DISCONNECTED: <PlugDisconnected20Regular className={styles.down} />,
    OPENING: <Spinner size="extra-tiny" />,
    qrcode: <QrCode20Regular className={styles.attention} />,
    PAIRING: <ArrowSync20Regular className={styles.attention} />,
    TIMEOUT: <Clock20Regular className={styles.down} />,
  };
  return (
    <span className={styles.root} data-testid={`connection-status-${name}`} data-status={status}>
      {icons[status]}
      {t(`connections.status.${status}`)}
    </span>
  );
}
