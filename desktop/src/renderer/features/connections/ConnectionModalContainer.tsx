import type { ConnectionProvider } from '@balcao/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../components/formErrors.ts';
import { reportSaveError } from '../../components/formErrors.ts';
import { showToast, toastError } from '../../components/toast.tsx';
import { selectQueues, useQueuesStore } from '../../state/queues.ts';
import { loadQueues } from '../queues/queuesApi.ts';
import { loadConnection, loadProviders, saveConnection } from './connectionsApi.ts';
import { emptyConnectionForm, formFromRecord, validateConnection, type ConnectionForm } from './connectionForm.ts';
import { ConnectionModal } from './ConnectionModal.tsx';

export type ConnectionModalContainerProps = {
  /** null: a new connection. */
  connectionId: number | null;
  onClose: () => void;
};

/** Loads what the modal needs (the record, queues, providers), validates with the shared schema and saves. */
export function ConnectionModalContainer({ connectionId, onClose }: ConnectionModalContainerProps) {
  const { t } = useTranslation();
  const queues = useQueuesStore(selectQueues);
  const [form, setForm] = useState<ConnectionForm>(emptyConnectionForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [providers, setProviders] = useState<ConnectionProvider[]>(['beta']);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    loadProviders()
      .then((offered) => current && offered.length > 0 && setProviders(offered))
      .catch(() => undefined);
    loadQueues().catch(toastError);
    if (connectionId !== null) {
      loadConnection(connectionId)
        .then((record) => current && setForm(formFromRecord(record)))
        .catch(toastError);
    }
    return () => {
      current = false;
    };
  }, [connectionId]);

  const change = (patch: Partial<ConnectionForm>) => {
    setForm((before) => ({ ...before, ...patch }));
    setErrors((before) => {
      const next = { ...before };
      for (const key of Object.keys(patch)) {
        delete next[key];
      }
      return next;
    });
  };

  const save = () => {
    const checked = validateConnection(form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    saveConnection(connectionId, checked.body)
      .then(() => {
        showToast(t('connections.saved'), 'success');
        onClose();
      })
      .catch((error: unknown) => reportSaveError(error, setErrors))
      .finally(() => setSaving(false));
  };

  return (
    <ConnectionModal
      editing={connectionId !== null}
      form={form}
      errors={errors}
      providers={providers}
      queues={queues}
      saving={saving}
      onChange={change}
      onSave={save}
      onClose={onClose}
    />
  );
}
