import { helpBody, type HelpRecord } from '@balcao/shared';
import { Button, Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { reportSaveError, zodFieldErrors, type FieldErrors } from '../../components/formErrors.ts';
import { RecordTable, useConfirmDelete, type RecordColumn } from '../../components/list/index.ts';
import { RowActions } from '../../components/RowActions.tsx';
import { showToast, toastError } from '../../components/toast.tsx';
import { deleteHelp, listHelps, saveHelp } from '../helps/helpsApi.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  form: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM, maxWidth: '900px' },
  wide: { gridColumn: '1 / -1' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

type Form = { title: string; description: string; video: string };
const EMPTY: Form = { title: '', description: '', video: '' };

/** Settings › Helps (super users): add, edit and delete the help videos every user sees on /helps. */
export function HelpsTab() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [helps, setHelps] = useState<HelpRecord[]>([]);
  const [form, setForm] = useState<Form>(EMPTY);
  const [editing, setEditing] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const reload = useCallback(() => {
    listHelps().then(setHelps).catch(toastError);
  }, []);
  useEffect(reload, [reload]);

  const remove = useConfirmDelete(async (record: HelpRecord) => {
    await deleteHelp(record.id);
    reload();
  }, t('helps.deleted'));

  const clear = () => {
    setForm(EMPTY);
    setEditing(null);
    setErrors({});
  };

  const submit = () => {
    const checked = helpBody.safeParse(form);
    if (!checked.success) {
      setErrors(zodFieldErrors(checked.error));
      return;
    }
    setSaving(true);
    saveHelp(editing, checked.data)
      .then(() => {
        showToast(t('helps.saved'), 'success');
        clear();
        reload();
      })
      .catch((error: unknown) => reportSaveError(error, setErrors))
      .finally(() => setSaving(false));
  };

  const columns: RecordColumn<HelpRecord>[] = [
    { id: 'title', header: t('helps.columns.title'), cell: (help) => help.title },
    { id: 'description', header: t('helps.columns.description'), cell: (help) => help.description },
    { id: 'video', header: t('helps.columns.video'), cell: (help) => help.video },
    {
      id: 'actions',
      header: t('helps.columns.actions'),
      cell: (help) => (
        <RowActions
          editLabel={t('helps.buttons.edit', { title: help.title })}
          deleteLabel={t('helps.buttons.delete', { title: help.title })}
          onEdit={() => {
            setEditing(help.id);
            setForm({ title: help.title, description: help.description, video: help.video });
            setErrors({});
          }}
          onDelete={() => remove.ask(help)}
          testIdPrefix="help"
          name={help.title}
        />
      ),
    },
  ];

  return (
    <div className={styles.root} data-testid="settings-helps">
      <div className={styles.form}>
        <Field label={t('helps.form.title')} required validationMessage={errors['title']}>
          <Input value={form.title} onChange={(_event, data) => setForm({ ...form, title: data.value })} data-testid="help-title" />
        </Field>
        <Field label={t('helps.form.video')} required hint={t('helps.form.videoHint')} validationMessage={errors['video']}>
          <Input value={form.video} onChange={(_event, data) => setForm({ ...form, video: data.value })} data-testid="help-video-code" />
        </Field>
        <Field className={styles.wide} label={t('helps.form.description')} validationMessage={errors['description']}>
          <Textarea
            value={form.description}
            onChange={(_event, data) => setForm({ ...form, description: data.value })}
            data-testid="help-description"
          />
        </Field>
        <div className={styles.actions}>
          <Button appearance="primary" disabled={saving} onClick={submit} data-testid="help-save">
            {editing === null ? t('helps.add') : t('helps.save')}
          </Button>
          {editing !== null && (
            <Button onClick={clear} data-testid="help-cancel">
              {t('helps.cancel')}
            </Button>
          )}
        </div>
      </div>
      <RecordTable
        label={t('helps.tab')}
        testId="helps-table"
        columns={columns}
        records={helps}
        rowTestId={(help) => `help-row-${help.title}`}
      />
      <ConfirmDialog
        {...remove.dialog}
        title={t('helps.deleteTitle', { title: remove.deleting?.title ?? '' })}
        body={t('helps.deleteBody')}
        testId="help-delete-confirm"
      />
    </div>
  );
}
