import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Add16Regular, Delete16Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateContact, type ContactDraft, type ContactErrors } from './contactForm.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  extra: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalXS },
  extraField: { flex: 1, minWidth: 0 },
  buttons: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

export type ContactFormProps = {
  initial: ContactDraft;
  busy: boolean;
  onSave: (draft: ContactDraft) => void;
  onCancel: () => void;
};

/** Name, number, email and the name/value pairs of extra information. */
export function ContactForm({ initial, busy, onSave, onCancel }: ContactFormProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ContactDraft>(initial);
  const [errors, setErrors] = useState<ContactErrors>({});

  const set = (field: 'name' | 'number' | 'email', value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const setExtra = (index: number, field: 'name' | 'value', value: string) =>
    setDraft((current) => ({
      ...current,
      extraInfo: current.extraInfo.map((item, position) => (position === index ? { ...item, [field]: value } : item)),
    }));

  const submit = () => {
    const found = validateContact(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      onSave({ ...draft, extraInfo: draft.extraInfo.filter((item) => item.name.trim() !== '') });
    }
  };

  const field = (name: 'name' | 'number' | 'email', label: string) => (
    <Field label={label} validationMessage={errors[name]} validationState={errors[name] ? 'error' : 'none'}>
      <Input value={draft[name]} onChange={(_event, data) => set(name, data.value)} />
    </Field>
  );

  return (
    <form
      className={styles.root}
      aria-label={t('conversation.drawer.edit')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {field('name', t('conversation.drawer.name'))}
      {field('number', t('conversation.drawer.number'))}
      {field('email', t('conversation.drawer.email'))}
      <Text weight="semibold">{t('conversation.drawer.extraInfo')}</Text>
      {draft.extraInfo.map((item, index) => (
        <div key={item.id ?? `new-${index}`} className={styles.extra}>
          <Field label={t('conversation.drawer.extraName')} className={styles.extraField}>
            <Input value={item.name} onChange={(_event, data) => setExtra(index, 'name', data.value)} />
          </Field>
          <Field label={t('conversation.drawer.extraValue')} className={styles.extraField}>
            <Input value={item.value} onChange={(_event, data) => setExtra(index, 'value', data.value)} />
          </Field>
          <Button
            appearance="subtle"
            icon={<Delete16Regular />}
            aria-label={t('conversation.drawer.removeExtra', { name: item.name || String(index + 1) })}
            onClick={() =>
              setDraft((current) => ({ ...current, extraInfo: current.extraInfo.filter((_item, position) => position !== index) }))
            }
          />
        </div>
      ))}
      <Button
        appearance="subtle"
        icon={<Add16Regular />}
        onClick={() => setDraft((current) => ({ ...current, extraInfo: [...current.extraInfo, { name: '', value: '' }] }))}
      >
        {t('conversation.drawer.addExtra')}
      </Button>
      <div className={styles.buttons}>
        <Button appearance="secondary" onClick={onCancel} disabled={busy}>
          {t('conversation.drawer.cancel')}
        </Button>
        <Button appearance="primary" type="submit" disabled={busy}>
          {t('conversation.drawer.save')}
        </Button>
      </div>
    </form>
  );
}
