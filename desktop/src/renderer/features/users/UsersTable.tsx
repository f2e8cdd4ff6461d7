import type { UserRecord } from '@balcao/shared';
import {
  Button,
  makeStyles,
  PresenceBadge,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Edit20Regular } from '@fluentui/react-icons';
import { RowActions } from '../../components/RowActions.tsx';

const useStyles = makeStyles({
  status: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  seen: { color: tokens.colorNeutralForeground3 },
});

export type UsersTableProps = {
  records: UserRecord[];
  /** The signed-in user: their own row offers no delete. */
  selfId: number;
  onEdit: (id: number) => void;
  onDelete: (record: UserRecord) => void;
};

function lastSeenText(user: UserRecord, language: string): string | null {
  return user.lastSeenAt === null
    ? null
    : new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(user.lastSeenAt));
}

/** Id, name, e-mail, profile, online dot with the last time seen, and edit/delete per user. */
export function UsersTable({ records, selfId, onEdit, onDelete }: UsersTableProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  return (
    <Table aria-label={t('pages.users.title')} data-testid="users-table">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('users.columns.id')}</TableHeaderCell>
          <TableHeaderCell>{t('users.columns.name')}</TableHeaderCell>
          <TableHeaderCell>{t('users.columns.email')}</TableHeaderCell>
          <TableHeaderCell>{t('users.columns.profile')}</TableHeaderCell>
          <TableHeaderCell>{t('users.columns.status')}</TableHeaderCell>
          <TableHeaderCell>{t('users.columns.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((user) => {
          const seen = lastSeenText(user, i18n.language);
          return (
            <TableRow key={user.id} data-testid={`user-row-${user.email}`}>
              <TableCell>{user.id}</TableCell>
              <TableCell>{user.name}</TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>{t(`users.profiles.${user.profile}`)}</TableCell>
              <TableCell>
                <span className={styles.status} data-testid={`user-status-${user.email}`}>
                  <PresenceBadge status={user.online ? 'available' : 'offline'} size="small" />
                  <Text className={styles.seen} size={200}>
                    {user.online ? t('users.online') : seen === null ? t('users.neverSeen') : t('users.lastSeen', { when: seen })}
                  </Text>
                </span>
              </TableCell>
              <TableCell>
                {user.id === selfId ? (
                  // Nobody deletes themselves: their own row only edits.
                  <Button
                    appearance="subtle"
                    icon={<Edit20Regular />}
                    aria-label={t('users.buttons.edit', { name: user.name })}
                    onClick={() => onEdit(user.id)}
                    data-testid={`user-edit-${user.email}`}
                  />
                ) : (
                  <RowActions
                    editLabel={t('users.buttons.edit', { name: user.name })}
                    deleteLabel={t('users.buttons.delete', { name: user.name })}
                    onEdit={() => onEdit(user.id)}
                    onDelete={() => onDelete(user)}
                    testIdPrefix="user"
                    name={user.email}
                  />
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
