import { TOAST_LONG_MS, type QueueRecord } from '@balcao/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordDialog } from '../../components/list/index.ts';
import { showToast } from '../../components/toast.tsx';
import { api } from '../../api/index.ts';
import { emptyPromptForm, formFromPrompt, validatePrompt, type PromptForm } from './promptForm.ts';
import { PromptModal } from './PromptModal.tsx';
import { getPrompt, savePrompt } from './promptsApi.ts';

export type PromptModalContainerProps = {
  /** null: a new prompt. */
  promptId: number | null;
  onClose: () => void;
};

/** Loads the queues and the prompt, checks with the server's schema and saves. */
export function PromptModalContainer({ promptId, onClose }: PromptModalContainerProps) {
  const { t } = useTranslation();
  const [queues, setQueues] = useState<QueueRecord[]>([]);
  useEffect(() => {
    let current = true;
    api
      .get<QueueRecord[]>('/queue')
      .then((loaded) => current && setQueues(loaded))
      // The spec: a failure to list the queues is only logged.
      // eslint-disable-next-line no-console
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
    };
  }, []);
  const dialog = useRecordDialog({
    id: promptId,
    initial: emptyPromptForm,
    load: async (id) => formFromPrompt(await getPrompt(id)),
    validate: (form: PromptForm) => {
      const checked = validatePrompt(form, promptId !== null, t('prompts.modal.setSector'));
      if ('errors' in checked && checked.errors['queueId']) {
        showToast(t('prompts.modal.setSector'), 'error', { timeout: TOAST_LONG_MS });
      }
      return checked;
    },
    save: (id, body) => savePrompt(id, body),
    savedText: t('prompts.saved'),
    toastTimeout: TOAST_LONG_MS,
    onClose,
  });

  return <PromptModal {...dialog.props} queues={queues} />;
}
