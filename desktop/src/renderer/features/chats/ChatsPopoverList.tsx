import { Avatar, Button, CounterBadge, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { unreadsOf, useChatsStore } from '../../state/chats.ts';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { justifyContent: 'flex-start', textAlign: 'left', gap: tokens.spacingHorizontalS, minWidth: 0 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  last: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: tokens.colorNeutralForeground2 },
});

/** The popover's list: each chat with its last message and the user's unread count. */
export default function ChatsPopoverList({ userId, onOpenChat }: { userId: number; onOpenChat: (uuid: string) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const chats = useChatsStore((state) => state.chats);
  return (
    <div className={styles.list}>
      <Subtitle2>{t('chat.popover.title')}</Subtitle2>
      {chats.length === 0 && <Text>{t('chat.popover.empty')}</Text>}
      {chats.map((chat) => {
        const unreads = unreadsOf(chat, userId);
        return (
          <Button
            key={chat.id}
            appearance="subtle"
            className={styles.item}
            icon={<Avatar name={chat.title} size={32} />}
            onClick={() => onOpenChat(chat.uuid)}
            data-testid={`chats-popover-${chat.id}`}
          >
            <span className={styles.text}>
              <Text weight="semibold">{chat.title}</Text>
              <Text size={200} className={styles.last}>
                {chat.lastMessage}
              </Text>
            </span>
            {unreads > 0 && <CounterBadge size="small" count={unreads} aria-label={t('chat.unread', { count: unreads })} />}
          </Button>
        );
      })}
    </div>
  );
}
