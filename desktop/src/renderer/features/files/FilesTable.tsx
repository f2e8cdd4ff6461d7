import type { FileListRecord } from '@balcao/shared';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RecordTable, type RecordColumn } from '../../components/list/index.ts';
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
  const columns: RecordColumn<FileListRecord>[] = [
    { id: 'name', header: t('files.columns.name'), cell: (list) => list.name },
    {
      id: 'files',
      header: t('files.columns.files'),
      cellTestId: (list) => `file-list-files-${list.name}`,
      cell: (list) => (
        <>
          {t('files.filesCount', { count: list.options.length })}
          {list.options.length > 0 && (
            <span className={styles.names}> · {list.options.map((option) => option.mediaName ?? option.name).join(', ')}</span>
          )}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('files.columns.actions'),
      cell: (list) => (
        <RowActions
          editLabel={t('files.buttons.edit', { name: list.name })}
          deleteLabel={t('files.buttons.delete', { name: list.name })}
          onEdit={() => onEdit(list.id)}
          onDelete={() => onDelete(list)}
          testIdPrefix="file-list"
          name={list.name}
        />
      ),
    },
  ];
  return (
    <RecordTable
      label={t('pages.files.title')}
      testId="files-table"
      columns={columns}
      records={records}
      rowTestId={(list) => `file-list-row-${list.name}`}
    />
  );
}
