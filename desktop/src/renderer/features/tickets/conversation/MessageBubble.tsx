import type { MessageRecord } from '@balcao/shared';
import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import {
  ArrowClockwise16Regular,
  ArrowReply16Regular,
  Delete16Regular,
  ErrorCircle16Regular,
  Info16Regular,
  Prohibited16Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { AckIcon } from './AckIcon.tsx';
import { formatTime } from './messageFormat.ts';
import { bodyIsCaption, MessageMedia } from './MessageMedia.tsx';
import { ReferralBanner, SystemLineText } from './MessageKinds.tsx';
import { QuotedMessage } from './QuotedMessage.tsx';
import { RichText } from './RichText.tsx';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    ':hover .message-actions': { opacity: 1 },
    ':focus-within .message-actions': { opacity: 1 },
  },
  own: { flexDirection: 'row-reverse' },
  bubble: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    maxWidth: '70%',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    // Forced colours drop backgrounds and shadows: an outline keeps each bubble's edge.
    '@media (forced-colors: active)': { outline: `${tokens.strokeWidthThin} solid CanvasText` },
    minWidth: 0,
  },
  ownBubble: { backgroundColor: tokens.colorBrandBackground2 },
  failedBubble: { outline: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder2}` },
  author: { color: tokens.colorBrandForeground1 },
  body: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  footer: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground3,
  },
  deleted: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
  failed: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', opacity: 0, transitionProperty: 'opacity', transitionDuration: tokens.durationFast },
  systemRow: { display: 'flex', justifyContent: 'center' },
  systemLine: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    maxWidth: '80%',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    textAlign: 'center',
    '@media (forced-colors: active)': { outline: `${tokens.strokeWidthThin} solid CanvasText` },
  },
});

/** A line about the conversation (a number or identity change), centred between the bubbles. */
function SystemLine({ message }: { message: MessageRecord }) {
  const styles = useStyles();
  return (
    <div className={styles.systemRow} data-testid={`message-${message.id}`}>
      <span className={styles.systemLine} role="note" data-testid="message-system">
        <Info16Regular />
        <Text size={200}>
          <SystemLineText details={message.details} body={message.body} />
        </Text>
        <Text size={200}>{formatTime(message.createdAt)}</Text>
      </span>
    </div>
  );
}

export type MessageBubbleProps = {
  message: MessageRecord;
  /** Read-only lists (the peek modal) show no actions. */
  readOnly?: boolean;
  /** Group conversations name who wrote each incoming message. */
  showAuthor?: boolean;
  onReply?: (message: MessageRecord) => void;
  onDelete?: (message: MessageRecord) => void;
  onRetry?: (message: MessageRecord) => void;
};

export function MessageBubble(props: MessageBubbleProps) {
  const { message, readOnly = false, showAuthor = false, onReply, onDelete, onRetry } = props;
  if (message.mediaType === 'system') {
    return <SystemLine message={message} />;
  }
  return <Bubble message={message} readOnly={readOnly} showAuthor={showAuthor} onReply={onReply} onDelete={onDelete} onRetry={onRetry} />;
}

function Bubble({ message, readOnly = false, showAuthor = false, onReply, onDelete, onRetry }: MessageBubbleProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const failed = message.sendStatus === 'failed';
  const reactionRemoved = message.mediaType === 'reaction' && message.isDeleted;
  const previous = message.previousBodies?.at(-1);
  const canDelete = message.fromMe && !message.isDeleted && message.id > 0;
  return (
    <div className={mergeClasses(styles.row, message.fromMe && styles.own)} data-testid={`message-${message.id}`}>
      <div
        className={mergeClasses(styles.bubble, message.fromMe && styles.ownBubble, failed && styles.failedBubble)}
        role="article"
        aria-label={t('conversation.messages.label', {
          author: message.fromMe ? t('conversation.messages.you') : (message.contact?.name ?? ''),
          time: formatTime(message.createdAt),
        })}
      >
        {showAuthor && !message.fromMe && message.contact && (
          <Text size={200} weight="semibold" className={styles.author}>
            {message.contact.name}
          </Text>
        )}
        {message.referral && <ReferralBanner referral={message.referral} />}
        {message.quotedMsg && <QuotedMessage quoted={message.quotedMsg} />}
        {reactionRemoved && (
          <span className={styles.deleted} data-testid="message-reaction-removed">
            <Prohibited16Regular />
            <Text italic size={200}>
              {t('conversation.messages.reactionRemoved')}
            </Text>
          </span>
        )}
        {message.isDeleted && !reactionRemoved && (
          <span className={styles.deleted} data-testid="message-deleted">
            <Prohibited16Regular />
            <Text italic size={200}>
              {t('conversation.messages.deleted')}
            </Text>
          </span>
        )}
        <MessageMedia message={message} />
        {bodyIsCaption(message) && message.body && (
          <Text className={styles.body}>
            <RichText body={message.body} />
          </Text>
        )}
        {failed && (
          <span className={styles.failed} role="alert">
            <ErrorCircle16Regular />
            <Text size={200}>{t('conversation.messages.failed', { reason: message.sendError ?? '' })}</Text>
            {!readOnly && onRetry && (
              <Button size="small" icon={<ArrowClockwise16Regular />} onClick={() => onRetry(message)}>
                {t('conversation.messages.retry')}
              </Button>
            )}
          </span>
        )}
        <span className={styles.footer}>
          {message.isEdited && (
            <Text
              size={200}
              data-testid="message-edited"
              title={previous ? t('conversation.messages.previousText', { text: previous }) : undefined}
            >
              {t('conversation.messages.edited')}
            </Text>
          )}
          <Text size={200}>{formatTime(message.createdAt)}</Text>
          {message.fromMe && !failed && <AckIcon ack={message.sendStatus === 'pending' ? 0 : message.ack} />}
        </span>
      </div>
      {!readOnly && message.id > 0 && (
        <span className={mergeClasses('message-actions', styles.actions)}>
          {onReply && (
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowReply16Regular />}
              aria-label={t('conversation.messages.reply')}
              onClick={() => onReply(message)}
            />
          )}
          {canDelete && onDelete && (
            <Button
              size="small"
              appearance="subtle"
              icon={<Delete16Regular />}
              aria-label={t('conversation.messages.delete')}
              onClick={() => onDelete(message)}
            />
          )}
        </span>
      )}
    </div>
  );
}
