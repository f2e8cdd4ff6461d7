import type { TicketRecord } from '@balcao/shared';
import { Avatar, Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { colouredChipStyle } from '../../../theme/readableText.ts';
import { BotFailureNotice } from './BotFailureNotice.tsx';
import { HeldNotice } from './HeldNotice.tsx';
import { TicketProtocol } from './TicketProtocol.tsx';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  contact: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    // Grows into the free space but never below ~16 characters of name: past that the actions wrap
    // under it instead of squeezing the name to a letter (the contact panel takes 320 px beside it).
    flex: '1 1 220px',
    minWidth: 'min(100%, 220px)',
    cursor: 'pointer',
  },
  lines: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  meta: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

export type TicketHeaderProps = {
  ticket: TicketRecord;
  /** Opens the contact drawer (a pointer shortcut; the header's details button does the same). */
  onContactClick: () => void;
  actions: ReactNode;
};

/** Who the conversation is with, where it came from and what can be done with it. */
export function TicketHeader({ ticket, onContactClick, actions }: TicketHeaderProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { contact } = ticket;
  return (
    <header className={styles.root}>
      <div className={styles.contact} onClick={onContactClick}>
        <Avatar
          name={contact.name}
          image={
            contact.profilePicUrl ? { src: contact.profilePicUrl, alt: t('conversation.header.avatar', { name: contact.name }) } : undefined
          }
        />
        <span className={styles.lines}>
          <Text weight="semibold" truncate wrap={false} data-testid="conversation-contact-name">
            {contact.name}
          </Text>
          <span className={styles.meta}>
            <Text size={200}>{contact.number}</Text>
            {ticket.queue ? (
              // Queue colours are data chosen by the company: the text is black or white by contrast.
              <Badge appearance="filled" style={colouredChipStyle(ticket.queue.color)} data-testid="conversation-queue">
                {ticket.queue.name}
              </Badge>
            ) : (
              <Badge appearance="outline">{t('conversation.header.noQueue')}</Badge>
            )}
            {ticket.whatsapp && (
              <Badge appearance="tint" color="informative">
                {ticket.whatsapp.name}
              </Badge>
            )}
            {ticket.user && <Text size={200}>{t('conversation.header.assignedTo', { name: ticket.user.name })}</Text>}
            {ticket.code && <TicketProtocol code={ticket.code} />}
          </span>
        </span>
      </div>
      <div className={styles.actions}>{actions}</div>
      <HeldNotice ticket={ticket} />
      <BotFailureNotice ticket={ticket} />
    </header>
  );
}
