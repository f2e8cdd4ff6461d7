import type { PromptRecord } from '@balcao/shared';
import { useTranslation } from 'react-i18next';
import { RecordTable, type RecordColumn } from '../../components/list/index.ts';
import { RowActions } from '../../components/RowActions.tsx';

export type PromptsTableProps = {
  records: PromptRecord[];
  onEdit: (id: number) => void;
  onDelete: (record: PromptRecord) => void;
};

/** Name, queue, max tokens and edit/delete per prompt. */
export function PromptsTable({ records, onEdit, onDelete }: PromptsTableProps) {
  const { t } = useTranslation();
  const columns: RecordColumn<PromptRecord>[] = [
    { id: 'name', header: t('prompts.columns.name'), cell: (prompt) => prompt.name },
    { id: 'queue', header: t('prompts.columns.queue'), cell: (prompt) => prompt.queue?.name ?? '' },
    { id: 'maxTokens', header: t('prompts.columns.maxTokens'), cell: (prompt) => prompt.maxTokens },
    {
      id: 'actions',
      header: t('prompts.columns.actions'),
      cell: (prompt) => (
        <RowActions
          editLabel={t('prompts.buttons.edit', { name: prompt.name })}
          deleteLabel={t('prompts.buttons.delete', { name: prompt.name })}
          onEdit={() => onEdit(prompt.id)}
          onDelete={() => onDelete(prompt)}
          testIdPrefix="prompt"
          name={prompt.name}
        />
      ),
    },
  ];
  return (
    <RecordTable
      label={t('pages.prompts.title')}
      testId="prompts-table"
      columns={columns}
      records={records}
      rowTestId={(prompt) => `prompt-row-${prompt.name}`}
    />
  );
}
