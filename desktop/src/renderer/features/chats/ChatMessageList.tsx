import type { ChatMessageRecord } from '@balcao/shared';
import { makeStyles, mergeClasses, Spinner, Text, tokens } from '@fluentui/react-components';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec: older messages load when the list is scrolled to within 600 px of its top. */
export const OLDER_MESSAGES_MARGIN_PX = 600;

const useStyles = makeStyles({
  list: {
    flexGrow: 1,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
  },
  bubble: {
    maxWidth: '75%',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'flex',
    flexDirection: 'column',
    alignSelf: 'flex-start',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  mine: { alignSelf: 'flex-end', backgroundColor: tokens.colorBrandBackground2 },
  meta: { color: tokens.colorNeutralForeground3 },
});

export type ChatMessageListProps = {
  messages: ChatMessageRecord[];
  userId: number;
  hasMore: boolean;
  loading: boolean;
  onLoadOlder: () => void;
};

/** The messages, oldest at the top; scrolled to the latest, and kept in place when older ones are put above. */
export function ChatMessageList({ messages, userId, hasMore, loading, onLoadOlder }: ChatMessageListProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const shown = useRef<{ first: number | undefined; last: number | undefined; height: number }>({
    first: undefined,
    last: undefined,
    height: 0,
  });

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) {
      return;
    }
    const previous = shown.current;
    const first = messages[0]?.id;
    const last = messages.at(-1)?.id;
    if (previous.first !== undefined && first !== previous.first && last === previous.last) {
      // Older messages went above: keep the ones on screen where they were.
      list.scrollTop += list.scrollHeight - previous.height;
    } else if (last !== previous.last) {
      list.scrollTop = list.scrollHeight;
    }
    shown.current = { first, last, height: list.scrollHeight };
    if (hasMore && !loading && list.scrollTop < OLDER_MESSAGES_MARGIN_PX) {
      onLoadOlder();
    }
  }, [messages, hasMore, loading, onLoadOlder]);

  const onScroll = () => {
    const list = listRef.current;
    if (list && hasMore && !loading && list.scrollTop < OLDER_MESSAGES_MARGIN_PX) {
      onLoadOlder();
    }
  };

  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div ref={listRef} className={styles.list} onScroll={onScroll} data-testid="chat-messages">
      {loading && <Spinner size="tiny" label={t('chat.loadingOlder')} />}
      {!loading && messages.length === 0 && <Text>{t('chat.noMessages')}</Text>}
      {messages.map((message) => {
        const mine = message.senderId === userId;
        return (
          <div key={message.id} className={mergeClasses(styles.bubble, mine && styles.mine)} data-testid={`chat-message-${message.id}`}>
            <Text size={200} weight="semibold">
              {mine ? t('chat.you') : (message.sender?.name ?? '')}
            </Text>
            <Text>{message.message}</Text>
            <Text size={100} className={styles.meta}>
              {time.format(new Date(message.createdAt))}
            </Text>
          </div>
        );
      })}
    </div>
  );
}
