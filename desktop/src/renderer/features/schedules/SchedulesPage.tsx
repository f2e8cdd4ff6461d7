import type { ScheduleRecord } from '@balcao/shared';
import { Button, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListPage, useConfirmDelete, useDialogTarget, useRecordList } from '../../components/list/index.ts';
import { toastError } from '../../components/toast.tsx';
import { useSchedulesStore } from '../../state/schedules.ts';
import { loadConnections } from '../connections/connectionsApi.ts';
import { CALENDAR_VIEWS, periodOf, step, type CalendarView } from './calendarPeriod.ts';
import { ScheduleCalendar } from './ScheduleCalendar.tsx';
import { ScheduleModalContainer } from './ScheduleModalContainer.tsx';
import { deleteSchedule, getContactOption, schedulesFetcher } from './schedulesApi.ts';
import { SchedulesTable } from './SchedulesTable.tsx';

const useStyles = makeStyles({
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/**
 * Scheduled messages: a calendar of our own on Fluent (month, week, day; the server lists the
 * visible period) and a list view, with search, add, edit and delete, statuses changing live.
 * `?contactId=` opens the add dialog for that contact.
 */
export default function SchedulesPage() {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(() => new Date());
  const period = useMemo(() => periodOf(view, anchor), [view, anchor]);
  const fetchPage = useMemo(() => schedulesFetcher(period), [period]);
  const list = useRecordList({
    store: useSchedulesStore,
    fetchPage,
    filters: period ? `${period.from.toISOString()}/${period.to.toISOString()}` : 'all',
  });
  const modal = useDialogTarget<{ id: number; name: string }>();
  const openDialog = modal.open;
  const remove = useConfirmDelete((record: ScheduleRecord) => deleteSchedule(record.id), t('schedules.deleted'));

  useEffect(() => {
    loadConnections().catch(toastError);
  }, []);

  const contactId = Number(params.get('contactId'));
  useEffect(() => {
    if (!Number.isInteger(contactId) || contactId <= 0) {
      return;
    }
    getContactOption(contactId)
      .then((contact) => openDialog({ id: null, context: { id: contact.id, name: contact.name } }))
      .catch(toastError)
      .finally(() => setParams({}, { replace: true }));
  }, [contactId, setParams, openDialog]);

  const openDay = useCallback((day: Date) => {
    setAnchor(day);
    setView('day');
  }, []);
  const label = period
    ? new Intl.DateTimeFormat(i18n.language, view === 'month' ? { month: 'long', year: 'numeric' } : { dateStyle: 'medium' }).format(
        view === 'month' ? anchor : period.from,
      )
    : '';

  return (
    <ListPage
      name="schedules"
      title={t('pages.schedules.title')}
      // A calendar shows its grid even for a period without schedules: only the list view has an empty state.
      list={view === 'list' ? list : { ...list, records: [period] }}
      searchLabel={t('schedules.search')}
      add={{ label: t('schedules.add'), onClick: modal.openNew }}
      empty={{ title: t('schedules.empty'), hint: t('schedules.emptyHint') }}
      tools={
        <div className={styles.tools}>
          <TabList selectedValue={view} onTabSelect={(_event, data) => setView(data.value as CalendarView)} size="small">
            {CALENDAR_VIEWS.map((name) => (
              <Tab key={name} value={name} data-testid={`schedules-view-${name}`}>
                {t(`schedules.views.${name}`)}
              </Tab>
            ))}
          </TabList>
          {view !== 'list' && (
            <>
              <Button
                appearance="subtle"
                icon={<ChevronLeft20Regular />}
                aria-label={t('schedules.previous')}
                onClick={() => setAnchor((current) => step(view, current, -1))}
              />
              <Button appearance="secondary" size="small" onClick={() => setAnchor(new Date())}>
                {t('schedules.today')}
              </Button>
              <Button
                appearance="subtle"
                icon={<ChevronRight20Regular />}
                aria-label={t('schedules.next')}
                onClick={() => setAnchor((current) => step(view, current, 1))}
              />
              <Text weight="semibold" data-testid="schedules-period">
                {label}
              </Text>
            </>
          )}
        </div>
      }
      dialogs={
        <>
          {modal.target && (
            <ScheduleModalContainer scheduleId={modal.target.id} contact={modal.target.context ?? null} onClose={modal.close} />
          )}
          <ConfirmDialog
            {...remove.dialog}
            title={t('schedules.deleteTitle', { name: remove.deleting?.contact.name ?? '' })}
            body={t('schedules.deleteBody')}
            testId="schedule-delete-confirm"
          />
        </>
      }
    >
      {view === 'list' ? (
        <SchedulesTable records={list.records} onEdit={modal.openEdit} onDelete={remove.ask} />
      ) : (
        <ScheduleCalendar view={view} anchor={anchor} records={list.records} onOpen={modal.openEdit} onDay={openDay} />
      )}
    </ListPage>
  );
}
