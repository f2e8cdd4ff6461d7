import type { ContactRecord } from '@balcao/shared';
import {
  Avatar,
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { Chat20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../components/RowActions.tsx';

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
  return (
    <Table aria-label={t('pages.contacts.title')} data-testid="contacts-table">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('contacts.columns.name')}</TableHeaderCell>
          <TableHeaderCell>{t('contacts.columns.number')}</TableHeaderCell>
          <TableHeaderCell>{t('contacts.columns.email')}</TableHeaderCell>
          <TableHeaderCell>{t('contacts.columns.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} data-testid={`contact-row-${record.number}`}>
            <TableCell>
              <span className={styles.name}>
                <Avatar size={28} name={record.name} image={record.profilePicUrl ? { src: record.profilePicUrl } : undefined} />
                {record.name}
              </span>
            </TableCell>
            <TableCell>{record.number}</TableCell>
            <TableCell>{record.email}</TableCell>
            <TableCell className={styles.actions}>
              <Button
                appearance="subtle"
                icon={<Chat20Regular />}
                aria-label={t('contacts.buttons.message', { name: record.name })}
                onClick={() => onMessage(record)}
                data-testid={`contact-message-${record.number}`}
              />
              {canDelete ? (
                <RowActions
                  editLabel={t('contacts.buttons.edit', { name: record.name })}
                  deleteLabel={t('contacts.buttons.delete', { name: record.name })}
                  onEdit={() => onEdit(record.id)}
                  onDelete={() => onDelete(record)}
                  testIdPrefix="contact"
                  name={record.number}
                />
              ) : (
                <Button
                  appearance="subtle"
                  icon={<Edit20Regular />}
                  aria-label={t('contacts.buttons.edit', { name: record.name })}
                  onClick={() => onEdit(record.id)}
                  data-testid={`contact-edit-${record.number}`}
                />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
