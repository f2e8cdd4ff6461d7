import type { CloudSettingsRecord, ConnectionProvider } from '@balcao/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordDialog } from '../../components/list/index.ts';
import { toastError } from '../../components/toast.tsx';
import { selectQueues, useQueuesStore } from '../../state/queues.ts';
import { loadQueues } from '../queues/queuesApi.ts';
import { loadConnection, loadProviders, saveConnection } from './connectionsApi.ts';
import { emptyConnectionForm, formFromRecord, validateConnection } from './connectionForm.ts';
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
  const [providers, setProviders] = useState<ConnectionProvider[]>(['beta']);
  const [token, setToken] = useState('');
  const [cloud, setCloud] = useState<CloudSettingsRecord | null>(null);
  const dialog = useRecordDialog({
    id: connectionId,
    initial: emptyConnectionForm,
    load: async (id) => {
      const record = await loadConnection(id);
      setToken(record.token);
      setCloud(record.cloud);
      return formFromRecord(record);
    },
    validate: validateConnection,
    save: saveConnection,
    savedText: t('connections.saved'),
    onClose,
  });

  useEffect(() => {
    let current = true;
    loadProviders()
      .then((offered) => current && offered.length > 0 && setProviders(offered))
      .catch(() => undefined);
    loadQueues().catch(toastError);
    return () => {
      current = false;
    };
  }, []);

  return (
    <ConnectionModal
      {...dialog.props}
      providers={providers}
      queues={queues}
      apiToken={connectionId === null ? undefined : { connectionId, token, onRenewed: setToken }}
      cloud={cloud}
    />
  );
}
