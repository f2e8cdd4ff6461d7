import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Add16Regular, Delete16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ContactDraft, ContactErrors } from './contactForm.ts';

const useStyles = makeStyles({
  extra: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalXS },
  extraField: { flex: 1, minWidth: 0 },
});

export type ContactFieldsProps = {
  draft: ContactDraft;
  errors: ContactErrors;
  onChange: (patch: Partial<ContactDraft>) => void;
};

/** Name, number, e-mail and the name/value pairs of extra information, as the drawer and the contacts dialog edit them. */
export function ContactFields({ draft, errors, onChange }: ContactFieldsProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const setExtra = (index: number, field: 'name' | 'value', value: string) =>
    onChange({ extraInfo: draft.extraInfo.map((item, position) => (position === index ? { ...item, [field]: value } : item)) });

  const field = (name: 'name' | 'number' | 'email', label: string) => (
    <Field label={label} validationMessage={errors[name]} validationState={errors[name] ? 'error' : 'none'}>
      <Input value={draft[name]} onChange={(_event, data) => onChange({ [name]: data.value })} />
    </Field>
  );

  return (
    <>
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
            onClick={() => onChange({ extraInfo: draft.extraInfo.filter((_item, position) => position !== index) })}
          />
        </div>
      ))}
      <Button
        appearance="subtle"
        icon={<Add16Regular />}
        onClick={() => onChange({ extraInfo: [...draft.extraInfo, { name: '', value: '' }] })}
      >
        {t('conversation.drawer.addExtra')}
      </Button>
    </>
  );
}
