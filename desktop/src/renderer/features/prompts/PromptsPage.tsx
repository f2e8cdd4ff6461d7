import { TOAST_LONG_MS, type PromptRecord } from '@balcao/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListPage, useConfirmDelete, useRecordList, useDialogTarget } from '../../components/list/index.ts';
import { usePromptsStore } from '../../state/prompts.ts';
import { PromptModalContainer } from './PromptModalContainer.tsx';
import { PromptsTable } from './PromptsTable.tsx';
import { deletePrompt, fetchPrompts } from './promptsApi.ts';

/** AI prompts (plan flag useOpenAi): name, queue and max tokens per prompt, an add/edit dialog, live `prompt` events. */
export default function PromptsPage() {
  const { t } = useTranslation();
  const list = useRecordList({ store: usePromptsStore, fetchPage: fetchPrompts });
  const modal = useDialogTarget();
  const remove = useConfirmDelete((record: PromptRecord) => deletePrompt(record.id), t('prompts.deleted'), { timeout: TOAST_LONG_MS });

  return (
    <ListPage
      name="prompts"
      title={t('pages.prompts.title')}
      list={list}
      add={{ label: t('prompts.add'), onClick: modal.openNew }}
      empty={{ title: t('prompts.empty'), hint: t('prompts.emptyHint') }}
      dialogs={
        <>
          {modal.target && <PromptModalContainer promptId={modal.target.id} onClose={modal.close} />}
          <ConfirmDialog
            {...remove.dialog}
            title={t('prompts.deleteTitle', { name: remove.deleting?.name ?? '' })}
            body={t('prompts.deleteBody')}
            testId="prompt-delete-confirm"
          />
        </>
      }
    >
      <PromptsTable records={list.records} onEdit={modal.openEdit} onDelete={remove.ask} />
    </ListPage>
  );
}
