import type { ConnectionRecord, QueueRecord, UserBody, UserUpdateBody } from '@balcao/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordDialog, type Checked } from '../../components/list/index.ts';
import { toastError } from '../../components/toast.tsx';
import { emptyUserForm, formFromUser, validateNewUser, validateUserChange } from './userForm.ts';
import { UserModal } from './UserModal.tsx';
import { createUser, getUser, loadUserChoices, updateUser } from './usersApi.ts';

export type UserModalContainerProps = {
  /** null: a new user. */
  userId: number | null;
  onClose: () => void;
};

/** The admins' user dialog: loads the user and the queues and connections to pick from, validates and saves. */
export function UserModalContainer({ userId, onClose }: UserModalContainerProps) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<{ queues: QueueRecord[]; connections: ConnectionRecord[] }>({ queues: [], connections: [] });
  useEffect(() => {
    let current = true;
    loadUserChoices()
      .then((loaded) => current && setChoices(loaded))
      .catch(toastError);
    return () => {
      current = false;
    };
  }, []);
  const dialog = useRecordDialog({
    id: userId,
    initial: emptyUserForm,
    load: async (id) => formFromUser(await getUser(id)),
    validate: (form): Checked<UserBody | UserUpdateBody> => (userId === null ? validateNewUser(form) : validateUserChange(form, true)),
    // A new user's body was checked with the creation schema (validate above).
    save: (id, body) => (id === null ? createUser(body as UserBody) : updateUser(id, body)),
    savedText: t('users.saved'),
    onClose,
  });

  return <UserModal {...dialog.props} asAdmin queues={choices.queues} connections={choices.connections} />;
}
