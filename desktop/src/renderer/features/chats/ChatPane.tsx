import type { ChatRecord } from '@balcao/shared';
import { Button, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatMessageList } from './ChatMessageList.tsx';
import { useChatMessages } from './useChatMessages.ts';

const useStyles = makeStyles({
  pane: { display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalM,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  heading: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  people: { color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  empty: { margin: 'auto', color: tokens.colorNeutralForeground3 },
});

export type ChatPaneProps = {
  chat: ChatRecord | null;
  userId: number;
  onEdit: (chat: ChatRecord) => void;
  onDelete: (chat: ChatRecord) => void;
};

/** The open chat: its title and people, its messages and the composer. Edit and delete show for the owner only. */
export function ChatPane({ chat, userId, onEdit, onDelete }: ChatPaneProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { messages, hasMore, loading, loadOlder } = useChatMessages(chat, userId);

  if (!chat) {
    return (
      <div className={styles.pane}>
        <Text className={styles.empty}>{t('chat.noChatSelected')}</Text>
      </div>
    );
  }

  const owner = chat.ownerId === userId;

  return (
    <div className={styles.pane} data-testid="chat-pane">
      <div className={styles.header}>
        <div className={styles.heading}>
          <Subtitle2 data-testid="chat-pane-title">{chat.title}</Subtitle2>
          <Text size={200} className={styles.people}>
            {chat.users.map((participant) => participant.user.name).join(', ')}
          </Text>
        </div>
        {owner && (
          <>
            <Button
              appearance="subtle"
              icon={<Edit20Regular />}
              aria-label={t('chat.edit', { title: chat.title })}
              title={t('chat.edit', { title: chat.title })}
              onClick={() => onEdit(chat)}
              data-testid="chat-edit"
            />
            <Button
              appearance="subtle"
              icon={<Delete20Regular />}
              aria-label={t('chat.delete', { title: chat.title })}
              title={t('chat.delete', { title: chat.title })}
              onClick={() => onDelete(chat)}
              data-testid="chat-delete"
            />
          </>
        )}
      </div>
      <ChatMessageList messages={messages} userId={userId} hasMore={hasMore} loading={loading} onLoadOlder={loadOlder} />
      <ChatComposer key={chat.id} chatId={chat.id} userId={userId} />
    </div>
  );
}
