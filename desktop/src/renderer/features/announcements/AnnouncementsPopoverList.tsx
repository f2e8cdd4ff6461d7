import { Caption1, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAnnouncementFeedStore } from '../../state/announcements.ts';
import { AnnouncementImage } from './AnnouncementImage.tsx';
import { PriorityBadge } from './PriorityBadge.tsx';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  date: { color: tokens.colorNeutralForeground3 },
});

/** The popover's list: the active announcements, most urgent and newest first. */
export default function AnnouncementsPopoverList() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const records = useAnnouncementFeedStore((state) => state.records);
  return (
    <div className={styles.list}>
      <Subtitle2>{t('announcements.popover.title')}</Subtitle2>
      {records.length === 0 && <Text>{t('announcements.popover.empty')}</Text>}
      {records.map((record) => (
        <article key={record.id} className={styles.item} data-testid={`announcement-item-${record.id}`}>
          <div className={styles.head}>
            <PriorityBadge priority={record.priority} />
            <Text weight="semibold">{record.title}</Text>
          </div>
          <Caption1 className={styles.date}>{new Date(record.createdAt).toLocaleString(i18n.language)}</Caption1>
          <Text className={styles.text}>{record.text}</Text>
          {record.mediaPath && <AnnouncementImage path={record.mediaPath} alt={record.title} />}
        </article>
      ))}
    </div>
  );
}
