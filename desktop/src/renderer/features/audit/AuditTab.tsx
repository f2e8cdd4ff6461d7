import { AUDIT_ACTIONS, type AuditAction, type AuditRecord } from '@balcao/shared';
import { Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../app/dates.ts';
import { ListPage, RecordTable, useRecordList, type RecordColumn } from '../../components/list/index.ts';
import { actionKey } from './actionKey.ts';
import { auditFetcher, useAuditStore, type AuditFilters } from './auditApi.ts';

const useStyles = makeStyles({
  filters: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
  change: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, wordBreak: 'break-word', maxWidth: '360px' },
});

function changeText(record: AuditRecord): string {
  const part = (value: Record<string, unknown> | null) =>
    value
      ? Object.entries(value)
          .map(([key, inner]) => `${key}: ${typeof inner === 'string' ? inner : JSON.stringify(inner)}`)
          .join(', ')
      : '';
  const before = part(record.before);
  const after = part(record.after);
  return before && after ? `${before} → ${after}` : before || after;
}

/** Settings › Audit log (admins: their company; super users: every company): who did what, when, from where. */
export function AuditTab() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>({ action: '', from: '', to: '' });
  const fetchPage = useMemo(() => auditFetcher(filters), [filters]);
  const list = useRecordList({ store: useAuditStore, fetchPage, filters: JSON.stringify(filters) });

  const columns: RecordColumn<AuditRecord>[] = [
    { id: 'when', header: t('security.audit.columns.when'), cell: (row) => formatDateTime(row.createdAt) },
    { id: 'who', header: t('security.audit.columns.who'), cell: (row) => row.actorName ?? t('security.audit.nobody') },
    {
      id: 'action',
      header: t('security.audit.columns.action'),
      cell: (row) => t(`security.audit.actions.${actionKey(row.action)}`),
      cellTestId: (row) => `audit-action-${row.id}`,
    },
    { id: 'target', header: t('security.audit.columns.target'), cell: (row) => row.targetLabel ?? row.targetType ?? '' },
    { id: 'change', header: t('security.audit.columns.change'), cell: (row) => <span className={styles.change}>{changeText(row)}</span> },
    { id: 'address', header: t('security.audit.columns.address'), cell: (row) => row.address ?? '' },
  ];

  const tools = (
    <div className={styles.filters}>
      <Field label={t('security.audit.action')}>
        <Select
          value={filters.action}
          onChange={(_event, data) => setFilters({ ...filters, action: data.value as AuditAction | '' })}
          data-testid="audit-action-filter"
        >
          <option value="">{t('security.audit.allActions')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`security.audit.actions.${actionKey(action)}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('security.audit.from')}>
        <Input
          type="date"
          value={filters.from}
          onChange={(_event, data) => setFilters({ ...filters, from: data.value })}
          data-testid="audit-from"
        />
      </Field>
      <Field label={t('security.audit.to')}>
        <Input
          type="date"
          value={filters.to}
          onChange={(_event, data) => setFilters({ ...filters, to: data.value })}
          data-testid="audit-to"
        />
      </Field>
    </div>
  );

  return (
    <ListPage
      name="audit"
      title={t('settingsPage.tabs.audit')}
      list={list}
      searchLabel={t('security.audit.search')}
      empty={{ title: t('security.audit.empty'), hint: t('security.audit.emptyHint') }}
      tools={tools}
    >
      <RecordTable
        label={t('settingsPage.tabs.audit')}
        testId="audit-table"
        columns={columns}
        records={list.records}
        rowTestId={(row) => `audit-row-${row.id}`}
        rowProps={(row) => ({ 'data-action': row.action })}
      />
    </ListPage>
  );
}
