import type { ContactListRecord } from '@balcao/shared';
import { Button, makeStyles } from '@fluentui/react-components';
import { People20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { RecordTable, type RecordColumn } from '../../components/list/index.ts';
import { RowActions } from '../../components/RowActions.tsx';

const useStyles = makeStyles({ actions: { whiteSpace: 'nowrap' } });

export type ContactListsTableProps = {
  records: ContactListRecord[];
  onOpen: (record: ContactListRecord) => void;
  onEdit: (id: number) => void;
  onDelete: (record: ContactListRecord) => void;
};

/** Name, how many people, and open/edit/delete per list. */
export function ContactListsTable({ records, onOpen, onEdit, onDelete }: ContactListsTableProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const columns: RecordColumn<ContactListRecord>[] = [
    { id: 'name', header: t('contactLists.columns.name'), cell: (list) => list.name },
    {
      id: 'contacts',
      header: t('contactLists.columns.contacts'),
      cellTestId: (list) => `contact-list-count-${list.name}`,
      cell: (list) => list.contactsCount,
    },
    {
      id: 'actions',
      header: t('contactLists.columns.actions'),
      className: styles.actions,
      cell: (list) => (
        <>
          <Button
            appearance="subtle"
            icon={<People20Regular />}
            aria-label={t('contactLists.buttons.open', { name: list.name })}
            onClick={() => onOpen(list)}
            data-testid={`contact-list-open-${list.name}`}
          />
          <RowActions
            editLabel={t('contactLists.buttons.edit', { name: list.name })}
            deleteLabel={t('contactLists.buttons.delete', { name: list.name })}
            onEdit={() => onEdit(list.id)}
            onDelete={() => onDelete(list)}
            testIdPrefix="contact-list"
            name={list.name}
          />
        </>
      ),
    },
  ];
  return (
    <RecordTable
      label={t('pages.contact-lists.title')}
      testId="contact-lists-table"
      columns={columns}
      records={records}
      rowTestId={(list) => `contact-list-row-${list.name}`}
    />
  );
}
