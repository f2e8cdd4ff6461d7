import type { UserRecord } from '@balcao/shared';
import { makeStyles, PresenceBadge, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RecordTable, type RecordColumn } from '../../components/list/index.ts';
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
  const columns: RecordColumn<UserRecord>[] = [
    { id: 'id', header: t('users.columns.id'), cell: (user) => user.id },
    { id: 'name', header: t('users.columns.name'), cell: (user) => user.name },
    { id: 'email', header: t('users.columns.email'), cell: (user) => user.email },
    { id: 'profile', header: t('users.columns.profile'), cell: (user) => t(`users.profiles.${user.profile}`) },
    {
      id: 'status',
      header: t('users.columns.status'),
      cell: (user) => {
        const seen = lastSeenText(user, i18n.language);
        return (
          <span className={styles.status} data-testid={`user-status-${user.email}`}>
            <PresenceBadge status={user.online ? 'available' : 'offline'} size="small" />
            <Text className={styles.seen} size={200}>
              {user.online ? t('users.online') : seen === null ? t('users.neverSeen') : t('users.lastSeen', { when: seen })}
            </Text>
          </span>
        );
      },
    },
    {
      id: 'actions',
      header: t('users.columns.actions'),
      cell: (user) => (
        <RowActions
          editLabel={t('users.buttons.edit', { name: user.name })}
          onEdit={() => onEdit(user.id)}
          // Nobody deletes themselves: their own row only edits.
          {...(user.id === selfId ? {} : { deleteLabel: t('users.buttons.delete', { name: user.name }), onDelete: () => onDelete(user) })}
          testIdPrefix="user"
          name={user.email}
        />
      ),
    },
  ];
  return (
    <RecordTable
      label={t('pages.users.title')}
      testId="users-table"
      columns={columns}
      records={records}
      rowTestId={(user) => `user-row-${user.email}`}
    />
  );
}
