import type { MessageRecord } from '@balcao/shared';
import { Badge, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageBubble, type MessageBubbleProps } from './MessageBubble.tsx';
import { groupByDay } from './messageFormat.ts';

/** Older pages load when the list is scrolled closer than this to its top. */
export const LOAD_OLDER_THRESHOLD_PX = 50;
/** A new message scrolls the list down only when the reader was already this close to the bottom. */
const STICK_TO_BOTTOM_PX = 120;

const useStyles = makeStyles({
  root: {
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  day: { display: 'flex', justifyContent: 'center', margin: `${tokens.spacingVerticalS} 0` },
  center: { display: 'flex', justifyContent: 'center' },
});

export type MessageListProps = Pick<MessageBubbleProps, 'readOnly' | 'showAuthor' | 'onReply' | 'onDelete' | 'onRetry'> & {
  messages: MessageRecord[];
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
};

/** Messages by day, oldest at the top; scrolling near the top asks for the previous page. Not live: `NewMessagesLog` speaks arrivals. */
export function MessageList({ messages, hasMore, loadingOlder, onLoadOlder, ...bubble }: MessageListProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef<{ firstId: number | null; lastId: number | null; height: number; top: number }>({
    firstId: null,
    lastId: null,
    height: 0,
    top: 0,
  });

  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) {
      return;
    }
    const before = previous.current;
    const firstId = messages[0]?.id ?? null;
    const lastId = messages.at(-1)?.id ?? null;
    if (before.firstId === null || before.lastId === null) {
      list.scrollTop = list.scrollHeight;
    } else if (firstId !== before.firstId && lastId === before.lastId) {
      // An older page went on top: keep the message the reader was looking at in place.
      list.scrollTop = list.scrollHeight - before.height + before.top;
    } else if (lastId !== before.lastId) {
      const wasAtBottom = before.height - before.top - list.clientHeight < STICK_TO_BOTTOM_PX;
      if (wasAtBottom || messages.at(-1)?.fromMe) {
        list.scrollTop = list.scrollHeight;
      }
    }
    previous.current = { firstId, lastId, height: list.scrollHeight, top: list.scrollTop };
  }, [messages]);

  useEffect(() => {
    // The list gets shorter when something shows under it (the offline banner, a quoted reply, a longer
    // text): a reader at the bottom stays there, so nothing covers the last message.
    const list = ref.current;
    if (!list || typeof ResizeObserver === 'undefined') {
      return undefined;
    }
    let clientHeight = list.clientHeight;
    const observer = new ResizeObserver(() => {
      const before = previous.current;
      const wasAtBottom = before.height - before.top - clientHeight < STICK_TO_BOTTOM_PX;
      clientHeight = list.clientHeight;
      if (wasAtBottom) {
        list.scrollTop = list.scrollHeight;
        previous.current = { ...before, height: list.scrollHeight, top: list.scrollTop };
      }
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    // A first page that does not fill the list leaves nothing to scroll: load the next one at once.
    const list = ref.current;
    if (list && list.clientHeight > 0 && list.scrollHeight <= list.clientHeight && hasMore && !loadingOlder) {
      onLoadOlder();
    }
  }, [messages, hasMore, loadingOlder, onLoadOlder]);

  const onScroll = () => {
    const list = ref.current;
    if (!list) {
      return;
    }
    previous.current = { ...previous.current, height: list.scrollHeight, top: list.scrollTop };
    if (list.scrollTop < LOAD_OLDER_THRESHOLD_PX && hasMore && !loadingOlder) {
      onLoadOlder();
    }
  };

  return (
    <div
      ref={ref}
      className={styles.root}
      role="region"
      aria-label={t('conversation.messages.list')}
      onScroll={onScroll}
      data-testid="message-list"
    >
      {loadingOlder && <Spinner size="tiny" label={t('conversation.messages.loadingOlder')} />}
      {messages.length === 0 && !loadingOlder && <Text className={styles.center}>{t('conversation.messages.empty')}</Text>}
      {groupByDay(messages).map((group) => (
        <div key={group.day} role="group" aria-label={group.day}>
          <div className={styles.day}>
            <Badge appearance="tint" color="informative">
              {group.day}
            </Badge>
          </div>
          {group.messages.map((message) => (
            <MessageBubble key={message.clientKey ?? message.id} message={message} {...bubble} />
          ))}
        </div>
      ))}
    </div>
  );
}
