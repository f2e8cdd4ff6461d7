import type { TicketsDayResponse } from '@balcao/shared';
import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/dates.ts';
import { showToast } from '../../components/toast.tsx';
import { useCompanySetting } from '../../state/companySettings.ts';
import { AttendantsTable } from './AttendantsTable.tsx';
import { BarChartCard, type Bar } from './BarChartCard.tsx';
import { CounterCards } from './CounterCards.tsx';
import { dashboardQueryOf, initialFilter, type DashboardFilter } from './dashboardFilter.ts';
import { PeriodFilter } from './PeriodFilter.tsx';
import { LIVE_REFRESH_MS, useDashboardData } from './useDashboardData.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL },
  charts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))', gap: tokens.spacingHorizontalL },
});

function dayBars(perDay: TicketsDayResponse | null, hourLabel: (hour: number) => string): { bars: Bar[]; perHour: boolean } {
  const rows = perDay?.data ?? [];
  const perHour = rows.some((row) => 'horario' in row);
  const bars = rows.map((row) =>
    'horario' in row
      ? { key: String(row.horario), label: hourLabel(row.horario), value: row.total }
      : { key: row.data, label: formatDate(row.data), value: row.total },
  );
  return { bars, perHour };
}

/** The dashboard (admins): counters, attendants, attendances per attendant and per day or hour, for a period. */
export default function DashboardPage({ liveRefreshMs = LIVE_REFRESH_MS }: { liveRefreshMs?: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const timeZone = useCompanySetting('timezone');
  const [filter, setFilter] = useState<DashboardFilter>(() => initialFilter(timeZone));
  const { figures, perUser, perDay } = useDashboardData(filter, liveRefreshMs);

  const apply = (next: DashboardFilter) => {
    if (!dashboardQueryOf(next)) {
      showToast(t('dashboard.filter.notSet'), 'error', { testId: 'toast-error' });
      return;
    }
    // A new object even when nothing changed: Filter always loads again.
    setFilter({ ...next });
  };

  const userBars: Bar[] = (perUser?.data ?? []).map((row, index) => ({
    key: `${index}-${row.nome}`,
    label: row.nome,
    value: row.quantidade,
  }));
  const days = dayBars(perDay, (hour) => t('dashboard.charts.hourRange', { hour: String(hour).padStart(2, '0') }));

  return (
    <section className={styles.root} data-testid="page-dashboard">
      <Title2 as="h1">{t('pages.dashboard.title')}</Title2>
      <PeriodFilter initial={filter} onApply={apply} />
      <CounterCards counters={figures?.counters ?? null} />
      <div className={styles.charts}>
        <BarChartCard
          title={t('dashboard.charts.perUser')}
          labelHeader={t('dashboard.charts.attendant')}
          valueHeader={t('dashboard.charts.attendances')}
          bars={userBars}
          empty={t('dashboard.charts.empty')}
          testId="dashboard-chart-users"
        />
        <BarChartCard
          title={days.perHour ? t('dashboard.charts.perHour') : t('dashboard.charts.perDay')}
          total={perDay ? t('dashboard.charts.total', { count: perDay.count }) : undefined}
          labelHeader={days.perHour ? t('dashboard.charts.hour') : t('dashboard.charts.day')}
          valueHeader={t('dashboard.charts.attendances')}
          bars={days.bars}
          empty={t('dashboard.charts.empty')}
          testId="dashboard-chart-days"
        />
      </div>
      <AttendantsTable attendants={figures?.attendants ?? []} />
    </section>
  );
}
