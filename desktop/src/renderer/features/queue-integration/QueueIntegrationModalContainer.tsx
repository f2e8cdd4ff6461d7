import { TOAST_LONG_MS } from '@balcao/shared';
import { useTranslation } from 'react-i18next';
import { useRecordForm } from '../../components/list/index.ts';
import { emptyQueueIntegrationForm, formFromQueueIntegration, validateQueueIntegration } from './queueIntegrationForm.ts';
import { QueueIntegrationModal } from './QueueIntegrationModal.tsx';
import { getQueueIntegration, saveQueueIntegration } from './queueIntegrationsApi.ts';

export type QueueIntegrationModalContainerProps = {
  /** null: a new integration. */
  integrationId: number | null;
  onClose: () => void;
};

/** Loads, checks with the server's schema and saves an integration. */
export function QueueIntegrationModalContainer({ integrationId, onClose }: QueueIntegrationModalContainerProps) {
  const { t } = useTranslation();
  const dialog = useRecordForm({
    id: integrationId,
    initial: emptyQueueIntegrationForm,
    load: async (id) => formFromQueueIntegration(await getQueueIntegration(id)),
    validate: validateQueueIntegration,
    save: (id, body) => saveQueueIntegration(id, body),
    savedText: t('queueIntegrations.saved'),
    toastTimeout: TOAST_LONG_MS,
    onLoadFailed: onClose,
    onSaved: onClose,
  });
  return (
    <QueueIntegrationModal
      editing={dialog.id !== null}
      form={dialog.form}
      errors={dialog.errors}
      saving={dialog.saving}
      onChange={dialog.change}
      onSave={() => void dialog.submit()}
      onClose={onClose}
    />
  );
}
