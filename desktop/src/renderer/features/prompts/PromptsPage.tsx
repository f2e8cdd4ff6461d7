import { TOAST_LONG_MS, type PromptRecord } from '@balcao/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListPage, useConfirmDelete, useRecordList } from '../../components/list/index.ts';
import { usePromptsStore } from '../../state/prompts.ts';
import { PromptModalContainer } from './PromptModalContainer.tsx';
import { PromptsTable } from './PromptsTable.tsx';
import { deletePrompt, fetchPrompts } from './promptsApi.ts';

type ModalTarget = null | 'new' | number;

/** AI prompts (plan flag useOpenAi): name, queue and max tokens per prompt, an add/edit dialog, live `prompt` events. */
export default function PromptsPage() {
  const { t } = useTranslation();
  const list = useRecordList({ store: usePromptsStore, fetchPage: fetchPrompts });
  const [modal, setModal] = useState<ModalTarget>(null);
  const remove = useConfirmDelete((record: PromptRecord) => deletePrompt(record.id), t('prompts.deleted'), { timeout: TOAST_LONG_MS });
  const closeModal = useCallback(() => setModal(null), []);

  return (
    <ListPage
      name="prompts"
      title={t('pages.prompts.title')}
      list={list}
      add={{ label: t('prompts.add'), onClick: () => setModal('new') }}
      empty={{ title: t('prompts.empty'), hint: t('prompts.emptyHint') }}
      dialogs={
        <>
          {modal !== null && <PromptModalContainer promptId={modal === 'new' ? null : modal} onClose={closeModal} />}
          <ConfirmDialog
            {...remove.dialog}
            title={t('prompts.deleteTitle', { name: remove.deleting?.name ?? '' })}
            body={t('prompts.deleteBody')}
            testId="prompt-delete-confirm"
          />
        </>
      }
    >
      <PromptsTable records={list.records} onEdit={setModal} onDelete={remove.ask} />
    </ListPage>
  );
}
