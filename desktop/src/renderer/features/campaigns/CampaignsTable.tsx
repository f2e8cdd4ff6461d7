import type { CampaignRecord } from '@balcao/shared';
import { Badge, Button, makeStyles } from '@fluentui/react-components';
import { ArrowClockwise20Regular, DataBarVertical20Regular, DismissCircle20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { RecordTable, type RecordColumn } from '../../components/list/index.ts';
import { RowActions } from '../../components/RowActions.tsx';

const useStyles = makeStyles({ actions: { whiteSpace: 'nowrap' } });

export type CampaignsTableProps = {
  records: CampaignRecord[];
  onReport: (record: CampaignRecord) => void;
  onCancel: (record: CampaignRecord) => void;
  onRestart: (record: CampaignRecord) => void;
  onEdit: (id: number) => void;
  onDelete: (record: CampaignRecord) => void;
};

/** Name, state, list, connection, schedule and delivered count; report, cancel or restart, edit and delete per campaign. */
export function CampaignsTable({ records, onReport, onCancel, onRestart, onEdit, onDelete }: CampaignsTableProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const columns: RecordColumn<CampaignRecord>[] = [
    { id: 'name', header: t('campaigns.columns.name'), cell: (campaign) => campaign.name },
    {
      id: 'status',
      header: t('campaigns.columns.status'),
      cellTestId: (campaign) => `campaign-status-${campaign.name}`,
      cell: (campaign) => <Badge appearance="tint">{t(`campaigns.status.${campaign.status}`)}</Badge>,
    },
    { id: 'list', header: t('campaigns.columns.list'), cell: (campaign) => campaign.contactList?.name ?? '—' },
    { id: 'connection', header: t('campaigns.columns.connection'), cell: (campaign) => campaign.whatsapp?.name ?? '—' },
    {
      id: 'scheduledAt',
      header: t('campaigns.columns.scheduledAt'),
      cell: (campaign) => (campaign.scheduledAt ? when.format(new Date(campaign.scheduledAt)) : '—'),
    },
    {
      id: 'progress',
      header: t('campaigns.columns.progress'),
      cellTestId: (campaign) => `campaign-progress-${campaign.name}`,
      cell: (campaign) => `${campaign.counts.delivered}/${campaign.counts.valid}`,
    },
    {
      id: 'actions',
      header: t('campaigns.columns.actions'),
      className: styles.actions,
      cell: (campaign) => (
        <>
          <Button
            appearance="subtle"
            icon={<DataBarVertical20Regular />}
            aria-label={t('campaigns.buttons.report', { name: campaign.name })}
            onClick={() => onReport(campaign)}
            data-testid={`campaign-report-${campaign.name}`}
          />
          {campaign.status === 'EM_ANDAMENTO' && (
            <Button
              appearance="subtle"
              icon={<DismissCircle20Regular />}
              aria-label={t('campaigns.buttons.cancel', { name: campaign.name })}
              onClick={() => onCancel(campaign)}
              data-testid={`campaign-cancel-${campaign.name}`}
            />
          )}
          {campaign.status === 'CANCELADA' && (
            <Button
              appearance="subtle"
              icon={<ArrowClockwise20Regular />}
              aria-label={t('campaigns.buttons.restart', { name: campaign.name })}
              onClick={() => onRestart(campaign)}
              data-testid={`campaign-restart-${campaign.name}`}
            />
          )}
          <RowActions
            editLabel={t('campaigns.buttons.edit', { name: campaign.name })}
            deleteLabel={t('campaigns.buttons.delete', { name: campaign.name })}
            onEdit={() => onEdit(campaign.id)}
            onDelete={() => onDelete(campaign)}
            testIdPrefix="campaign"
            name={campaign.name}
          />
        </>
      ),
    },
  ];
  return (
    <RecordTable
      label={t('pages.campaigns.title')}
      testId="campaigns-table"
      columns={columns}
      records={records}
      rowTestId={(campaign) => `campaign-row-${campaign.name}`}
    />
  );
}
