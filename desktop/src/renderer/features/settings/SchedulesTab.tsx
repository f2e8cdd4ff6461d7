import { companySchedulesBody, DEFAULT_WEEK_SCHEDULE, type WeekSchedule } from '@balcao/shared';
import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportSaveError, zodFieldErrors, type FieldErrors } from '../../components/formErrors.ts';
import { showToast, toastError } from '../../components/toast.tsx';
import { ScheduleEditor } from '../queues/ScheduleEditor.tsx';
import { loadCompanySchedules, saveCompanySchedules } from './settingsApi.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalM, maxWidth: '560px' },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/** Every weekday in order: the company's hours where it has them, closed (00:00–00:00) where it does not. */
function fullWeek(schedules: WeekSchedule): WeekSchedule {
  if (schedules.length === 0) {
    return DEFAULT_WEEK_SCHEDULE;
  }
  return DEFAULT_WEEK_SCHEDULE.map(
    (day) => schedules.find(({ weekdayEn }) => weekdayEn === day.weekdayEn) ?? { ...day, startTime: '00:00', endTime: '00:00' },
  );
}

/** The company's opening hours (used when scheduleType is company), read in the company's time zone. */
export function SchedulesTab({ companyId }: { companyId: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [schedules, setSchedules] = useState<WeekSchedule | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    loadCompanySchedules(companyId)
      .then((loaded) => current && setSchedules(fullWeek(loaded)))
      .catch(toastError);
    return () => {
      current = false;
    };
  }, [companyId]);

  if (!schedules) {
    return <Spinner size="small" />;
  }
  const save = () => {
    const parsed = companySchedulesBody.safeParse({ schedules });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    saveCompanySchedules(companyId, parsed.data.schedules)
      .then((saved) => {
        setSchedules(fullWeek(saved));
        showToast(t('settingsPage.schedulesSaved'), 'success');
      })
      .catch((error: unknown) => reportSaveError(error, setErrors))
      .finally(() => setSaving(false));
  };
  return (
    <div className={styles.root} data-testid="settings-schedules">
      <ScheduleEditor schedules={schedules} errors={errors} onChange={setSchedules} />
      <div className={styles.actions}>
        <Button appearance="primary" disabled={saving} onClick={save} data-testid="settings-schedules-save">
          {t(saving ? 'common.saving' : 'common.save')}
        </Button>
      </div>
    </div>
  );
}
