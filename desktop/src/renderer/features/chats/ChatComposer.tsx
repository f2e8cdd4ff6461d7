import { Button, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { Send20Regular } from '@fluentui/react-icons';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../components/toast.tsx';
import { chatDraftKey } from '../../drafts/draftKeys.ts';
import { useDraft } from '../../drafts/useDraft.ts';
import { useChatsStore } from '../../state/chats.ts';
import { sendChatMessage } from './chatsApi.ts';

const useStyles = makeStyles({
  composer: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'flex-end',
    padding: tokens.spacingHorizontalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  input: { flexGrow: 1 },
});

/** The open chat's input: Enter sends; what is typed is kept as a draft of that chat until sent. */
export function ChatComposer({ chatId, userId }: { chatId: number; userId: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { text, clear, setText } = useDraft(chatDraftKey(userId, chatId));
  const [sending, setSending] = useState(false);

  const send = () => {
    const message = text.trim();
    if (message === '' || sending) {
      return;
    }
    setSending(true);
    sendChatMessage(chatId, message)
      .then((sent) => {
        clear();
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

  return (
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
      <Button appearance="primary" icon={<Send20Regular />} disabled={text.trim() === '' || sending} onClick={send} data-testid="chat-send">
        {t('chat.send')}
      </Button>
    </div>
  );
}
