import { Button, CounterBadge, makeStyles, Popover, PopoverSurface, PopoverTrigger, Spinner } from '@fluentui/react-components';
import { Megaphone20Regular } from '@fluentui/react-icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unreadCount, useAnnouncementFeedStore, useAnnouncementReadStore } from '../../state/announcements.ts';
import { selectRefetchVersion, useRealtimeStore } from '../../state/realtime.ts';
import { listAnnouncements } from './announcementsApi.ts';

const AnnouncementsPopoverList = lazy(() => import('./AnnouncementsPopoverList.tsx'));

const useStyles = makeStyles({
  trigger: { position: 'relative' },
  count: { position: 'absolute', top: '0', right: '0' },
  surface: { width: '360px', maxHeight: '480px', overflowY: 'auto' },
});

/**
 * The top bar's announcements: the active ones (first page, then kept live by `announcement`
 * events) with how many the user has not seen on this device; opening the popover marks them seen.
 */
export function AnnouncementsPopover({ userId }: { userId: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const records = useAnnouncementFeedStore((state) => state.records);
  const readIds = useAnnouncementReadStore((state) => state.readIds);
  const refetchVersion = useRealtimeStore(selectRefetchVersion);
  const unread = unreadCount(records, readIds);

  useEffect(() => {
    useAnnouncementReadStore.getState().setUser(userId);
    let current = true;
    listAnnouncements(1)
      .then((page) => current && useAnnouncementFeedStore.getState().setPage('', 1, page.records, page.hasMore))
      // Secondary: a failed load leaves the popover empty until the next event or refetch.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [userId, refetchVersion]);

  useEffect(() => {
    if (open) {
      useAnnouncementReadStore.getState().markRead(records.map((record) => record.id));
    }
  }, [open, records]);

  useEffect(() => () => useAnnouncementFeedStore.getState().reset(), []);

  return (
    <Popover open={open} onOpenChange={(_event, data) => setOpen(data.open)} positioning="below-end">
      <PopoverTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          className={styles.trigger}
          icon={<Megaphone20Regular />}
          // The visible count is part of the name (WCAG 2.5.3, label in name).
          aria-label={unread > 0 ? t('announcements.popover.openUnread', { count: unread }) : t('announcements.popover.open')}
          title={t('announcements.popover.open')}
          data-testid="announcements-button"
        >
          {unread > 0 && <CounterBadge className={styles.count} size="small" count={unread} data-testid="announcements-count" />}
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('announcements.popover.title')} data-testid="announcements-popover">
        {open && (
          <Suspense fallback={<Spinner size="tiny" />}>
            <AnnouncementsPopoverList />
          </Suspense>
        )}
      </PopoverSurface>
    </Popover>
  );
}
