import type { FileListRecord } from '@balcao/shared';
import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../components/RowActions.tsx';

const useStyles = makeStyles({
  names: { color: tokens.colorNeutralForeground3 },
});

export type FilesTableProps = {
  records: FileListRecord[];
  onEdit: (id: number) => void;
  onDelete: (record: FileListRecord) => void;
};

/** Name, how many files (and their names), and edit/delete per file list. */
export function FilesTable({ records, onEdit, onDelete }: FilesTableProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Table aria-label={t('pages.files.title')} data-testid="files-table">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('files.columns.name')}</TableHeaderCell>
          <TableHeaderCell>{t('files.columns.files')}</TableHeaderCell>
          <TableHeaderCell>{t('files.columns.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((list) => (
          <TableRow key={list.id} data-testid={`file-list-row-${list.name}`}>
            <TableCell>{list.name}</TableCell>
            <TableCell data-testid={`file-list-files-${list.name}`}>
              {t('files.filesCount', { count: list.options.length })}
              {list.options.length > 0 && (
                <span className={styles.names}> · {list.options.map((option) => option.mediaName ?? option.name).join(', ')}</span>
              )}
            </TableCell>
            <TableCell>
              <RowActions
                editLabel={t('files.buttons.edit', { name: list.name })}
                deleteLabel={t('files.buttons.delete', { name: list.name })}
                onEdit={() => onEdit(list.id)}
                onDelete={() => onDelete(list)}
                testIdPrefix="file-list"
                name={list.name}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
