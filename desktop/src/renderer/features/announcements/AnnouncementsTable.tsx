import type { AnnouncementRecord } from '@balcao/shared';
import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RecordTable, type RecordColumn } from '../../components/list/index.ts';
import { RowActions } from '../../components/RowActions.tsx';
import { PriorityBadge } from './PriorityBadge.tsx';

export type AnnouncementsTableProps = {
  records: AnnouncementRecord[];
  onEdit: (id: number) => void;
  onDelete: (record: AnnouncementRecord) => void;
};

/** Title, priority, active or not, the image's name, and edit/delete. */
export function AnnouncementsTable({ records, onEdit, onDelete }: AnnouncementsTableProps) {
  const { t } = useTranslation();
  const columns: RecordColumn<AnnouncementRecord>[] = [
    { id: 'title', header: t('announcements.columns.title'), cell: (record) => record.title },
    { id: 'priority', header: t('announcements.columns.priority'), cell: (record) => <PriorityBadge priority={record.priority} /> },
    {
      id: 'status',
      header: t('announcements.columns.status'),
      cell: (record) => (
        <Badge appearance="outline" color={record.status ? 'success' : 'subtle'}>
          {t(record.status ? 'announcements.active' : 'announcements.inactive')}
        </Badge>
      ),
    },
    { id: 'image', header: t('announcements.columns.image'), cell: (record) => record.mediaName ?? '' },
    {
      id: 'actions',
      header: t('announcements.columns.actions'),
      cell: (record) => (
        <RowActions
          editLabel={t('announcements.buttons.edit', { title: record.title })}
          deleteLabel={t('announcements.buttons.delete', { title: record.title })}
          onEdit={() => onEdit(record.id)}
          onDelete={() => onDelete(record)}
          testIdPrefix="announcement"
          name={record.title}
        />
      ),
    },
  ];
  return (
    <RecordTable
      label={t('pages.announcements.title')}
      testId="announcements-table"
      columns={columns}
      records={records}
      rowTestId={(record) => `announcement-row-${record.title}`}
    />
  );
}
