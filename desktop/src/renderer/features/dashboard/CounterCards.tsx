import type { DashboardCounters } from '@balcao/shared';
import { Caption1, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from './minutes.ts';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: tokens.spacingHorizontalM },
  card: { gap: tokens.spacingVerticalXS },
  value: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightSemibold },
});

type CounterKey = keyof DashboardCounters;
const COUNTS: readonly CounterKey[] = ['supportHappening', 'supportPending', 'supportFinished', 'leads'];
const TIMES: readonly CounterKey[] = ['avgSupportTime', 'avgWaitTime'];

/** One card per counter; the two averages read as minutes (or hours and minutes). */
export function CounterCards({ counters }: { counters: DashboardCounters | null }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const shown = (key: CounterKey): string => {
    if (!counters) {
      return '–';
    }
    return TIMES.includes(key) ? formatMinutes(t, counters[key]) : String(counters[key]);
  };
  return (
    <div className={styles.grid} role="list">
      {[...COUNTS, ...TIMES].map((key) => (
        <Card key={key} className={styles.card} role="listitem" data-testid={`dashboard-counter-${key}`}>
          <Caption1>{t(`dashboard.counters.${key}`)}</Caption1>
          <Text className={styles.value} data-testid={`dashboard-counter-${key}-value`}>
            {shown(key)}
          </Text>
        </Card>
      ))}
    </div>
  );
}
