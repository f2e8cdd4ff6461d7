import { VerticalBarChart, type VerticalBarChartDataPoint } from '@fluentui/react-charts';
import { Caption1, Card, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useId } from 'react';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS, minWidth: 0 },
  empty: { minHeight: '80px', display: 'flex', alignItems: 'center', color: tokens.colorNeutralForeground3 },
  header: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  // The chart's numbers for screen readers (and tests): the same bars as a table.
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

export type Bar = { key: string; label: string; value: number };

type Props = {
  title: string;
  total?: string;
  labelHeader: string;
  valueHeader: string;
  bars: readonly Bar[];
  /** Shown instead of the chart while every bar is 0 (the chart library draws nothing then). */
  empty: string;
  testId: string;
};

/** A titled bar chart, with its figures also as a visually hidden table. */
export function BarChartCard({ title, total, labelHeader, valueHeader, bars, empty, testId }: Props) {
  const styles = useStyles();
  const titleId = useId();
  const data: VerticalBarChartDataPoint[] = bars.map((bar) => ({
    x: bar.label,
    y: bar.value,
    legend: bar.label,
    xAxisCalloutData: bar.label,
    yAxisCalloutData: String(bar.value),
    color: tokens.colorBrandBackground,
  }));
  return (
    <Card className={styles.card} data-testid={testId} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Subtitle2 as="h2" id={titleId}>
          {title}
        </Subtitle2>
        {total && <Caption1 data-testid={`${testId}-total`}>{total}</Caption1>}
      </div>
      {bars.some((bar) => bar.value > 0) ? (
        // Hidden from screen readers (the table below says the same) and inert, so none of the
        // chart's focusable bars is a Tab stop nobody can hear.
        <div aria-hidden inert data-testid={`${testId}-bars`}>
          <VerticalBarChart data={data} height={260} hideLegend useSingleColor barWidth="auto" maxBarWidth={40} wrapXAxisLables />
        </div>
      ) : (
        <Text className={styles.empty}>{empty}</Text>
      )}
      <table className={styles.hidden} data-testid={`${testId}-table`}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.label}</th>
              <td>{bar.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
