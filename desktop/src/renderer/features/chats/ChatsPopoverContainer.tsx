import { Button, CounterBadge, makeStyles, Popover, PopoverSurface, PopoverTrigger, Spinner } from '@fluentui/react-components';
import { Chat20Regular } from '@fluentui/react-icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { selectRefetchVersion, useRealtimeStore } from '../../state/realtime.ts';
import { selectUnreadChats, setChatsUser, useChatsStore } from '../../state/chats.ts';
import { listChats } from './chatsApi.ts';

// The list is loaded when the popover first opens: the shell carries only the button.
const ChatsPopoverList = lazy(() => import('./ChatsPopoverList.tsx'));

const useStyles = makeStyles({
  trigger: { position: 'relative' },
  count: { position: 'absolute', top: '0', right: '0' },
  surface: { width: '320px', maxHeight: '420px', overflowY: 'auto' },
});

/**
 * The top bar's internal chats: loads the user's first page of chats (then kept live by `chat`
 * events), which also lights the menu's dot, and lists them with their unread counts.
 */
export function ChatsPopoverContainer({ userId }: { userId: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const unreadChats = useChatsStore(selectUnreadChats);
  const refetchVersion = useRealtimeStore(selectRefetchVersion);

  useEffect(() => {
    setChatsUser(userId);
    let current = true;
    listChats(1)
      .then((page) => current && useChatsStore.getState().setFirstPage(page.records, page.hasMore, page.unreadChats))
      // Secondary: a failed load leaves the popover empty until the next event or refetch.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [userId, refetchVersion]);

  useEffect(() => () => useChatsStore.getState().reset(), []);

  return (
    <Popover open={open} onOpenChange={(_event, data) => setOpen(data.open)} positioning="below-end">
      <PopoverTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          className={styles.trigger}
          icon={<Chat20Regular />}
          aria-label={t('chat.popover.open')}
          title={t('chat.popover.open')}
          data-testid="chats-button"
        >
          {unreadChats > 0 && <CounterBadge className={styles.count} size="small" count={unreadChats} data-testid="chats-count" />}
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('chat.popover.title')} data-testid="chats-popover">
        {open && (
          <Suspense fallback={<Spinner size="tiny" />}>
            <ChatsPopoverList
              userId={userId}
              onOpenChat={(uuid) => {
                setOpen(false);
                void navigate(`/chats/${uuid}`);
              }}
            />
          </Suspense>
        )}
      </PopoverSurface>
    </Popover>
  );
}
