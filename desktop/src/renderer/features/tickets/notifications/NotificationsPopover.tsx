import type { TicketRecord } from '@balcao/shared';
import {
  Avatar,
  Button,
  CounterBadge,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Alert20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { plainText } from '../conversation/richText.ts';

const useStyles = makeStyles({
  trigger: { position: 'relative' },
  count: { position: 'absolute', top: '0', right: '0' },
  surface: {
    width: '320px',
    maxHeight: '420px',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: { justifyContent: 'flex-start', textAlign: 'left', gap: tokens.spacingHorizontalS, minWidth: 0 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  last: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: tokens.colorNeutralForeground2 },
});

export type NotificationsPopoverProps = {
  tickets: TicketRecord[];
  onOpenTicket: (ticket: TicketRecord) => void;
  onOpen: () => void;
};

/** The top bar's bell: how many tickets have unread messages, and a list to open them. */
export function NotificationsPopover({ tickets, onOpenTicket, onOpen }: NotificationsPopoverProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={(_event, data) => {
        setOpen(data.open);
        if (data.open) {
          onOpen();
        }
      }}
      positioning="below-end"
    >
      <PopoverTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          className={styles.trigger}
          icon={<Alert20Regular />}
          aria-label={tickets.length > 0 ? t('a11y.notificationsButton', { count: tickets.length }) : t('tickets.notifications.open')}
          title={t('tickets.notifications.open')}
          data-testid="notifications-button"
        >
          {tickets.length > 0 && (
            <CounterBadge className={styles.count} size="small" count={tickets.length} data-testid="notifications-count" />
          )}
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('tickets.notifications.title')} data-testid="notifications-popover">
        <Subtitle2>{t('tickets.notifications.title')}</Subtitle2>
        {tickets.length === 0 && <Text>{t('tickets.notifications.empty')}</Text>}
        {tickets.map((ticket) => {
          const name = ticket.contact.name || ticket.contact.number;
          return (
            <Button
              key={ticket.id}
              appearance="subtle"
              className={styles.item}
              icon={<Avatar name={name} size={32} />}
              onClick={() => {
                setOpen(false);
                onOpenTicket(ticket);
              }}
              data-testid={`notification-${ticket.id}`}
            >
              <span className={styles.text}>
                <Text weight="semibold">{`${name} (${ticket.unreadMessages})`}</Text>
                <Text size={200} className={styles.last}>
                  {plainText(ticket.lastMessage)}
                </Text>
              </span>
            </Button>
          );
        })}
      </PopoverSurface>
    </Popover>
  );
}
