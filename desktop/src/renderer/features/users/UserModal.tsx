import { PROFILES, type ConnectionRecord, type Profile, type QueueRecord } from '@balcao/shared';
import { Checkbox, Field, Input, makeStyles, Select, Switch, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RecordDialog, type RecordFormProps } from '../../components/list/index.ts';
import type { UserForm } from './userForm.ts';

const useStyles = makeStyles({
  queues: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
});

export type UserModalProps = RecordFormProps<UserForm> & {
  /** Profile, queues, connection and allTicket are shown to admins only. */
  asAdmin: boolean;
  queues: QueueRecord[];
  connections: ConnectionRecord[];
};

/** Name, e-mail, password (optional on edit) and, for admins, profile, queues, default connection and allTicket. */
export function UserModal({ editing, asAdmin, form, errors, saving, queues, connections, onChange, onSave, onClose }: UserModalProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const toggleQueue = (id: number, checked: boolean) =>
    onChange({ queueIds: checked ? [...form.queueIds, id] : form.queueIds.filter((queueId) => queueId !== id) });
  return (
    <RecordDialog
      title={t(editing ? 'users.modal.titleEdit' : 'users.modal.titleAdd')}
      testId="user-modal"
      saveTestId="user-save"
      saving={saving}
      onSave={onSave}
      onClose={onClose}
    >
      <Field label={t('users.modal.name')} required validationMessage={errors['name']}>
        <Input value={form.name} onChange={(_event, data) => onChange({ name: data.value })} data-testid="user-name" />
      </Field>
      <Field label={t('users.modal.email')} required validationMessage={errors['email']}>
        <Input type="email" value={form.email} onChange={(_event, data) => onChange({ email: data.value })} data-testid="user-email" />
      </Field>
      <Field
        label={t('users.modal.password')}
        required={!editing}
        hint={editing ? t('users.modal.passwordKeep') : undefined}
        validationMessage={errors['password']}
      >
        <Input
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={(_event, data) => onChange({ password: data.value })}
          data-testid="user-password"
        />
      </Field>
      {asAdmin && (
        <>
          <Field label={t('users.modal.profile')} validationMessage={errors['profile']}>
            <Select
              value={form.profile}
              onChange={(_event, data) => onChange({ profile: data.value as Profile })}
              data-testid="user-profile"
            >
              {PROFILES.map((profile) => (
                <option key={profile} value={profile}>
                  {t(`users.profiles.${profile}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('users.modal.queues')} validationMessage={errors['queueIds']}>
            <div className={styles.queues} role="group" aria-label={t('users.modal.queues')}>
              {queues.map((queue) => (
                <Checkbox
                  key={queue.id}
                  label={queue.name}
                  checked={form.queueIds.includes(queue.id)}
                  onChange={(_event, data) => toggleQueue(queue.id, data.checked === true)}
                  data-testid={`user-queue-${queue.name}`}
                />
              ))}
            </div>
          </Field>
          <Field label={t('users.modal.connection')} validationMessage={errors['whatsappId']}>
            <Select
              value={form.whatsappId === null ? '' : String(form.whatsappId)}
              onChange={(_event, data) => onChange({ whatsappId: data.value === '' ? null : Number(data.value) })}
              data-testid="user-connection"
            >
              <option value="">{t('users.modal.noConnection')}</option>
              {connections.map((connection) => (
                <option key={connection.id} value={String(connection.id)}>
                  {connection.name}
                </option>
              ))}
            </Select>
          </Field>
          <Switch
            checked={form.allTicket === 'enabled'}
            label={t('users.modal.allTicket')}
            onChange={(_event, data) => onChange({ allTicket: data.checked ? 'enabled' : 'desabled' })}
            data-testid="user-all-ticket"
          />
        </>
      )}
    </RecordDialog>
  );
}
