import type { ChatRecord } from '@balcao/shared';
import { Button, makeStyles, Subtitle2, Text, Textarea, tokens } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular, Send20Regular } from '@fluentui/react-icons';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../components/toast.tsx';
import { useChatsStore } from '../../state/chats.ts';
import { ChatMessageList } from './ChatMessageList.tsx';
import { sendChatMessage } from './chatsApi.ts';
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
  composer: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'flex-end',
    padding: tokens.spacingHorizontalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  input: { flexGrow: 1 },
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
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  if (!chat) {
    return (
      <div className={styles.pane}>
        <Text className={styles.empty}>{t('chat.noChatSelected')}</Text>
      </div>
    );
  }

  const send = () => {
    const message = text.trim();
    if (message === '' || sending) {
      return;
    }
    setSending(true);
    sendChatMessage(chat.id, message)
      .then((sent) => {
        setText('');
        useChatsStore.getState().addMessage(sent);
      })
      .catch(toastError)
      .finally(() => setSending(false));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  };
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
      <div className={styles.composer}>
        <Textarea
          className={styles.input}
          resize="vertical"
          value={text}
          placeholder={t('chat.messagePlaceholder')}
          aria-label={t('chat.messagePlaceholder')}
          onChange={(_event, data) => setText(data.value)}
          onKeyDown={onKeyDown}
          data-testid="chat-input"
        />
        <Button
          appearance="primary"
          icon={<Send20Regular />}
          disabled={text.trim() === '' || sending}
          onClick={send}
          data-testid="chat-send"
        >
          {t('chat.send')}
        </Button>
      </div>
    </div>
  );
}
