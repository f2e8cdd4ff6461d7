import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportSaveError, type FieldErrors } from '../../components/formErrors.ts';
import { showToast, toastError } from '../../components/toast.tsx';
import { emptyQuickMessageForm, formFromQuickMessage, validateQuickMessage, type QuickMessageForm } from './quickMessageForm.ts';
import { QuickMessageModal } from './QuickMessageModal.tsx';
import { getQuickMessage, removeAttachment, saveQuickMessage, uploadAttachment } from './quickMessagesApi.ts';

export type QuickMessageModalContainerProps = {
  /** null: a new quick message. */
  quickMessageId: number | null;
  onClose: () => void;
};

/** Loads, validates and saves; the attachment is uploaded (or removed) once the record is saved. */
export function QuickMessageModalContainer({ quickMessageId: initialId, onClose }: QuickMessageModalContainerProps) {
  const { t } = useTranslation();
  // A new record keeps its id once saved, so a failed upload retried does not create it twice.
  const [quickMessageId, setQuickMessageId] = useState(initialId);
  const [form, setForm] = useState<QuickMessageForm>(emptyQuickMessageForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (initialId === null) {
      return undefined;
    }
    let current = true;
    getQuickMessage(initialId)
      .then((record) => current && setForm(formFromQuickMessage(record)))
      .catch(toastError);
    return () => {
      current = false;
    };
  }, [initialId]);

  const change = (patch: Partial<QuickMessageForm>) => {
    setForm((before) => ({ ...before, ...patch }));
    setErrors((before) => Object.fromEntries(Object.entries(before).filter(([key]) => !(key in patch))));
  };

  const save = async () => {
    const checked = validateQuickMessage(form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    try {
      const saved = await saveQuickMessage(quickMessageId, checked.body);
      setQuickMessageId(saved.id);
      if (form.file) {
        await uploadAttachment(saved.id, form.file);
      } else if (form.removeMedia && saved.isMedia) {
        await removeAttachment(saved.id);
      }
      showToast(t('quickMessages.saved'), 'success');
      onClose();
    } catch (error) {
      reportSaveError(error, setErrors);
    } finally {
      setSaving(false);
    }
  };

  return (
    <QuickMessageModal
      editing={quickMessageId !== null}
      form={form}
      errors={errors}
      saving={saving}
      onChange={change}
      onSave={() => void save()}
      onClose={onClose}
    />
  );
}
