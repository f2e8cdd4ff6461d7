import { SEARCH_DEBOUNCE_MS, type ChatRecord } from '@balcao/shared';
import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useConfirmDelete } from '../../components/list/index.ts';
import { toastError } from '../../components/toast.tsx';
import { useChatsStore } from '../../state/chats.ts';
import { selectUser, useSessionStore } from '../../state/session.ts';
import { useWindowWidth } from '../layout/useWindowWidth.ts';
import { ChatDialog } from './ChatDialog.tsx';
import { ChatList } from './ChatList.tsx';
import { ChatPane } from './ChatPane.tsx';
import { deleteChat, getChat, listChats } from './chatsApi.ts';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';

/** Below this width the list and the messages are two tabs. */
export const CHATS_NARROW_MAX_WIDTH = 720;

const useStyles = makeStyles({
  wide: { display: 'flex', height: '100%', minHeight: 0, overflow: 'hidden' },
  list: {
    flex: '0 0 33.333%',
    minWidth: '280px',
    maxWidth: '420px',
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  pane: { flexGrow: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' },
  narrow: { display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 },
  narrowPane: { flexGrow: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
  hidden: { display: 'none' },
});

type Tabs = 'chats' | 'messages';
type Searched = { search: string; chats: ChatRecord[]; page: number; hasMore: boolean };

/** /chats and /chats/:id (a uuid): the user's chats beside the open one's messages (two tabs on narrow screens). */
export default function ChatsPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: key } = useParams();
  const user = useSessionStore(selectUser);
  const userId = user?.id ?? 0;
  const narrow = useWindowWidth() < CHATS_NARROW_MAX_WIDTH;
  const chats = useChatsStore((state) => state.chats);
  const hasMore = useChatsStore((state) => state.hasMore);
  const [search, setSearch] = useState('');
  const [searched, setSearched] = useState<Searched | null>(null);
  const [tab, setTab] = useState<Tabs>(key ? 'messages' : 'chats');
  const [editing, setEditing] = useState<ChatRecord | 'new' | null>(null);
  const paging = useRef(false);
  // A cleared search shows the live list again (an earlier search's answer is ignored).
  const searching = search.trim() === '' ? null : searched;
  const active = key ? (chats.find((chat) => chat.uuid === key || String(chat.id) === key) ?? null) : null;

  // A chat opened by its address but not among the loaded ones (an older chat, a notification's link).
  useEffect(() => {
    if (!key || active) {
      return;
    }
    let current = true;
    getChat(key)
      .then((chat) => current && useChatsStore.getState().upsert(chat))
      .catch((error: unknown) => {
        if (current) {
          toastError(error);
          void navigate('/chats', { replace: true });
        }
      });
    return () => {
      current = false;
    };
  }, [key, active, navigate]);

  useEffect(() => {
    if (search.trim() === '') {
      return;
    }
    const timer = setTimeout(() => {
      listChats(1, search.trim())
        .then((page) => setSearched({ search, chats: page.records, page: 1, hasMore: page.hasMore }))
        .catch(toastError);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const nextPage = useCallback(() => {
    if (paging.current) {
      return;
    }
    paging.current = true;
    const done = () => {
      paging.current = false;
    };
    if (searching) {
      listChats(searching.page + 1, searching.search.trim())
        .then((page) =>
          setSearched((before) =>
            before && before.search === searching.search
              ? { ...before, chats: [...before.chats, ...page.records], page: before.page + 1, hasMore: page.hasMore }
              : before,
          ),
        )
        .catch(toastError)
        .finally(done);
      return;
    }
    const pageNumber = Math.floor(useChatsStore.getState().chats.length / 20) + 1;
    listChats(pageNumber)
      .then((page) => useChatsStore.getState().addPage(page.records, page.hasMore))
      .catch(toastError)
      .finally(done);
  }, [searching]);

  const remove = useConfirmDelete(async (chat: ChatRecord) => {
    await deleteChat(chat.id);
    useChatsStore.getState().remove(chat.id);
    void navigate('/chats');
  }, t('chat.deleted'));

  if (!user) {
    return null;
  }

  const open = (chat: ChatRecord) => {
    setTab('messages');
    void navigate(`/chats/${chat.uuid}`);
  };
  const listed = searching ? searching.chats.map((found) => chats.find((chat) => chat.id === found.id) ?? found) : chats;
  const list = (
    <ChatList
      chats={listed}
      userId={userId}
      activeId={active?.id ?? null}
      search={search}
      hasMore={searching ? searching.hasMore : hasMore}
      onSearch={setSearch}
      onNextPage={nextPage}
      onOpen={open}
      onAdd={() => setEditing('new')}
    />
  );
  const pane = <ChatPane chat={active} userId={userId} onEdit={setEditing} onDelete={remove.ask} />;
  const dialogs = (
    <>
      {editing !== null && (
        <ChatDialog
          chat={editing === 'new' ? null : editing}
          userId={userId}
          onClose={() => setEditing(null)}
          onSaved={(chat) => {
            setEditing(null);
            useChatsStore.getState().upsert(chat);
            open(chat);
          }}
        />
      )}
      <ConfirmDialog
        {...remove.dialog}
        title={t('chat.deleteTitle', { title: remove.deleting?.title ?? '' })}
        body={t('chat.deleteBody')}
      />
    </>
  );

  if (narrow) {
    return (
      <section className={styles.narrow} data-testid="page-chats" data-layout="narrow">
        <VisuallyHidden as="h1">{t('a11y.chatsHeading')}</VisuallyHidden>
        <TabList selectedValue={tab} onTabSelect={(_event, data) => setTab(data.value as Tabs)} aria-label={t('chat.title')}>
          <Tab value="chats" data-testid="chats-tab-list">
            {t('chat.tabs.chats')}
          </Tab>
          <Tab value="messages" data-testid="chats-tab-messages">
            {t('chat.tabs.messages')}
          </Tab>
        </TabList>
        <div className={tab === 'chats' ? styles.narrowPane : styles.hidden}>{list}</div>
        <div className={tab === 'messages' ? styles.narrowPane : styles.hidden}>{pane}</div>
        {dialogs}
      </section>
    );
  }
  return (
    <section className={styles.wide} data-testid="page-chats" data-layout="wide">
      <VisuallyHidden as="h1">{t('a11y.chatsHeading')}</VisuallyHidden>
      <div className={styles.list}>{list}</div>
      <div className={styles.pane}>{pane}</div>
      {dialogs}
    </section>
  );
}
