import type { ChatRecord, UserOptionRecord } from '@balcao/shared';
import { Caption1, Combobox, Field, Input, Option } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../components/list/index.ts';
import { showToast, toastError } from '../../components/toast.tsx';
import { createChat, listColleagues, updateChat } from './chatsApi.ts';

export type ChatDialogProps = {
  /** The chat to edit, or null for a new one. */
  chat: ChatRecord | null;
  userId: number;
  onSaved: (chat: ChatRecord) => void;
  onClose: () => void;
};

/**
 * A chat's title and colleagues (every user of the company, the queues each works beside the name);
 * the spec's alerts when the title or the colleagues are missing.
 */
export function ChatDialog({ chat, userId, onSaved, onClose }: ChatDialogProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(chat?.title ?? '');
  const [selected, setSelected] = useState<string[]>(
    chat ? chat.users.filter((participant) => participant.userId !== userId).map((participant) => String(participant.userId)) : [],
  );
  const [colleagues, setColleagues] = useState<UserOptionRecord[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    listColleagues()
      .then((users) => current && setColleagues(users.filter((user) => user.id !== userId)))
      .catch(toastError);
    return () => {
      current = false;
    };
  }, [userId]);

  const save = () => {
    if (title.trim() === '') {
      showToast(t('chat.toasts.fillTitle'), 'warning', { testId: 'chat-fill-title' });
      return;
    }
    if (selected.length === 0) {
      showToast(t('chat.toasts.fillUser'), 'warning', { testId: 'chat-fill-user' });
      return;
    }
    const body = { title: title.trim(), users: selected.map(Number) };
    setSaving(true);
    (chat ? updateChat(chat.id, body) : createChat(body))
      .then((saved) => {
        showToast(t('chat.saved'), 'success');
        onSaved(saved);
      })
      .catch((error: unknown) => {
        setSaving(false);
        toastError(error);
      });
  };

  const names = new Map(colleagues.map((user) => [String(user.id), user.name]));
  chat?.users.forEach((participant) =>
    names.set(String(participant.userId), names.get(String(participant.userId)) ?? participant.user.name),
  );

  return (
    <RecordDialog
      title={chat ? t('chat.modal.titleEdit') : t('chat.modal.titleAdd')}
      testId="chat-dialog"
      saveTestId="chat-save"
      saving={saving}
      onSave={save}
      onClose={onClose}
    >
      <Field label={t('chat.modal.title')}>
        <Input value={title} maxLength={100} onChange={(_event, data) => setTitle(data.value)} data-testid="chat-title" />
      </Field>
      <Field label={t('chat.modal.users')}>
        <Combobox
          multiselect
          placeholder={t('chat.modal.usersPlaceholder')}
          selectedOptions={selected}
          value={selected.map((id) => names.get(id) ?? '').join(', ')}
          onOptionSelect={(_event, data) => setSelected(data.selectedOptions)}
          data-testid="chat-users"
        >
          {colleagues.map((user) => (
            <Option key={user.id} value={String(user.id)} text={user.name} data-testid={`chat-user-${user.id}`}>
              {user.name}
              {user.queues.length > 0 && <Caption1>{` (${user.queues.map((queue) => queue.name).join(', ')})`}</Caption1>}
            </Option>
          ))}
        </Combobox>
      </Field>
    </RecordDialog>
  );
}
