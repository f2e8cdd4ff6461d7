import { LANGUAGES, type Language, type SessionUser } from '@balcao/shared';
import { Field, Input, Select } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportSaveError, type FieldErrors } from '../../components/formErrors.ts';
import { checkWith, RecordDialog } from '../../components/list/index.ts';
import { showToast } from '../../components/toast.tsx';
import { selectLanguage } from '../../i18n/index.ts';
import { usePreferencesStore } from '../../state/preferences.ts';
import { useSessionStore } from '../../state/session.ts';
import { TwoFactorSection } from '../two-factor/TwoFactorSection.tsx';
import { ownProfileBody } from '../users/userForm.ts';
import { updateUser } from '../users/usersApi.ts';

type Props = {
  user: SessionUser;
  open: boolean;
  onClose: () => void;
};

type OwnForm = { name: string; email: string; password: string; language: Language };

/** The own-user modal of the top bar: anyone changes their name, e-mail, password and language here. */
export function ProfileModal({ user, open, onClose }: Props) {
  return open ? <OwnProfileDialog user={user} onClose={onClose} /> : null;
}

function OwnProfileDialog({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const { t } = useTranslation();
  const language = usePreferencesStore((state) => state.language);
  const [form, setForm] = useState<OwnForm>({ name: user.name, email: user.email, password: '', language });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const change = (patch: Partial<OwnForm>) => {
    setForm((before) => ({ ...before, ...patch }));
    setErrors((before) => Object.fromEntries(Object.entries(before).filter(([key]) => !(key in patch))));
  };

  const submit = async () => {
    const checked = checkWith(ownProfileBody, { name: form.name, email: form.email, password: form.password });
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    try {
      const saved = await updateUser(user.id, checked.body);
      const session = useSessionStore.getState();
      if (session.user) {
        session.userChanged({ ...session.user, name: saved.name, email: saved.email });
      }
      // The top bar's language menu keeps the account's language too (useLanguageKeptOnAccount).
      selectLanguage(form.language);
      showToast(t(checked.body.password === undefined ? 'users.own.saved' : 'users.own.passwordEnded'), 'success');
      onClose();
    } catch (error) {
      reportSaveError(error, setErrors);
    } finally {
      setSaving(false);
    }
  };

  return (
    <RecordDialog
      title={t('users.own.title')}
      testId="profile-modal"
      saveTestId="profile-save"
      saving={saving}
      onSave={() => void submit()}
      onClose={onClose}
      maxWidth={480}
    >
      <Field label={t('users.modal.name')} required validationMessage={errors['name']}>
        <Input value={form.name} onChange={(_event, data) => change({ name: data.value })} data-testid="profile-name" />
      </Field>
      <Field label={t('users.modal.email')} required validationMessage={errors['email']}>
        <Input type="email" value={form.email} onChange={(_event, data) => change({ email: data.value })} data-testid="profile-email" />
      </Field>
      <Field label={t('users.modal.password')} hint={t('users.modal.passwordKeep')} validationMessage={errors['password']}>
        <Input
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={(_event, data) => change({ password: data.value })}
          data-testid="profile-password"
        />
      </Field>
      <Field label={t('users.own.language')}>
        <Select
          value={form.language}
          onChange={(_event, data) => change({ language: data.value as Language })}
          data-testid="profile-language"
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`languages.${code}`)}
            </option>
          ))}
        </Select>
      </Field>
      <TwoFactorSection />
    </RecordDialog>
  );
}
