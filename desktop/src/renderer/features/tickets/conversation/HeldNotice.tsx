import type { TicketRecord } from '@balcao/shared';
import { makeStyles, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { flexBasis: '100%' },
});

/** Why a pending ticket waits without a queue: it arrived out of hours (and whether the contact was told). */
export function HeldNotice({ ticket }: { ticket: TicketRecord }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { held } = ticket;
  if (!held || ticket.status !== 'pending' || ticket.queueId !== null || ticket.userId !== null) {
    return null;
  }
  const queue = held.queue?.name ?? '—';
  return (
    <MessageBar intent="warning" className={styles.root} data-testid="conversation-held">
      <MessageBarBody>{t(`businessHours.held.${held.reason}`, { queue })}</MessageBarBody>
    </MessageBar>
  );
}
