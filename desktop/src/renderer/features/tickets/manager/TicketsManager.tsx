import { can, type SessionUser, type TicketRecord, type TicketStatus } from '@balcao/shared';
import { Button, CounterBadge, makeStyles, Switch, Tab, TabList, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastError } from '../../../components/toast.tsx';
import { useInboxFocusStore } from '../../../state/inboxFocus.ts';
import { useRealtimeStore } from '../../../state/realtime.ts';
import { useTicketListsStore, type TicketListId, type TicketListsState } from '../../../state/ticketLists.ts';
import { CloseTicketDialog } from '../conversation/CloseTicketDialog.tsx';
import { listUsers } from '../conversation/conversationApi.ts';
import { acceptTicket, closeTicket, listTags, reopenTicket } from '../ticketsApi.ts';
import { NewTicketModalContainer } from './NewTicketModalContainer.tsx';
import { SearchFilters, type FilterChoice } from './SearchFilters.tsx';
import { TicketList } from './TicketList.tsx';
import { TicketListItem, type TicketAction } from './TicketListItem.tsx';
import { useTicketListLoader } from './useTicketListLoader.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, gap: tokens.spacingVerticalXS },
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: `0 ${tokens.spacingHorizontalS}`,
  },
});

type MainTab = 'open' | 'closed' | 'search';
type OpenGroup = 'open' | 'pending';

const JOINED: Record<MainTab, readonly TicketStatus[]> = {
  open: ['open', 'pending'],
  closed: ['open', 'pending', 'closed'],
  search: ['open', 'pending', 'closed'],
};

/** Which group of the Open tab lists a ticket, if any. */
function placeOf(lists: TicketListsState['lists'], uuid: string): OpenGroup | null {
  if (lists.open.tickets.some((ticket) => ticket.uuid === uuid)) {
    return 'open';
  }
  return lists.pending.tickets.some((ticket) => ticket.uuid === uuid) ? 'pending' : null;
}

export type TicketsManagerProps = {
  user: SessionUser;
  selectedUuid: string | undefined;
  windowWidth: number;
};

/** The ticket lists: tabs Open (attending / waiting), Closed and Search, live through `ticket` and `appMessage` events. */
export function TicketsManager({ user, selectedUuid, windowWidth }: TicketsManagerProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const admin = can(user.profile, 'tickets-manager:showall');
  const [tab, setTab] = useState<MainTab>('open');
  const [group, setGroup] = useState<OpenGroup>('open');
  const [showAll, setShowAll] = useState(false);
  const [searchParam, setSearchParam] = useState('');
  const [tagIds, setTagIds] = useState<number[]>([]);
  const [userIds, setUserIds] = useState<number[]>([]);
  const [tags, setTags] = useState<FilterChoice[]>([]);
  const [colleagues, setColleagues] = useState<FilterChoice[]>([]);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [creating, setCreating] = useState(false);
  const lists = useTicketListsStore((state) => state.lists);
  const queueIds = useMemo(() => user.queues.map(({ id }) => id), [user.queues]);

  useEffect(() => {
    useTicketListsStore.getState().setViewer({ userId: user.id, admin, queueIds, showAll: admin && showAll });
  }, [user.id, admin, queueIds, showAll]);

  useEffect(() => {
    useRealtimeStore.getState().setTicketStatuses(JOINED[tab]);
  }, [tab]);
  useEffect(() => () => useRealtimeStore.getState().setTicketStatuses([]), []);

  useEffect(() => {
    if (tab !== 'search') {
      return undefined;
    }
    let current = true;
    listTags()
      .then((list) => current && setTags(list.map(({ id, name }) => ({ id, name }))))
      .catch(toastError);
    if (admin) {
      listUsers()
        .then((list) => current && setColleagues(list.map(({ id, name }) => ({ id, name }))))
        .catch(toastError);
    }
    return () => {
      current = false;
    };
  }, [tab, admin]);

  const shared = { showAll: admin && showAll };
  const openLoader = useTicketListLoader('open', { ...shared, status: 'open' }, { enabled: tab === 'open', debounce: false });
  const pendingLoader = useTicketListLoader('pending', { ...shared, status: 'pending' }, { enabled: tab === 'open', debounce: false });
  const closedLoader = useTicketListLoader('closed', { ...shared, status: 'closed' }, { enabled: tab === 'closed', debounce: false });
  const searchLoader = useTicketListLoader(
    'search',
    { ...shared, searchParam: searchParam.trim(), tags: tagIds, users: userIds, showAll: admin },
    { enabled: tab === 'search', debounce: true },
  );
  const loaders: Record<TicketListId, { loadMore: () => void }> = {
    open: openLoader,
    pending: pendingLoader,
    closed: closedLoader,
    search: searchLoader,
  };

  const userChoices = useMemo<FilterChoice[]>(() => {
    const known = new Map<number, string>([[user.id, user.name], ...colleagues.map(({ id, name }): [number, string] => [id, name])]);
    for (const list of Object.values(lists)) {
      for (const ticket of list.tickets) {
        if (ticket.user) {
          known.set(ticket.user.id, ticket.user.name);
        }
      }
    }
    return [...known].map(([id, name]) => ({ id, name }));
  }, [lists, user.id, user.name, colleagues]);

  // An accepted or reopened ticket is shown where it went (search results keep it in place).
  const followToAttending = useCallback(() => {
    setTab((current) => (current === 'search' ? current : 'open'));
    setGroup('open');
  }, []);

  // The open ticket accepted from its conversation: the list follows it from Waiting to Attending.
  const selectedPlace = selectedUuid ? placeOf(lists, selectedUuid) : null;
  const previousPlace = useRef(selectedPlace);
  useEffect(() => {
    const was = previousPlace.current;
    previousPlace.current = selectedPlace;
    if (was === 'pending' && selectedPlace === 'open') {
      setGroup('open');
    }
  }, [selectedPlace]);

  const run = useCallback(
    (ticket: TicketRecord, action: TicketAction) => {
      setBusy((ids) => new Set(ids).add(ticket.id));
      const focus = useInboxFocusStore.getState();
      if (action === 'close') {
        focus.ticketLeaving(ticket.id);
      }
      const call =
        action === 'accept'
          ? acceptTicket(ticket.id, user.id)
          : action === 'close'
            ? closeTicket(ticket, user.id)
            : reopenTicket(ticket, user.id);
      call
        .then((updated) => {
          useTicketListsStore.getState().applyUpdate(updated);
          if (action === 'close') {
            focus.ticketLeft(ticket.id);
          } else if (action === 'accept') {
            focus.focusComposerOf(ticket.id);
          }
          if (updated.status === 'open') {
            followToAttending();
            void navigate(`/tickets/${updated.uuid}`);
          } else if (ticket.uuid === selectedUuid) {
            void navigate('/tickets');
          }
        })
        .catch((error: unknown) => {
          focus.leavingHandled();
          toastError(error);
        })
        .finally(() =>
          setBusy((ids) => {
            const next = new Set(ids);
            next.delete(ticket.id);
            return next;
          }),
        );
    },
    [navigate, selectedUuid, user.id, followToAttending],
  );

  // A close asks first (the contact may get the farewell message); the other actions run at once.
  const [closing, setClosing] = useState<TicketRecord | null>(null);
  const onAction = useCallback(
    (ticket: TicketRecord, action: TicketAction) => (action === 'close' ? setClosing(ticket) : run(ticket, action)),
    [run],
  );

  const onOpen = useCallback((ticket: TicketRecord) => void navigate(`/tickets/${ticket.uuid}`), [navigate]);

  const shown: TicketListId = tab === 'open' ? group : tab;
  const list = lists[shown];

  return (
    <div className={styles.root} data-testid="tickets-manager">
      <div className={styles.toolbar}>
        <Button appearance="primary" size="small" icon={<Add20Regular />} onClick={() => setCreating(true)} data-testid="tickets-new">
          {t('tickets.buttons.newTicket')}
        </Button>
        {admin && (
          <Switch
            label={t('tickets.showAll')}
            checked={showAll}
            onChange={(_event, data) => setShowAll(data.checked)}
            data-testid="tickets-show-all"
          />
        )}
      </div>
      <TabList
        selectedValue={tab}
        onTabSelect={(_event, data) => setTab(data.value as MainTab)}
        aria-label={t('tickets.tabs.label')}
        size="small"
      >
        <Tab value="open" data-testid="tickets-tab-open">
          {t('tickets.tabs.open')}
        </Tab>
        <Tab value="closed" data-testid="tickets-tab-closed">
          {t('tickets.tabs.closed')}
        </Tab>
        <Tab value="search" data-testid="tickets-tab-search">
          {t('tickets.tabs.search')}
        </Tab>
      </TabList>
      {tab === 'open' && (
        <TabList
          selectedValue={group}
          onTabSelect={(_event, data) => setGroup(data.value as OpenGroup)}
          aria-label={t('tickets.tabs.open')}
          size="small"
        >
          <Tab value="open" data-testid="tickets-group-open">
            {t('tickets.tabs.assigned')} <CounterBadge count={lists.open.tickets.length} size="small" appearance="ghost" />
          </Tab>
          <Tab value="pending" data-testid="tickets-group-pending">
            {t('tickets.tabs.pending')} <CounterBadge count={lists.pending.tickets.length} size="small" color="danger" />
          </Tab>
        </TabList>
      )}
      {tab === 'search' && (
        <SearchFilters
          searchParam={searchParam}
          onSearchChange={setSearchParam}
          tags={tags}
          selectedTags={tagIds}
          onTagsChange={setTagIds}
          users={admin ? userChoices : null}
          selectedUsers={userIds}
          onUsersChange={setUserIds}
        />
      )}
      <TicketList
        key={shown}
        testId={`ticket-list-${shown}`}
        tickets={list.tickets}
        loading={list.loading}
        hasMore={list.hasMore}
        onLoadMore={loaders[shown].loadMore}
        renderItem={(ticket, position) => (
          <TicketListItem
            ticket={ticket}
            position={position}
            selected={ticket.uuid === selectedUuid}
            windowWidth={windowWidth}
            busy={busy.has(ticket.id)}
            onOpen={onOpen}
            onAction={onAction}
          />
        )}
      />
      {creating && <NewTicketModalContainer user={user} onClose={() => setCreating(false)} />}
      {closing && (
        <CloseTicketDialog
          ticket={closing}
          open
          busy={busy.has(closing.id)}
          onConfirm={() => {
            setClosing(null);
            run(closing, 'close');
          }}
          onCancel={() => setClosing(null)}
        />
      )}
    </div>
  );
}
