import { DASHBOARD_PERIOD_DAYS } from '@balcao/shared';
import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { Filter20Regular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardFilter } from './dashboardFilter.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

/**
 * The period: none or 3 to 90 days, or a date range. Choosing days clears the dates and typing a date
 * clears the days; the filter applies on submit (`onApply` receives null when nothing is set).
 */
export function PeriodFilter({ initial, onApply }: { initial: DashboardFilter; onApply: (filter: DashboardFilter) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DashboardFilter>(initial);
  // ISO dates compare as text; a range that ends before it starts never reaches the server.
  const [reversed, setReversed] = useState(false);
  const edit = (next: DashboardFilter) => {
    setDraft(next);
    setReversed(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.days === null && draft.dateFrom && draft.dateTo && draft.dateFrom > draft.dateTo) {
      setReversed(true);
      return;
    }
    onApply(draft);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('dashboard.filter.title')} data-testid="dashboard-filter">
      <Field label={t('dashboard.filter.period')}>
        <Select
          value={draft.days === null ? '' : String(draft.days)}
          data-testid="dashboard-filter-days"
          onChange={(_, { value }) => edit(value === '' ? { ...draft, days: null } : { days: Number(value), dateFrom: '', dateTo: '' })}
        >
          <option value="">{t('dashboard.filter.none')}</option>
          {DASHBOARD_PERIOD_DAYS.map((days) => (
            <option key={days} value={String(days)}>
              {t('dashboard.filter.days', { count: days })}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('dashboard.filter.dateFrom')}>
        <Input
          type="date"
          value={draft.dateFrom}
          data-testid="dashboard-filter-from"
          onChange={(_, { value }) => edit({ ...draft, days: null, dateFrom: value })}
        />
      </Field>
      <Field label={t('dashboard.filter.dateTo')} validationMessage={reversed ? t('dashboard.filter.toBeforeFrom') : undefined}>
        <Input
          type="date"
          min={draft.dateFrom || undefined}
          value={draft.dateTo}
          data-testid="dashboard-filter-to"
          onChange={(_, { value }) => edit({ ...draft, days: null, dateTo: value })}
        />
      </Field>
      <Button type="submit" appearance="primary" icon={<Filter20Regular />} data-testid="dashboard-filter-apply">
        {t('dashboard.filter.apply')}
      </Button>
    </form>
  );
}
