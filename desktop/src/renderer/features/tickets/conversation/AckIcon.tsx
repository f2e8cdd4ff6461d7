import { makeStyles, tokens } from '@fluentui/react-components';
import { Checkmark16Regular, Clock16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', color: tokens.colorNeutralForeground3 },
  read: { color: tokens.colorPaletteBlueForeground2 },
  second: { marginLeft: '-10px' },
});

export type AckState = 'pending' | 'sent' | 'delivered' | 'read';

/** 0 (or a send still pending) a clock, 1 one tick, 2 two ticks, 3 to 5 two blue ticks. */
export function ackState(ack: number): AckState {
  if (ack <= 0) {
    return 'pending';
  }
  if (ack === 1) {
    return 'sent';
  }
  return ack === 2 ? 'delivered' : 'read';
}

export function AckIcon({ ack }: { ack: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const state = ackState(ack);
  const label = t(`conversation.messages.ack.${state}`);
  return (
    <span
      role="img"
      aria-label={label}
      data-testid={`ack-${state}`}
      className={state === 'read' ? `${styles.root} ${styles.read}` : styles.root}
    >
      {state === 'pending' ? <Clock16Regular /> : <Checkmark16Regular />}
      {(state === 'delivered' || state === 'read') && <Checkmark16Regular className={styles.second} />}
    </span>
  );
}
