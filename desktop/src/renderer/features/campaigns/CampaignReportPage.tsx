import type { CampaignShippingRecord } from '@balcao/shared';
import {
  Button,
  Field,
  makeStyles,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload20Regular, ArrowLeft20Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toastError } from '../../components/toast.tsx';
import { useCampaignReportStore } from '../../state/campaigns.ts';
import { fetchShipping, getCampaign, shippingCsv } from './campaignsApi.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXXL, overflow: 'auto' },
  counts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
  count: {
    display: 'flex',
    flexDirection: 'column',
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  tools: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** After a live update shows FINALIZADA, the report reads everything again this much later (spec). */
const RELOAD_AFTER_FINISHED_MS = 5_000;

const COUNT_KEYS = ['valid', 'delivered', 'confirmationRequested', 'confirmed', 'optedOut', 'failed', 'pending'] as const;

/** A campaign's progress (delivered / valid contacts) and counts, live on the campaign channel, with its rows and a CSV export. */
export default function CampaignReportPage() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().campaignId);
  const campaign = useCampaignReportStore((state) => state.campaign);
  const [rows, setRows] = useState<CampaignShippingRecord[]>([]);
  const [loads, setLoads] = useState(0);
  /** The status and counts the table's rows were read at. */
  const [shownProgress, setShownProgress] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    Promise.all([getCampaign(id), fetchShipping(id, 1)])
      .then(([record, page]) => {
        if (current) {
          useCampaignReportStore.getState().show(record);
          setRows(page.records);
          setShownProgress(`${record.status}:${JSON.stringify(record.counts)}`);
        }
      })
      .catch(toastError);
    return () => {
      current = false;
    };
  }, [id, loads]);
  useEffect(() => () => useCampaignReportStore.getState().show(null), []);

  // The rows follow the live counts: each change the campaign channel brings (at most one a second)
  // reads the first page again, so the table fills while the campaign sends.
  const progress = campaign?.id === id ? `${campaign.status}:${JSON.stringify(campaign.counts)}` : null;
  useEffect(() => {
    if (progress === null || shownProgress === null || progress === shownProgress) {
      return undefined;
    }
    let current = true;
    fetchShipping(id, 1)
      .then((page) => {
        if (current) {
          setRows(page.records);
          setShownProgress(progress);
        }
      })
      .catch(toastError);
    return () => {
      current = false;
    };
  }, [id, progress, shownProgress]);

  const finished = campaign?.id === id && campaign.status === 'FINALIZADA';
  useEffect(() => {
    if (!finished) {
      return undefined;
    }
    const timer = setTimeout(() => setLoads((n) => n + 1), RELOAD_AFTER_FINISHED_MS);
    return () => clearTimeout(timer);
  }, [finished]);

  const exportCsv = () => {
    shippingCsv(id)
      .then((blob) => {
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = `campaign-${id}.csv`;
        link.click();
        URL.revokeObjectURL(url);
      })
      .catch(toastError);
  };

  const shown = campaign?.id === id ? campaign : null;
  const counts = shown?.counts;
  const percent = counts && counts.valid > 0 ? Math.round((counts.delivered / counts.valid) * 100) : 0;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <section className={styles.root} data-testid="page-campaign-report">
      <div className={styles.tools}>
        <Button icon={<ArrowLeft20Regular />} onClick={() => void navigate('/campaigns')}>
          {t('campaigns.report.back')}
        </Button>
        <Button icon={<ArrowDownload20Regular />} onClick={exportCsv} data-testid="campaign-report-export">
          {t('campaigns.report.export')}
        </Button>
      </div>
      <Title2 as="h1">
        {t('pages.campaign-report.title')}
        {shown ? ` · ${shown.name} · ${t(`campaigns.status.${shown.status}`)}` : ''}
      </Title2>
      <Field
        label={t('campaigns.report.progress')}
        validationMessage={t('campaigns.report.progressValue', { delivered: counts?.delivered ?? 0, valid: counts?.valid ?? 0, percent })}
        validationState="none"
      >
        <ProgressBar value={percent / 100} thickness="large" data-testid="campaign-report-progress" aria-valuetext={`${percent} %`} />
      </Field>
      <Text data-testid="campaign-report-percent">{percent} %</Text>
      <div className={styles.counts}>
        {COUNT_KEYS.map((key) => (
          <div key={key} className={styles.count} data-testid={`campaign-report-${key}`}>
            <Text size={200}>{t(`campaigns.report.counts.${key}`)}</Text>
            <Text size={600} weight="semibold">
              {counts?.[key] ?? 0}
            </Text>
          </div>
        ))}
      </div>
      <Table aria-label={t('campaigns.report.rows')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('campaigns.report.number')}</TableHeaderCell>
            <TableHeaderCell>{t('campaigns.report.name')}</TableHeaderCell>
            <TableHeaderCell>{t('campaigns.report.status')}</TableHeaderCell>
            <TableHeaderCell>{t('campaigns.report.deliveredAt')}</TableHeaderCell>
            <TableHeaderCell>{t('campaigns.report.error')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.number}</TableCell>
              <TableCell>{row.name}</TableCell>
              <TableCell>{row.status}</TableCell>
              <TableCell>{row.deliveredAt ? when.format(new Date(row.deliveredAt)) : '—'}</TableCell>
              <TableCell>{row.error ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
