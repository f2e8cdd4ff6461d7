import type { QuickMessageRecord } from '@balcao/shared';
import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { Attach16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
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
  return (
    <Table aria-label={t('pages.quick-messages.title')} data-testid="quick-messages-table">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('quickMessages.columns.shortcode')}</TableHeaderCell>
          <TableHeaderCell>{t('quickMessages.columns.attachment')}</TableHeaderCell>
          <TableHeaderCell>{t('quickMessages.columns.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} data-testid={`quick-message-row-${record.shortcode}`}>
            <TableCell>
              /{record.shortcode}
              {record.geral ? ` · ${t('quickMessages.companyWide')}` : ''}
            </TableCell>
            <TableCell>
              {record.mediaName ? (
                <span className={styles.attachment}>
                  <Attach16Regular />
                  {record.mediaName}
                </span>
              ) : (
                ''
              )}
            </TableCell>
            <TableCell>
              {canChange(record) && (
                <RowActions
                  editLabel={t('quickMessages.buttons.edit', { name: record.shortcode })}
                  deleteLabel={t('quickMessages.buttons.delete', { name: record.shortcode })}
                  onEdit={() => onEdit(record.id)}
                  onDelete={() => onDelete(record)}
                  testIdPrefix="quick-message"
                  name={record.shortcode}
                />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
