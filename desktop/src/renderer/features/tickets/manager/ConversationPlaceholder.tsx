import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%', color: tokens.colorNeutralForeground3 },
});

/** Stands where the conversation pane goes, with its interface, until that pane lands. */
export function ConversationPlaceholder({ ticketUuid }: { ticketUuid: string; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.root} data-testid="ticket-conversation" data-ticket={ticketUuid}>
      <Text>{t('tickets.conversationPlaceholder')}</Text>
    </div>
  );
}
