import type { HelpRecord } from '@balcao/shared';
import { Body1, Card, CardHeader, makeStyles, Spinner, Text, Title2, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../components/toast.tsx';
import { selectRefetchVersion, useRealtimeStore } from '../../state/realtime.ts';
import { listHelps } from './helpsApi.ts';
import { VideoDialog } from './VideoDialog.tsx';
import { VideoThumbnail } from './VideoThumbnail.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXXL },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL },
  card: { cursor: 'pointer' },
  description: { color: tokens.colorNeutralForeground2, whiteSpace: 'pre-wrap' },
});

/** /helps: every help video as a card (thumbnail, title, description); a card plays its video. */
export default function HelpsPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const refetchVersion = useRealtimeStore(selectRefetchVersion);
  const [helps, setHelps] = useState<HelpRecord[] | null>(null);
  const [playing, setPlaying] = useState<HelpRecord | null>(null);

  useEffect(() => {
    let current = true;
    listHelps()
      .then((records) => current && setHelps(records))
      .catch((error: unknown) => {
        if (current) {
          setHelps([]);
          toastError(error);
        }
      });
    return () => {
      current = false;
    };
  }, [refetchVersion]);

  return (
    <section className={styles.root} data-testid="page-helps">
      <Title2 as="h1" data-testid="helps-heading">
        {helps === null ? t('pages.helps.title') : t('helps.heading', { count: helps.length })}
      </Title2>
      {helps === null ? (
        <Spinner size="small" />
      ) : helps.length === 0 ? (
        <Text data-testid="helps-empty">{t('helps.empty')}</Text>
      ) : (
        <div className={styles.grid}>
          {helps.map((help) => (
            <Card
              key={help.id}
              className={styles.card}
              onClick={() => setPlaying(help)}
              aria-label={t('helps.watch', { title: help.title })}
              data-testid={`help-card-${help.id}`}
            >
              <VideoThumbnail video={help.video} title={help.title} />
              <CardHeader header={<Text weight="semibold">{help.title}</Text>} />
              <Body1 className={styles.description}>{help.description}</Body1>
            </Card>
          ))}
        </div>
      )}
      {playing && <VideoDialog help={playing} onClose={() => setPlaying(null)} />}
    </section>
  );
}
