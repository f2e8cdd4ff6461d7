import type { UserRecord } from '@balcao/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListPage, useConfirmDelete, useRecordList, useDialogTarget } from '../../components/list/index.ts';
import { selectUser, useSessionStore } from '../../state/session.ts';
import { useUsersStore } from '../../state/users.ts';
import { UserModalContainer } from './UserModalContainer.tsx';
import { deleteUser, fetchUsers } from './usersApi.ts';
import { UsersTable } from './UsersTable.tsx';

/** Users (admins): a searchable, infinitely scrolled table, the user dialog, live `user` events. */
export default function UsersPage() {
  const { t } = useTranslation();
  const self = useSessionStore(selectUser);
  const list = useRecordList({ store: useUsersStore, fetchPage: fetchUsers });
  const modal = useDialogTarget();
  const remove = useConfirmDelete((record: UserRecord) => deleteUser(record.id), t('users.deleted'));

  return (
    <ListPage
      name="users"
      title={t('pages.users.title')}
      list={list}
      searchLabel={t('users.search')}
      add={{ label: t('users.add'), onClick: modal.openNew }}
      empty={{ title: t('users.empty'), hint: t('users.emptyHint') }}
      dialogs={
        <>
          {modal.target && <UserModalContainer userId={modal.target.id} onClose={modal.close} />}
          <ConfirmDialog
            {...remove.dialog}
            title={t('users.deleteTitle', { name: remove.deleting?.name ?? '' })}
            body={t('users.deleteBody')}
            testId="user-delete-confirm"
          />
        </>
      }
    >
      <UsersTable records={list.records} selfId={self?.id ?? 0} onEdit={modal.openEdit} onDelete={remove.ask} />
    </ListPage>
  );
}
