import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { selectUser, useSessionStore } from '../../state/session.ts';
import { useWindowWidth } from '../layout/useWindowWidth.ts';
import { TicketConversation } from './conversation/TicketConversation.tsx';
import { NARROW_LAYOUT_MAX_WIDTH } from './manager/ticketDisplay.ts';
import { TicketsManager } from './manager/TicketsManager.tsx';
import { useOpenTicketGuard } from './manager/useOpenTicketGuard.ts';
import { Welcome } from './manager/Welcome.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';

const useStyles = makeStyles({
  wide: { display: 'flex', height: '100%', minHeight: 0, overflow: 'hidden' },
  list: {
    flex: '0 0 33.333%',
    minWidth: '320px',
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalS,
  },
  conversation: { flexGrow: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' },
  narrow: { display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 },
  narrowPane: { flexGrow: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
  hidden: { display: 'none' },
});

type NarrowTab = 'ticket' | 'list';

/** /tickets and /tickets/:ticketId: the ticket lists beside the chosen conversation (two tabs on narrow screens). */
export default function TicketsPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ticketId } = useParams();
  const user = useSessionStore(selectUser);
  const width = useWindowWidth();
  const narrow = width < NARROW_LAYOUT_MAX_WIDTH;
  const [narrowTab, setNarrowTab] = useState<{ tab: NarrowTab; forTicket: string | undefined }>({
    tab: ticketId ? 'ticket' : 'list',
    forTicket: ticketId,
  });
  // Choosing a ticket shows it; going back to /tickets shows the list.
  const activeTab: NarrowTab = narrowTab.forTicket === ticketId ? narrowTab.tab : ticketId ? 'ticket' : 'list';
  useOpenTicketGuard(ticketId);
  const backToList = useCallback(() => void navigate('/tickets'), [navigate]);

  if (!user) {
    return null;
  }
  const manager = <TicketsManager user={user} selectedUuid={ticketId} windowWidth={width} />;
  const conversation = ticketId ? <TicketConversation key={ticketId} ticketUuid={ticketId} onClose={backToList} /> : <Welcome />;

  if (narrow) {
    return (
      <section className={styles.narrow} data-testid="page-tickets" data-layout="narrow">
        <VisuallyHidden as="h1">{t('a11y.ticketsHeading')}</VisuallyHidden>
        <TabList
          selectedValue={activeTab}
          onTabSelect={(_event, data) => setNarrowTab({ tab: data.value as NarrowTab, forTicket: ticketId })}
          aria-label={t('tickets.narrow.label')}
        >
          <Tab value="ticket" data-testid="tickets-narrow-ticket">
            {t('tickets.narrow.ticket')}
          </Tab>
          <Tab value="list" data-testid="tickets-narrow-list">
            {t('tickets.narrow.list')}
          </Tab>
        </TabList>
        <div className={activeTab === 'list' ? styles.narrowPane : styles.hidden}>{manager}</div>
        <div className={activeTab === 'ticket' ? styles.narrowPane : styles.hidden}>{conversation}</div>
      </section>
    );
  }
  return (
    <section className={styles.wide} data-testid="page-tickets" data-layout="wide">
      <VisuallyHidden as="h1">{t('a11y.ticketsHeading')}</VisuallyHidden>
      <div className={styles.list}>{manager}</div>
      <div className={styles.conversation}>{conversation}</div>
    </section>
  );
}
