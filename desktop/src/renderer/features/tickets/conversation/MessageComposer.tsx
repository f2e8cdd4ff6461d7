import type { MessageRecord, QuickMessageRecord, TicketRecord } from '@balcao/shared';
import { useEffect, useMemo, useState } from 'react';
import { toastError } from '../../../components/toast.tsx';
import { ticketDraftKey } from '../../../drafts/draftKeys.ts';
import { useDraft } from '../../../drafts/useDraft.ts';
import { usePreferencesStore } from '../../../state/preferences.ts';

import { useInboxFocusStore } from '../../../state/inboxFocus.ts';
import { selectUser, useSessionStore } from '../../../state/session.ts';
import type { AudioRecorder } from './audio/recorder.ts';
import { createWebRecorder } from './audio/webRecorder.ts';
import { AttachmentDialog } from './AttachmentDialog.tsx';
import { AudioRecorderControl } from './AudioRecorderControl.tsx';
import { CloudWindowClosed, CloudWindowOpen, useServiceWindow } from './CloudWindow.tsx';
import { fetchMedia, listQuickMessages } from './conversationApi.ts';
import { MessageInput } from './MessageInput.tsx';
import { signedBody } from './messageFormat.ts';
import { newClientKey, send } from './messageSender.ts';
import { OfflineBanner } from './OfflineBanner.tsx';
import { matchQuickReplies } from './quickReplies.ts';

export type MessageComposerProps = {
  ticket: TicketRecord;
  quoted: MessageRecord | null;
  onCancelReply: () => void;
  /** Injected by tests; the browser's microphone otherwise. */
  recorder?: AudioRecorder;
};

/** The input of an open ticket: text (kept as a draft until sent), quick replies, signature, files and voice notes. */
export function MessageComposer({ ticket, quoted, onCancelReply, recorder }: MessageComposerProps) {
  const user = useSessionStore(selectUser);
  const { text, setText, clear: clearText } = useDraft(user ? ticketDraftKey(user.id, ticket.id) : null);
  const sign = usePreferencesStore((state) => state.signOption);
  const changeSign = usePreferencesStore((state) => state.setSignOption);
  const [quickMessages, setQuickMessages] = useState<QuickMessageRecord[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [caption, setCaption] = useState('');
  const audioRecorder = useMemo(() => recorder ?? createWebRecorder(), [recorder]);
  const disabled = ticket.status !== 'open';
  const justAccepted = useInboxFocusStore((state) => state.composerOf === ticket.id);
  const serviceWindow = useServiceWindow(ticket);

  useEffect(() => {
    let current = true;
    listQuickMessages()
      .then((records) => current && setQuickMessages(Array.isArray(records) ? records : []))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  const post = (body: string, attached: File[]) => {
    void send(ticket.id, { body, clientKey: newClientKey(), quotedMsgId: quoted?.id ?? null, files: attached }, quoted);
    onCancelReply();
  };

  /** A quick reply fills the text; one with a file opens the attachment preview with its text as caption. */
  const pickQuickReply = (quick: QuickMessageRecord) => {
    if (!quick.isMedia || !quick.mediaPath) {
      setText(quick.message);
      return;
    }
    setText('');
    fetchMedia(quick.mediaPath)
      .then((blob) => {
        setCaption(quick.message);
        setFiles([new File([blob], quick.mediaName ?? 'file', { type: blob.type })]);
      })
      .catch(toastError);
  };

  const sendText = () => {
    const body = text.trim();
    if (disabled || body === '') {
      return;
    }
    clearText();
    post(signedBody(body, user?.name ?? '', sign), []);
  };

  if (serviceWindow?.cloud && !serviceWindow.open) {
    return (
      <>
        <OfflineBanner />
        <CloudWindowClosed ticket={ticket} serviceWindow={serviceWindow} />
      </>
    );
  }

  return (
    <>
      <OfflineBanner />
      {serviceWindow?.cloud && serviceWindow.closesAt ? (
        <CloudWindowOpen closesAt={serviceWindow.closesAt} now={serviceWindow.readAt} />
      ) : null}
      <MessageInput
        value={text}
        onChange={setText}
        disabled={disabled}
        onSend={sendText}
        quoted={quoted}
        onCancelReply={onCancelReply}
        sign={sign}
        onSignChange={changeSign}
        suggestions={matchQuickReplies(quickMessages, text)}
        onPickSuggestion={pickQuickReply}
        onFiles={setFiles}
        focusNow={justAccepted}
        onFocused={useInboxFocusStore.getState().composerFocused}
        recorder={
          <AudioRecorderControl
            recorder={audioRecorder}
            disabled={disabled}
            onRecorded={(audio) => post('', [new File([audio], `audio-${Date.now()}.mp3`, { type: 'audio/mpeg' })])}
          />
        }
      />
      {files.length > 0 && (
        <AttachmentDialog
          files={files}
          initialCaption={caption}
          onRemove={(index) => setFiles((current) => current.filter((_file, position) => position !== index))}
          onCancel={() => {
            setFiles([]);
            setCaption('');
          }}
          onSend={(written) => {
            post(written.trim(), files);
            setFiles([]);
            setCaption('');
          }}
        />
      )}
    </>
  );
}
