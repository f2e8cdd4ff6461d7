import type { TicketRecord } from '@balcao/shared';
import { Avatar, Badge, Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { ArrowCounterclockwise16Regular, Checkmark16Regular, Dismiss16Regular } from '@fluentui/react-icons';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BotFailureBadge } from '../conversation/BotFailureNotice.tsx';
import { HeldBadge } from '../conversation/HeldNotice.tsx';
import { plainText } from '../conversation/richText.ts';
import { TicketPeekButton } from '../conversation/TicketPeekButton.tsx';
import { contactDisplayName, formatUpdatedAt } from './ticketDisplay.ts';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderLeft: `${tokens.strokeWidthThickest} solid transparent`,
    cursor: 'pointer',
    boxSizing: 'border-box',
    height: '100%',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  pending: { cursor: 'default' },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected },
  body: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, gap: tokens.spacingVerticalXXS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  name: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  last: {
    flexGrow: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: tokens.colorNeutralForeground2,
  },
  time: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  meta: { color: tokens.colorNeutralForeground3 },
  // Queue, hold and connection stay on one line beside the buttons: each shrinks to an ellipsis,
  // its whole text in a tooltip, rather than wrapping the row into several lines.
  // When they would get less than ~16 characters, the buttons go to a line of their own.
  tagRow: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
  tags: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flex: '1 1 170px', minWidth: 0 },
  tag: { flexShrink: 1, minWidth: 0, maxWidth: '100%' },
  tagText: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  pushed: { marginLeft: 'auto' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexShrink: 0 },
});

export type TicketAction = 'accept' | 'close' | 'reopen';

/** Where a ticket sits in its list, for screen readers (only the visible rows render); size -1 while more pages remain. */
export type ListPosition = { index: number; size: number };

export type TicketListItemProps = {
  ticket: TicketRecord;
  position: ListPosition;
  selected: boolean;
  windowWidth: number;
  busy: boolean;
  now?: Date;
  onOpen: (ticket: TicketRecord) => void;
  onAction: (ticket: TicketRecord, action: TicketAction) => void;
};

/** One ticket: contact, last message, queue and connection, unread count, time and its buttons. */
export function TicketListItem({ ticket, position, selected, windowWidth, busy, now, onOpen, onAction }: TicketListItemProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const name = ticket.contact.name || ticket.contact.number;
  const pending = ticket.status === 'pending';
  const time = formatUpdatedAt(ticket.updatedAt, now);
  const spokenName = [
    t('a11y.ticket', { name, lastMessage: plainText(ticket.lastMessage), time }),
    ...(ticket.unreadMessages > 0 ? [t('a11y.ticketUnread', { count: ticket.unreadMessages })] : []),
    ...(pending ? [t('a11y.ticketWaiting')] : []),
  ].join(', ');
  const open = () => {
    if (!pending) {
      onOpen(ticket);
    }
  };
  const act = (action: TicketAction) => (event: MouseEvent) => {
    event.stopPropagation();
    onAction(ticket, action);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      open();
    }
  };
  return (
    <div
      role="listitem"
      tabIndex={0}
      aria-label={spokenName}
      aria-posinset={position.index + 1}
      aria-setsize={position.size}
      aria-current={selected ? 'true' : undefined}
      className={mergeClasses(styles.item, pending && styles.pending, selected && styles.selected)}
      style={{ borderLeftColor: ticket.queue?.color ?? 'transparent' }}
      onClick={open}
      onKeyDown={onKeyDown}
      data-testid={`ticket-item-${ticket.id}`}
      data-status={ticket.status}
    >
      <Avatar name={name} image={ticket.contact.profilePicUrl ? { src: ticket.contact.profilePicUrl } : undefined} size={40} />
      <div className={styles.body}>
        <div className={styles.row}>
          <Text weight="semibold" className={styles.name} data-testid="ticket-contact-name">
            {contactDisplayName(name, windowWidth)}
          </Text>
          {ticket.unreadMessages > 0 && (
            <Badge
              appearance="filled"
              color="success"
              size="small"
              aria-label={t('tickets.list.unread', { count: ticket.unreadMessages })}
              data-testid="ticket-unread"
            >
              {ticket.unreadMessages}
            </Badge>
          )}
          <Text size={200} className={styles.time} data-testid="ticket-updated-at">
            {time}
          </Text>
        </div>
        <div className={styles.row}>
          <Text size={200} className={styles.last} data-testid="ticket-last-message">
            {plainText(ticket.lastMessage)}
          </Text>
        </div>
        <div className={mergeClasses(styles.row, styles.tagRow)}>
          <span className={styles.tags}>
            <Badge
              appearance="tint"
              size="small"
              shape="rounded"
              color="informative"
              className={styles.tag}
              title={ticket.queue?.name ?? t('tickets.list.noQueue')}
              data-testid="ticket-queue"
            >
              <span style={{ color: ticket.queue?.color }}>●</span>
              <span className={styles.tagText}>&nbsp;{ticket.queue?.name ?? t('tickets.list.noQueue')}</span>
            </Badge>
            <HeldBadge ticket={ticket} />
            <BotFailureBadge ticket={ticket} />
            {ticket.whatsapp && (
              <Text
                size={100}
                className={mergeClasses(styles.meta, styles.tag, styles.tagText)}
                title={ticket.whatsapp.name}
                data-testid="ticket-connection"
              >
                {ticket.whatsapp.name}
              </Text>
            )}
          </span>
          <div className={mergeClasses(styles.actions, styles.pushed)}>
            {pending && <TicketPeekButton ticketId={ticket.id} contactName={ticket.contact.name} />}
            {pending && (
              <Button
                size="small"
                appearance="primary"
                icon={<Checkmark16Regular />}
                disabled={busy}
                aria-label={t('tickets.buttons.acceptLabel', { name })}
                onClick={act('accept')}
              >
                {t('tickets.buttons.accept')}
              </Button>
            )}
            {ticket.status !== 'closed' && (
              <Button
                size="small"
                icon={<Dismiss16Regular />}
                disabled={busy}
                aria-label={t('tickets.buttons.closeLabel', { name })}
                onClick={act('close')}
              >
                {t('tickets.buttons.close')}
              </Button>
            )}
            {ticket.status === 'closed' && (
              <Button
                size="small"
                icon={<ArrowCounterclockwise16Regular />}
                disabled={busy}
                aria-label={t('tickets.buttons.reopenLabel', { name })}
                onClick={act('reopen')}
              >
                {t('tickets.buttons.reopen')}
              </Button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
