import { helpVideoThumbnailUrl } from '@balcao/shared';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { Play48Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  frame: { width: '100%', aspectRatio: '16 / 9', borderRadius: tokens.borderRadiusMedium, overflow: 'hidden' },
  image: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  fallback: {
    width: '100%',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
  },
});

/** The video's thumbnail from its code; offline (or a wrong code) a plain play tile instead. */
export function VideoThumbnail({ video, title }: { video: string; title: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <div className={styles.frame}>
      {failed ? (
        <div className={styles.fallback} data-testid={`help-thumbnail-fallback-${video}`}>
          <Play48Regular />
          <Text>{t('helps.noThumbnail')}</Text>
        </div>
      ) : (
        <img
          className={styles.image}
          src={helpVideoThumbnailUrl(video)}
          alt={title}
          onError={() => setFailed(true)}
          data-testid={`help-thumbnail-${video}`}
        />
      )}
    </div>
  );
}
