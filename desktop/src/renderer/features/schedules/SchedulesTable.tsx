import type { ScheduleRecord } from '@balcao/shared';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../components/RowActions.tsx';
import { StatusBadge } from './ScheduleCalendar.tsx';

export type SchedulesTableProps = {
  records: ScheduleRecord[];
  onEdit: (id: number) => void;
  onDelete: (record: ScheduleRecord) => void;
};

/** The list view: send time, contact, message, status (with an error's reason), sent time, actions. */
export function SchedulesTable({ records, onEdit, onDelete }: SchedulesTableProps) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Table aria-label={t('pages.schedules.title')} data-testid="schedules-table">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('schedules.columns.sendAt')}</TableHeaderCell>
          <TableHeaderCell>{t('schedules.columns.contact')}</TableHeaderCell>
          <TableHeaderCell>{t('schedules.columns.body')}</TableHeaderCell>
          <TableHeaderCell>{t('schedules.columns.status')}</TableHeaderCell>
          <TableHeaderCell>{t('schedules.columns.sentAt')}</TableHeaderCell>
          <TableHeaderCell>{t('schedules.columns.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} data-testid={`schedule-row-${record.id}`}>
            <TableCell>{when.format(new Date(record.sendAt))}</TableCell>
            <TableCell>{record.contact.name}</TableCell>
            <TableCell>
              <Text truncate wrap={false}>
                {record.body}
              </Text>
            </TableCell>
            <TableCell>
              <StatusBadge status={record.status} />
              {record.status === 'ERRO' && record.error ? <Text size={200}>{` ${record.error}`}</Text> : null}
            </TableCell>
            <TableCell>{record.sentAt ? when.format(new Date(record.sentAt)) : ''}</TableCell>
            <TableCell>
              <RowActions
                editLabel={t('schedules.buttons.edit', { name: record.contact.name })}
                deleteLabel={t('schedules.buttons.delete', { name: record.contact.name })}
                onEdit={() => onEdit(record.id)}
                onDelete={() => onDelete(record)}
                testIdPrefix="schedule"
                name={String(record.id)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
