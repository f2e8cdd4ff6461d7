import { TOAST_LONG_MS } from '@balcao/shared';
import type { TFunction } from 'i18next';
import { isApiError } from '../../api/ApiError.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast, toastError } from '../../components/toast.tsx';
import { useRecordDialog } from '../../components/list/index.ts';
import { emptyQueueIntegrationForm, formFromQueueIntegration, validateQueueIntegration } from './queueIntegrationForm.ts';
import { QueueIntegrationModal } from './QueueIntegrationModal.tsx';
import { getQueueIntegration, getWebhookSecret, saveQueueIntegration, testDialogflow } from './queueIntegrationsApi.ts';

const TEST_FAILURES = ['invalidJson', 'missingFields', 'invalidKey', 'rejected', 'unreachable'] as const;

/** What the Test button says on a failure: the server's reason in the admin's language, with Google's detail. */
function testFailureText(error: unknown, t: TFunction): string | null {
  if (!isApiError(error) || error.code !== 'ERR_INTEGRATION_TEST_FAILED') {
    return null;
  }
  const { reason, detail } = (error.body.details ?? {}) as { reason?: string; detail?: string };
  const known = TEST_FAILURES.find((candidate) => candidate === reason);
  return known ? t(`bots.testFailed.${known}`, { detail: detail ?? '' }) : error.body.message || null;
}

export type QueueIntegrationModalContainerProps = {
  /** null: a new integration. */
  integrationId: number | null;
  onClose: () => void;
};

/** Loads, checks with the server's schema and saves an integration. */
export function QueueIntegrationModalContainer({ integrationId, onClose }: QueueIntegrationModalContainerProps) {
  const { t } = useTranslation();
  const dialog = useRecordDialog({
    id: integrationId,
    initial: emptyQueueIntegrationForm,
    load: async (id) => formFromQueueIntegration(await getQueueIntegration(id)),
    validate: validateQueueIntegration,
    save: (id, body) => saveQueueIntegration(id, body),
    savedText: t('queueIntegrations.saved'),
    toastTimeout: TOAST_LONG_MS,
    onClose,
  });
  const [testing, setTesting] = useState(false);
  const [secret, setSecret] = useState('');
  const savedId = dialog.id;
  useEffect(() => {
    if (savedId === null) {
      return;
    }
    let live = true;
    getWebhookSecret(savedId)
      .then((value) => live && setSecret(value))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [savedId]);
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
      .catch((error: unknown) => {
        const text = testFailureText(error, t);
        if (text) {
          showToast(text, 'error', { timeout: TOAST_LONG_MS, testId: 'queue-integration-test-failed' });
        } else {
          toastError(error, { timeout: TOAST_LONG_MS });
        }
      })
      .finally(() => setTesting(false));
  };
  return (
    <QueueIntegrationModal
      onTest={test}
      testing={testing}
      secret={savedId === null ? undefined : { integrationId: savedId, secret, onRenewed: setSecret }}
      {...dialog.props}
    />
  );
}
