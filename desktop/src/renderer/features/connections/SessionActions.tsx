import type { ConnectionProvider, ConnectionStatus } from '@balcao/shared';
import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SessionAction } from './connectionsApi.ts';
import { sessionButtonsFor } from './sessionActions.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export type SessionActionsProps = {
  name: string;
  status: ConnectionStatus;
  provider?: ConnectionProvider | undefined;
  canAct: boolean;
  onOpenQr: () => void;
  onAction: (action: SessionAction) => void;
};

/** The session buttons of one connection, by status (admins only). */
export function SessionActions({ name, status, provider, canAct, onOpenQr, onAction }: SessionActionsProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const buttons = sessionButtonsFor(status, canAct, provider);
  if (buttons.length === 0) {
    return null;
  }
  return (
    <span className={styles.root}>
      {buttons.map((button) => {
        switch (button) {
          case 'qr':
            return (
              <Button key={button} size="small" appearance="primary" onClick={onOpenQr} data-testid={`connection-qr-${name}`}>
                {t('connections.buttons.qr')}
              </Button>
            );
          case 'connecting':
            return (
              <Button key={button} size="small" disabled icon={<Spinner size="extra-tiny" />} data-testid={`connection-connecting-${name}`}>
                {t('connections.buttons.connecting')}
              </Button>
            );
          default:
            return (
              <Button
                key={button}
                size="small"
                appearance={button === 'disconnect' ? 'secondary' : 'primary'}
                onClick={() => onAction(button)}
                data-testid={`connection-${button}-${name}`}
              >
                {t(`connections.buttons.${button}`)}
              </Button>
            );
        }
      })}
    </span>
  );
}
