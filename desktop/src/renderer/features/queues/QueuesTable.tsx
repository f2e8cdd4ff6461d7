import type { QueueRecord } from '@balcao/shared';
import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { RowActions } from '../../components/RowActions.tsx';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  swatch: {
    display: 'inline-block',
    width: '48px',
    height: '16px',
    borderRadius: tokens.borderRadiusMedium,
    verticalAlign: 'middle',
  },
  greeting: { display: 'block', maxWidth: '320px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

export type QueuesTableProps = {
  queues: QueueRecord[];
  onEdit: (id: number) => void;
  onDelete: (queue: QueueRecord) => void;
};

/** Id, name, colour swatch, order, greeting and edit/delete per queue. */
export function QueuesTable({ queues, onEdit, onDelete }: QueuesTableProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Table aria-label={t('pages.queues.title')} data-testid="queues-table">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('queues.columns.id')}</TableHeaderCell>
          <TableHeaderCell>{t('queues.columns.name')}</TableHeaderCell>
          <TableHeaderCell>{t('queues.columns.color')}</TableHeaderCell>
          <TableHeaderCell>{t('queues.columns.order')}</TableHeaderCell>
          <TableHeaderCell>{t('queues.columns.greeting')}</TableHeaderCell>
          <TableHeaderCell>{t('queues.columns.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {queues.map((queue) => (
          <TableRow key={queue.id} data-testid={`queue-row-${queue.name}`}>
            <TableCell>{queue.id}</TableCell>
            <TableCell>{queue.name}</TableCell>
            <TableCell>
              <span className={styles.swatch} style={{ backgroundColor: queue.color }} title={queue.color} />
            </TableCell>
            <TableCell>{queue.orderQueue ?? ''}</TableCell>
            <TableCell>
              <span className={styles.greeting} title={queue.greetingMessage}>
                {queue.greetingMessage}
              </span>
            </TableCell>
            <TableCell>
              <RowActions
                editLabel={t('queues.buttons.edit', { name: queue.name })}
                deleteLabel={t('queues.buttons.delete', { name: queue.name })}
                onEdit={() => onEdit(queue.id)}
                onDelete={() => onDelete(queue)}
                testIdPrefix="queue"
                name={queue.name}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
