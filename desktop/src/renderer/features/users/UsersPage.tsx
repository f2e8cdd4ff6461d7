import type { UserRecord } from '@balcao/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListPage, useConfirmDelete, useRecordList } from '../../components/list/index.ts';
import { selectUser, useSessionStore } from '../../state/session.ts';
import { useUsersStore } from '../../state/users.ts';
import { UserModalContainer } from './UserModalContainer.tsx';
import { deleteUser, fetchUsers } from './usersApi.ts';
import { UsersTable } from './UsersTable.tsx';

type ModalTarget = null | 'new' | number;

/** Users (admins): a searchable, infinitely scrolled table, the user dialog, live `user` events. */
export default function UsersPage() {
  const { t } = useTranslation();
  const self = useSessionStore(selectUser);
  const list = useRecordList({ store: useUsersStore, fetchPage: fetchUsers });
  const [modal, setModal] = useState<ModalTarget>(null);
  const remove = useConfirmDelete((record: UserRecord) => deleteUser(record.id), t('users.deleted'));
  const closeModal = useCallback(() => setModal(null), []);

  return (
    <ListPage
      name="users"
      title={t('pages.users.title')}
      list={list}
      searchLabel={t('users.search')}
      add={{ label: t('users.add'), onClick: () => setModal('new') }}
      empty={{ title: t('users.empty'), hint: t('users.emptyHint') }}
      dialogs={
        <>
          {modal !== null && <UserModalContainer userId={modal === 'new' ? null : modal} onClose={closeModal} />}
          <ConfirmDialog
            {...remove.dialog}
            title={t('users.deleteTitle', { name: remove.deleting?.name ?? '' })}
            body={t('users.deleteBody')}
            testId="user-delete-confirm"
          />
        </>
      }
    >
      <UsersTable records={list.records} selfId={self?.id ?? 0} onEdit={setModal} onDelete={remove.ask} />
    </ListPage>
  );
}
