import type { QuickMessageRecord } from '@balcao/shared';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Attach16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { RecordTable, type RecordColumn } from '../../components/list/index.ts';
import { RowActions } from '../../components/RowActions.tsx';

const useStyles = makeStyles({
  attachment: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export type QuickMessagesTableProps = {
  records: QuickMessageRecord[];
  /** Whether the signed-in user may edit or delete this one (its author or an admin). */
  canChange: (record: QuickMessageRecord) => boolean;
  onEdit: (id: number) => void;
  onDelete: (record: QuickMessageRecord) => void;
};

/** Shortcode, attachment name and edit/delete per quick message. */
export function QuickMessagesTable({ records, canChange, onEdit, onDelete }: QuickMessagesTableProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const columns: RecordColumn<QuickMessageRecord>[] = [
    {
      id: 'shortcode',
      header: t('quickMessages.columns.shortcode'),
      cell: (record) => `/${record.shortcode}${record.geral ? ` · ${t('quickMessages.companyWide')}` : ''}`,
    },
    {
      id: 'attachment',
      header: t('quickMessages.columns.attachment'),
      cell: (record) =>
        record.mediaName ? (
          <span className={styles.attachment}>
            <Attach16Regular />
            {record.mediaName}
          </span>
        ) : null,
    },
    {
      id: 'actions',
      header: t('quickMessages.columns.actions'),
      cell: (record) =>
        canChange(record) && (
          <RowActions
            editLabel={t('quickMessages.buttons.edit', { name: record.shortcode })}
            deleteLabel={t('quickMessages.buttons.delete', { name: record.shortcode })}
            onEdit={() => onEdit(record.id)}
            onDelete={() => onDelete(record)}
            testIdPrefix="quick-message"
            name={record.shortcode}
          />
        ),
    },
  ];
  return (
    <RecordTable
      label={t('pages.quick-messages.title')}
      testId="quick-messages-table"
      columns={columns}
      records={records}
      rowTestId={(record) => `quick-message-row-${record.shortcode}`}
    />
  );
}
