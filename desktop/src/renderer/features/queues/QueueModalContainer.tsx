import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportSaveError, type FieldErrors } from '../../components/formErrors.ts';
import { showToast, toastError } from '../../components/toast.tsx';
import { useQueuesStore } from '../../state/queues.ts';
import { emptyQueueForm, formFromQueue, validateQueue, type QueueForm } from './queueForm.ts';
import { QueueModal } from './QueueModal.tsx';
import { QueueOptionsEditor } from './QueueOptionsEditor.tsx';
import { getQueue, saveQueue } from './queuesApi.ts';

export type QueueModalContainerProps = {
  /** null: a new queue. */
  queueId: number | null;
  showSchedules: boolean;
  onClose: () => void;
};

/** Loads the queue, validates with the shared schema and saves; a new queue gets options once saved. */
export function QueueModalContainer({ queueId: initialId, showSchedules, onClose }: QueueModalContainerProps) {
  const { t } = useTranslation();
  const [queueId, setQueueId] = useState(initialId);
  const [form, setForm] = useState<QueueForm>(() => emptyQueueForm(useQueuesStore.getState().list.map(({ color }) => color)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (initialId === null) {
      return undefined;
    }
    let current = true;
    getQueue(initialId)
      .then((queue) => current && setForm(formFromQueue(queue)))
      .catch(toastError);
    return () => {
      current = false;
    };
  }, [initialId]);

  const change = (patch: Partial<QueueForm>) => {
    setForm((before) => ({ ...before, ...patch }));
    setErrors((before) =>
      Object.fromEntries(Object.entries(before).filter(([key]) => !Object.keys(patch).some((field) => key.startsWith(field)))),
    );
  };

  const save = () => {
    const checked = validateQueue(form, showSchedules);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    saveQueue(queueId, checked.body)
      .then((saved) => {
        showToast(t('queues.saved'), 'success');
        if (queueId === null) {
          // Stay open on the new queue so its chatbot options can be added.
          setQueueId(saved.id);
        } else {
          onClose();
        }
      })
      .catch((error: unknown) => reportSaveError(error, setErrors))
      .finally(() => setSaving(false));
  };

  return (
    <QueueModal
      editing={queueId !== null}
      form={form}
      errors={errors}
      showSchedules={showSchedules}
      saving={saving}
      options={<QueueOptionsEditor queueId={queueId} />}
      onChange={change}
      onSave={save}
      onClose={onClose}
    />
  );
}
