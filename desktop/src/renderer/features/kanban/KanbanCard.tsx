import type { TicketRecord } from '@balcao/shared';
import { useDraggable } from '@dnd-kit/core';
import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { Open20Regular, ReOrderDotsVertical20Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LaneKey } from '../../state/kanban.ts';

export const CARD_HEIGHT = 116;

const useStyles = makeStyles({
  card: {
    boxSizing: 'border-box',
    height: `${CARD_HEIGHT - 8}px`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    cursor: 'grab',
    touchAction: 'none',
  },
  dragging: { opacity: 0.4 },
  overlay: { boxShadow: tokens.shadow16, cursor: 'grabbing' },
  top: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  name: { flexGrow: 1, minWidth: 0 },
  bottom: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  message: { flexGrow: 1, minWidth: 0, color: tokens.colorNeutralForeground3 },
  number: { color: tokens.colorNeutralForeground2 },
});

type CardBodyProps = { ticket: TicketRecord; handle?: ReactNode };

function CardBody({ ticket, handle }: CardBodyProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <div className={styles.top}>
        {handle}
        <Text weight="semibold">#{ticket.id}</Text>
        <Text className={styles.name} truncate wrap={false} data-testid="kanban-card-contact">
          {ticket.contact.name}
        </Text>
      </div>
      <Text size={200} className={styles.number}>
        {ticket.contact.number}
      </Text>
      <div className={styles.bottom}>
        <Text size={200} className={styles.message} truncate wrap={false}>
          {ticket.lastMessage}
        </Text>
        <Button
          size="small"
          appearance="subtle"
          icon={<Open20Regular />}
          aria-label={t('kanban.card.open')}
          title={t('kanban.card.open')}
          data-testid={`kanban-card-${ticket.id}-open`}
          onClick={() => void navigate(`/tickets/${ticket.uuid}`)}
        />
      </div>
    </>
  );
}

/**
 * A ticket's card. The pointer drags it from anywhere on it; the keyboard from its handle (space to
 * pick it up, arrows to change lane, space to drop, escape to cancel).
 */
export function KanbanCard({ ticket, lane }: { ticket: TicketRecord; lane: LaneKey }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: ticket.id, data: { lane } });
  const label = t('kanban.card.move', { id: ticket.id, name: ticket.contact.name });
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      className={mergeClasses(styles.card, isDragging && styles.dragging)}
      role="group"
      aria-label={t('kanban.card.label', { id: ticket.id, name: ticket.contact.name })}
      data-testid={`kanban-card-${ticket.id}`}
      data-kanban-card=""
    >
      <CardBody
        ticket={ticket}
        handle={
          <Button
            ref={setActivatorNodeRef}
            {...attributes}
            size="small"
            appearance="transparent"
            icon={<ReOrderDotsVertical20Regular />}
            aria-label={label}
            title={label}
            data-testid={`kanban-card-${ticket.id}-handle`}
          />
        }
      />
    </div>
  );
}

/** What follows the pointer while a card is dragged (the card itself may scroll out of its virtualised lane). */
export function KanbanCardOverlay({ ticket }: { ticket: TicketRecord }) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.card, styles.overlay)}>
      <CardBody ticket={ticket} />
    </div>
  );
}
