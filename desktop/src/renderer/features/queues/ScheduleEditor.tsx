import type { WeekSchedule } from '@balcao/shared';
import {
  Caption1,
  Field,
  Input,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../components/formErrors.ts';
import { maskTime } from './timeMask.ts';

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3 },
  time: { width: '90px' },
});

export type ScheduleEditorProps = {
  schedules: WeekSchedule;
  errors: FieldErrors;
  onChange: (schedules: WeekSchedule) => void;
};

type Edge = 'startTime' | 'endTime';

/** One row per weekday with masked HH:MM start and end times. */
export function ScheduleEditor({ schedules, errors, onChange }: ScheduleEditorProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const edit = (index: number, edge: Edge, text: string) =>
    onChange(schedules.map((day, at) => (at === index ? { ...day, [edge]: maskTime(text) } : day)));
  const timeInput = (index: number, edge: Edge) => {
    const day = schedules[index];
    if (!day) {
      return null;
    }
    const label = `${t(`weekdays.${day.weekdayEn}`)}: ${t(`queues.modal.${edge}`)}`;
    return (
      <Field validationMessage={errors[`schedules.${index}.${edge}`] ? t('validation.time') : undefined}>
        <Input
          className={styles.time}
          value={day[edge]}
          inputMode="numeric"
          placeholder="HH:MM"
          aria-label={label}
          maxLength={5}
          onChange={(_event, data) => edit(index, edge, data.value)}
          data-testid={`schedule-${day.weekdayEn}-${edge === 'startTime' ? 'start' : 'end'}`}
        />
      </Field>
    );
  };
  return (
    <>
      <Caption1 className={styles.hint}>{t('queues.modal.schedulesHint')}</Caption1>
      <Table size="small" data-testid="queue-schedules">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('queues.modal.weekday')}</TableHeaderCell>
            <TableHeaderCell>{t('queues.modal.startTime')}</TableHeaderCell>
            <TableHeaderCell>{t('queues.modal.endTime')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {schedules.map((day, index) => (
            <TableRow key={day.weekdayEn}>
              <TableCell>{t(`weekdays.${day.weekdayEn}`)}</TableCell>
              <TableCell>{timeInput(index, 'startTime')}</TableCell>
              <TableCell>{timeInput(index, 'endTime')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
