import { TOAST_LONG_MS } from '@balcao/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast, toastError } from '../../components/toast.tsx';
import { useRecordForm } from '../../components/list/index.ts';
import { emptyQueueIntegrationForm, formFromQueueIntegration, validateQueueIntegration } from './queueIntegrationForm.ts';
import { QueueIntegrationModal } from './QueueIntegrationModal.tsx';
import { getQueueIntegration, saveQueueIntegration, testDialogflow } from './queueIntegrationsApi.ts';

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
  const [testing, setTesting] = useState(false);
  const test = () => {
    const { projectName, jsonContent, language } = dialog.form;
    setTesting(true);
    testDialogflow({ ...(dialog.id !== null ? { id: dialog.id } : {}), projectName, jsonContent, language })
      .then((answer) =>
        showToast(t('queueIntegrations.modal.testSuccess', { reply: answer.texts.join(' ') || answer.intent }), 'success', {
          timeout: TOAST_LONG_MS,
          testId: 'queue-integration-test-success',
        }),
      )
      .catch((error: unknown) => toastError(error, { timeout: TOAST_LONG_MS }))
      .finally(() => setTesting(false));
  };
  return (
    <QueueIntegrationModal
      onTest={test}
      testing={testing}
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
