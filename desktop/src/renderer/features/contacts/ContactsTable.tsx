import type { ContactRecord } from '@balcao/shared';
import { Avatar, Button, makeStyles, tokens } from '@fluentui/react-components';
import { Chat20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { RecordTable, type RecordColumn } from '../../components/list/index.ts';
import { RowActions } from '../../components/RowActions.tsx';
import { ContactPrivacyActions } from './ContactPrivacyActions.tsx';

const useStyles = makeStyles({
  name: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { whiteSpace: 'nowrap' },
});

export type ContactsTableProps = {
  records: ContactRecord[];
  /** Whether the signed-in user may delete contacts (contacts-page:deleteContact). */
  canDelete: boolean;
  onMessage: (record: ContactRecord) => void;
  onEdit: (id: number) => void;
  onDelete: (record: ContactRecord) => void;
};

/** Avatar and name, WhatsApp number, e-mail, and message/edit/delete per contact. */
export function ContactsTable({ records, canDelete, onMessage, onEdit, onDelete }: ContactsTableProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const columns: RecordColumn<ContactRecord>[] = [
    {
      id: 'name',
      header: t('contacts.columns.name'),
      cell: (record) => (
        <span className={styles.name}>
          <Avatar size={28} name={record.name} image={record.profilePicUrl ? { src: record.profilePicUrl } : undefined} />
          {record.name}
        </span>
      ),
    },
    { id: 'number', header: t('contacts.columns.number'), cell: (record) => record.number },
    { id: 'email', header: t('contacts.columns.email'), cell: (record) => record.email },
    {
      id: 'actions',
      header: t('contacts.columns.actions'),
      className: styles.actions,
      cell: (record) => (
        <>
          <Button
            appearance="subtle"
            icon={<Chat20Regular />}
            aria-label={t('contacts.buttons.message', { name: record.name })}
            onClick={() => onMessage(record)}
            data-testid={`contact-message-${record.number}`}
          />
          <RowActions
            editLabel={t('contacts.buttons.edit', { name: record.name })}
            onEdit={() => onEdit(record.id)}
            {...(canDelete ? { deleteLabel: t('contacts.buttons.delete', { name: record.name }), onDelete: () => onDelete(record) } : {})}
            testIdPrefix="contact"
            name={record.number}
          />
          <ContactPrivacyActions contact={record} compact />
        </>
      ),
    },
  ];
  return (
    <RecordTable
      label={t('pages.contacts.title')}
      testId="contacts-table"
      columns={columns}
      records={records}
      rowTestId={(record) => `contact-row-${record.number}`}
    />
  );
}
