import type { TicketHold, TicketRecord } from '@balcao/shared';
import { Badge, makeStyles, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { flexBasis: '100%' },
  // One line in a narrow ticket row: the badge shrinks and its word ends in an ellipsis.
  badge: { flexShrink: 1, minWidth: 0, maxWidth: '100%' },
  badgeText: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** The hold that still explains the ticket: pending, no queue, nobody attending. */
export function currentHold(ticket: TicketRecord): TicketHold | null {
  const { held } = ticket;
  return held && ticket.status === 'pending' && ticket.queueId === null && ticket.userId === null ? held : null;
}

function useHoldText(hold: TicketHold | null): string | null {
  const { t } = useTranslation();
  return hold ? t(`businessHours.held.${hold.reason}`, { queue: hold.queue?.name ?? '—' }) : null;
}

/** Why a pending ticket waits without a queue: it arrived out of hours (and whether the contact was told). */
export function HeldNotice({ ticket }: { ticket: TicketRecord }) {
  const styles = useStyles();
  const text = useHoldText(currentHold(ticket));
  if (!text) {
    return null;
  }
  return (
    <MessageBar intent="warning" className={styles.root} data-testid="conversation-held">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}

/** The same, as a small badge in the ticket list (the full sentence on hover). */
export function HeldBadge({ ticket }: { ticket: TicketRecord }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const text = useHoldText(currentHold(ticket));
  if (!text) {
    return null;
  }
  return (
    <Badge
      appearance="tint"
      size="small"
      shape="rounded"
      color="warning"
      className={styles.badge}
      title={text}
      aria-label={text}
      data-testid="ticket-held"
    >
      <span className={styles.badgeText}>{t('businessHours.heldBadge')}</span>
    </Badge>
  );
}
