import type { QueueIntegrationRecord, QueueIntegrationType } from '@balcao/shared';
import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RecordTable, type RecordColumn } from '../../components/list/index.ts';
import { RowActions } from '../../components/RowActions.tsx';

const TYPE_COLOURS: Record<QueueIntegrationType, 'brand' | 'informative' | 'important' | 'success'> = {
  typebot: 'brand',
  n8n: 'important',
  webhook: 'informative',
  dialogflow: 'success',
};

export type QueueIntegrationsTableProps = {
  records: QueueIntegrationRecord[];
  onEdit: (id: number) => void;
  onDelete: (record: QueueIntegrationRecord) => void;
};

/** The type's mark, id, name and edit/delete per integration. */
export function QueueIntegrationsTable({ records, onEdit, onDelete }: QueueIntegrationsTableProps) {
  const { t } = useTranslation();
  const columns: RecordColumn<QueueIntegrationRecord>[] = [
    {
      id: 'type',
      header: t('queueIntegrations.columns.type'),
      cell: (integration) => (
        <Badge appearance="tint" color={TYPE_COLOURS[integration.type]}>
          {t(`queueIntegrations.types.${integration.type}`)}
        </Badge>
      ),
    },
    { id: 'id', header: t('queueIntegrations.columns.id'), cell: (integration) => integration.id },
    { id: 'name', header: t('queueIntegrations.columns.name'), cell: (integration) => integration.name },
    {
      id: 'actions',
      header: t('queueIntegrations.columns.actions'),
      cell: (integration) => (
        <RowActions
          editLabel={t('queueIntegrations.buttons.edit', { name: integration.name })}
          deleteLabel={t('queueIntegrations.buttons.delete', { name: integration.name })}
          onEdit={() => onEdit(integration.id)}
          onDelete={() => onDelete(integration)}
          testIdPrefix="queue-integration"
          name={integration.name}
        />
      ),
    },
  ];
  return (
    <RecordTable
      label={t('pages.queue-integration.title')}
      testId="queue-integrations-table"
      columns={columns}
      records={records}
      rowTestId={(integration) => `queue-integration-row-${integration.name}`}
    />
  );
}
