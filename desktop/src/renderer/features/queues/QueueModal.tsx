import type { WeekSchedule } from '@balcao/shared';
import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { ErrorCircle20Filled } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hoursWithoutAnswer } from '../settings/hoursWarning.ts';
import { QueueDataTab } from './QueueDataTab.tsx';
import type { QueueForm } from './queueForm.ts';
import { ScheduleEditor } from './ScheduleEditor.tsx';
import { RecordDialog, type RecordFormProps } from '../../components/list/index.ts';

const useStyles = makeStyles({
  error: { color: tokens.colorPaletteRedForeground1 },
});

export type QueueModalProps = RecordFormProps<QueueForm> & {
  /** The company's `scheduleType` is `queue`: the attendance-time tab shows. */
  showSchedules: boolean;
  /** The nested option editor, shown under the queue data. */
  options: ReactNode;
};

type TabId = 'data' | 'schedules';

/** Two tabs: the queue data (with its chatbot options) and, when enabled, the attendance time. */
export function QueueModal({ editing, form, errors, showSchedules, saving, options, onChange, onSave, onClose }: QueueModalProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabId>('data');
  const shown: TabId = showSchedules ? tab : 'data';
  const hasScheduleErrors = Object.keys(errors).some((key) => key.startsWith('schedules'));
  return (
    <RecordDialog
      title={t(editing ? 'queues.modal.titleEdit' : 'queues.modal.titleAdd')}
      testId="queue-modal"
      saveTestId="queue-save"
      maxWidth={720}
      saving={saving}
      onSave={onSave}
      onClose={onClose}
    >
      <TabList selectedValue={shown} onTabSelect={(_event, data) => setTab(data.value === 'schedules' ? 'schedules' : 'data')}>
        <Tab value="data" data-testid="queue-tab-data">
          {t('queues.modal.tabData')}
        </Tab>
        {showSchedules && (
          <Tab
            value="schedules"
            icon={hasScheduleErrors ? <ErrorCircle20Filled className={styles.error} /> : undefined}
            data-testid="queue-tab-schedules"
          >
            {t('queues.modal.tabSchedules')}
          </Tab>
        )}
      </TabList>
      {shown === 'data' ? (
        <>
          <QueueDataTab
            form={form}
            errors={errors}
            onChange={onChange}
            warnHoursWithoutAnswer={showSchedules && hoursWithoutAnswer(form.schedules, form.outOfHoursMessage)}
          />
          {options}
        </>
      ) : (
        <ScheduleEditor schedules={form.schedules} errors={errors} onChange={(schedules: WeekSchedule) => onChange({ schedules })} />
      )}
    </RecordDialog>
  );
}
