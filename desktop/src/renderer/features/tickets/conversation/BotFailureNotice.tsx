import type { TicketRecord } from '@balcao/shared';
import { Badge, makeStyles, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { flexBasis: '100%' },
});

/**
 * Which bot failed on this ticket and why, for attendants only (the contact never sees it): shown
 * while the ticket is not closed, until a bot answers it again.
 */
function useFailureText(ticket: TicketRecord): string | null {
  const { t, i18n } = useTranslation();
  const failure = ticket.botFailure;
  if (!failure || ticket.status === 'closed') {
    return null;
  }
  const values = {
    kind: t(`bots.failure.kind.${failure.bot.kind}`),
    name: failure.bot.name || `#${failure.bot.id}`,
    time: new Date(failure.at).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' }),
    reason: t(`bots.failure.reason.${failure.reason}`),
    detail: failure.detail,
  };
  return t(failure.detail ? 'bots.failure.notice' : 'bots.failure.noticeNoDetail', values);
}

export function BotFailureNotice({ ticket }: { ticket: TicketRecord }) {
  const styles = useStyles();
  const text = useFailureText(ticket);
  if (!text) {
    return null;
  }
  return (
    <MessageBar intent="error" className={styles.root} data-testid="conversation-bot-failure">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}

/** The same, as a small badge in the ticket list (the full sentence on hover and for screen readers). */
export function BotFailureBadge({ ticket }: { ticket: TicketRecord }) {
  const { t } = useTranslation();
  const text = useFailureText(ticket);
  if (!text) {
    return null;
  }
  return (
    <Badge appearance="tint" size="small" shape="rounded" color="danger" title={text} aria-label={text} data-testid="ticket-bot-failure">
      {t('bots.failure.badge')}
    </Badge>
  );
}
