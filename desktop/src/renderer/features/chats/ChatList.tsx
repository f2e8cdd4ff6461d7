import type { ChatRecord } from '@balcao/shared';
import { Avatar, Button, CounterBadge, makeStyles, mergeClasses, SearchBox, Text, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { NEXT_PAGE_MARGIN_PX } from '@balcao/shared';
import { useTranslation } from 'react-i18next';
import { unreadsOf } from '../../state/chats.ts';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' },
  tools: { display: 'flex', gap: tokens.spacingHorizontalS, padding: tokens.spacingHorizontalM },
  search: { flexGrow: 1, maxWidth: 'none' },
  list: { flexGrow: 1, overflowY: 'auto', display: 'flex', flexDirection: 'column' },
  item: {
    justifyContent: 'flex-start',
    textAlign: 'left',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
    borderRadius: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  },
  active: { backgroundColor: tokens.colorNeutralBackground1Selected },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  last: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: tokens.colorNeutralForeground2 },
  empty: { padding: tokens.spacingHorizontalM, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export type ChatListProps = {
  chats: ChatRecord[];
  userId: number;
  activeId: number | null;
  search: string;
  hasMore: boolean;
  onSearch: (search: string) => void;
  onNextPage: () => void;
  onOpen: (chat: ChatRecord) => void;
  onAdd: () => void;
};

/** The user's chats, the latest activity first, each with its last message and the user's unread count. */
export function ChatList({ chats, userId, activeId, search, hasMore, onSearch, onNextPage, onOpen, onAdd }: ChatListProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.column}>
      <div className={styles.tools}>
        <SearchBox
          className={styles.search}
          value={search}
          placeholder={t('chat.search')}
          aria-label={t('chat.search')}
          onChange={(_event, data) => onSearch(data.value)}
          data-testid="chat-search"
        />
        <Button appearance="primary" icon={<Add20Regular />} onClick={onAdd} data-testid="chat-add">
          {t('chat.add')}
        </Button>
      </div>
      <div
        className={styles.list}
        data-testid="chat-list"
        onScroll={(event) => {
          const list = event.currentTarget;
          if (hasMore && list.scrollHeight - list.scrollTop - list.clientHeight <= NEXT_PAGE_MARGIN_PX) {
            onNextPage();
          }
        }}
      >
        {chats.length === 0 && (
          <div className={styles.empty}>
            <Text weight="semibold">{t('chat.empty')}</Text>
            {search === '' && <Text>{t('chat.emptyHint')}</Text>}
          </div>
        )}
        {chats.map((chat) => {
          const unreads = unreadsOf(chat, userId);
          return (
            <Button
              key={chat.id}
              appearance="subtle"
              className={mergeClasses(styles.item, chat.id === activeId && styles.active)}
              icon={<Avatar name={chat.title} size={32} />}
              onClick={() => onOpen(chat)}
              aria-current={chat.id === activeId ? 'true' : undefined}
              data-testid={`chat-item-${chat.id}`}
            >
              <span className={styles.text}>
                <Text weight={unreads > 0 ? 'bold' : 'semibold'}>{chat.title}</Text>
                <Text size={200} className={styles.last}>
                  {chat.lastMessage}
                </Text>
              </span>
              {unreads > 0 && (
                <CounterBadge
                  size="small"
                  count={unreads}
                  aria-label={t('chat.unread', { count: unreads })}
                  data-testid={`chat-unread-${chat.id}`}
                />
              )}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
