import type { ScheduleRecord, ScheduleStatus } from '@balcao/shared';
import { Badge, Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { daysOf, sameDay, type CalendarView } from './calendarPeriod.ts';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: '1px', backgroundColor: tokens.colorNeutralStroke2 },
  single: { gridTemplateColumns: 'minmax(0, 1fr)' },
  weekday: { padding: tokens.spacingVerticalXS, backgroundColor: tokens.colorNeutralBackground2, textAlign: 'center' },
  cell: {
    minHeight: '96px',
    padding: tokens.spacingVerticalXS,
    backgroundColor: tokens.colorNeutralBackground1,
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    minWidth: 0,
  },
  tall: { minHeight: '320px' },
  outside: { backgroundColor: tokens.colorNeutralBackground3 },
  today: { fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1 },
  entry: {
    justifyContent: 'flex-start',
    minWidth: 0,
    maxWidth: '100%',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  },
});

const STATUS_COLOUR: Record<ScheduleStatus, 'informative' | 'warning' | 'success' | 'danger'> = {
  PENDENTE: 'informative',
  AGENDADA: 'warning',
  ENVIADA: 'success',
  ERRO: 'danger',
};

/** Entries a month cell shows before "+n more" (the day view shows them all). */
const MONTH_CELL_ENTRIES = 3;

export function StatusBadge({ status }: { status: ScheduleStatus }) {
  const { t } = useTranslation();
  return (
    <Badge appearance="tint" color={STATUS_COLOUR[status]} data-testid="schedule-status" data-status={status}>
      {t(`schedules.status.${status}`)}
    </Badge>
  );
}

type Props = {
  view: Exclude<CalendarView, 'list'>;
  anchor: Date;
  records: ScheduleRecord[];
  onOpen: (id: number) => void;
  onDay: (day: Date) => void;
};

/** Month, week or day of schedules, each entry its time, contact and status; a click opens it. */
export function ScheduleCalendar({ view, anchor, records, onOpen, onDay }: Props) {
  const styles = useStyles();
  const { i18n } = useTranslation();
  const days = daysOf(view, anchor);
  const today = new Date();
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: view === 'day' ? 'long' : 'short' });
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const limit = view === 'month' ? MONTH_CELL_ENTRIES : Number.POSITIVE_INFINITY;
  return (
    <div className={mergeClasses(styles.grid, view === 'day' && styles.single)} data-testid={`schedules-${view}`}>
      {days.slice(0, view === 'day' ? 1 : 7).map((day) => (
        <Text key={`head-${day.toISOString()}`} className={styles.weekday} size={200}>
          {weekday.format(day)}
        </Text>
      ))}
      {days.map((day) => {
        const entries = records.filter((record) => sameDay(new Date(record.sendAt), day));
        const outside = view === 'month' && day.getMonth() !== anchor.getMonth();
        return (
          <div
            key={day.toISOString()}
            className={mergeClasses(styles.cell, view !== 'month' && styles.tall, outside && styles.outside)}
            data-testid="schedules-day"
          >
            <Button
              appearance="transparent"
              size="small"
              className={mergeClasses(styles.entry, sameDay(day, today) && styles.today)}
              onClick={() => onDay(day)}
            >
              {day.getDate()}
            </Button>
            {entries.slice(0, limit).map((record) => (
              <Button
                key={record.id}
                appearance="subtle"
                size="small"
                className={styles.entry}
                onClick={() => onOpen(record.id)}
                data-testid="schedule-entry"
                data-schedule-id={record.id}
              >
                <StatusBadge status={record.status} />
                &nbsp;{`${time.format(new Date(record.sendAt))} ${record.contact.name}`}
              </Button>
            ))}
            {entries.length > limit && <MoreLink count={entries.length - limit} onClick={() => onDay(day)} />}
          </div>
        );
      })}
    </div>
  );
}

function MoreLink({ count, onClick }: { count: number; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button appearance="transparent" size="small" onClick={onClick}>
      {t('schedules.more', { count })}
    </Button>
  );
}
