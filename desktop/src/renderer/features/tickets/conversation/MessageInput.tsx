import type { MessageRecord, MessageVariable, QuickMessageRecord } from '@balcao/shared';
import { Button, makeStyles, Switch, Textarea, tokens } from '@fluentui/react-components';
import { Attach20Regular, Dismiss16Regular, Send20Regular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chosenQuickReply } from './quickReplies.ts';
import { QuickReplyList } from './QuickReplyList.tsx';
import { QuotedMessage } from './QuotedMessage.tsx';
import { insertVariable } from './variableInsert.ts';
import { VariablesMenu } from './VariablesMenu.tsx';

/** The input grows with its text up to this many rows. */
export const MAX_INPUT_ROWS = 5;

const useStyles = makeStyles({
  root: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  suggestions: { position: 'absolute', bottom: '100%', left: tokens.spacingHorizontalM, right: tokens.spacingHorizontalM, zIndex: 1 },
  reply: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalXS },
  textarea: { flex: 1 },
  attach: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    color: tokens.colorNeutralForeground2,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-within': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  attachDisabled: { cursor: 'not-allowed', color: tokens.colorNeutralForegroundDisabled },
  fileInput: { position: 'absolute', inset: 0, opacity: 0, width: '100%', height: '100%', cursor: 'inherit' },
});

export type MessageInputProps = {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  onSend: () => void;
  quoted: MessageRecord | null;
  onCancelReply: () => void;
  sign: boolean;
  onSignChange: (sign: boolean) => void;
  suggestions: QuickMessageRecord[];
  onPickSuggestion: (quick: QuickMessageRecord) => void;
  onFiles: (files: File[]) => void;
  /** The voice recording control. */
  recorder: ReactNode;
  /** Take focus now (the ticket was just accepted); `onFocused` follows. */
  focusNow?: boolean;
  onFocused?: () => void;
};

export function MessageInput(props: MessageInputProps) {
  const { value, onChange, disabled, onSend, quoted, onCancelReply, sign, onSignChange, suggestions, onPickSuggestion, onFiles, recorder } =
    props;
  const styles = useStyles();
  const { t } = useTranslation();
  const rows = Math.min(MAX_INPUT_ROWS, Math.max(1, value.split('\n').length));
  const suggestionsRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  /** The text for which the list was closed (Escape, or a reply picked): it stays closed until the text changes. */
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const showSuggestions = suggestions.length > 0 && !disabled && value !== dismissedFor;
  const { focusNow = false, onFocused } = props;

  useEffect(() => {
    if (focusNow && !disabled && textRef.current) {
      textRef.current.focus();
      onFocused?.();
    }
  }, [focusNow, disabled, onFocused]);

  /** Puts the variable where the caret (or the selection) is, and the caret right after it. */
  const onPickVariable = (variable: MessageVariable) => {
    const input = textRef.current;
    const at = input ? { start: input.selectionStart, end: input.selectionEnd } : { start: value.length, end: value.length };
    const next = insertVariable(value, at, variable);
    onChange(next.text);
    requestAnimationFrame(() => {
      textRef.current?.focus();
      textRef.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const pick = (quick: QuickMessageRecord) => {
    onPickSuggestion(quick);
    setDismissedFor(quick.message);
    textRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'ArrowDown' && showSuggestions) {
      event.preventDefault();
      suggestionsRef.current?.querySelector<HTMLElement>('[role="option"]')?.focus();
      return;
    }
    if (event.key === 'Escape' && showSuggestions) {
      event.preventDefault();
      event.stopPropagation();
      setDismissedFor(value);
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      // With the list open, Enter takes the reply typed (or the first one offered): the shortcut itself is never sent.
      const chosen = showSuggestions ? chosenQuickReply(suggestions, value) : null;
      if (chosen) {
        pick(chosen);
      } else {
        onSend();
      }
    }
  };

  return (
    <div className={styles.root}>
      {showSuggestions && (
        <div className={styles.suggestions}>
          <QuickReplyList ref={suggestionsRef} suggestions={suggestions} onPick={pick} onLeave={() => textRef.current?.focus()} />
        </div>
      )}
      {quoted && (
        <div className={styles.reply} aria-label={t('conversation.input.replyingTo')} role="group">
          <QuotedMessage quoted={quoted} />
          <Button
            size="small"
            appearance="subtle"
            icon={<Dismiss16Regular />}
            aria-label={t('conversation.input.cancelReply')}
            onClick={onCancelReply}
          />
        </div>
      )}
      <div className={styles.row}>
        <label className={disabled ? `${styles.attach} ${styles.attachDisabled}` : styles.attach} title={t('conversation.input.attach')}>
          <Attach20Regular />
          <input
            type="file"
            multiple
            className={styles.fileInput}
            aria-label={t('conversation.input.attach')}
            disabled={disabled}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              if (files.length > 0) {
                onFiles(files);
              }
            }}
          />
        </label>
        <Textarea
          className={styles.textarea}
          ref={textRef}
          aria-label={t('conversation.input.label')}
          placeholder={disabled ? t('conversation.input.closedPlaceholder') : t('conversation.input.placeholder')}
          value={value}
          rows={rows}
          resize="none"
          disabled={disabled}
          onChange={(_event, data) => onChange(data.value)}
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            // A pasted image or file goes to the attachment preview; pasted text stays text.
            const files = Array.from(event.clipboardData.files);
            if (files.length > 0) {
              event.preventDefault();
              onFiles(files);
            }
          }}
        />
        <VariablesMenu disabled={disabled} onPick={onPickVariable} />
        {recorder}
        <Button
          appearance="primary"
          icon={<Send20Regular />}
          aria-label={t('conversation.input.send')}
          disabled={disabled || value.trim() === ''}
          onClick={onSend}
        />
      </div>
      <Switch label={t('conversation.input.sign')} checked={sign} onChange={(_event, data) => onSignChange(data.checked)} />
    </div>
  );
}
