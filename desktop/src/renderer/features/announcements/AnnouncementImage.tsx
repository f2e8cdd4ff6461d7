import { makeStyles, tokens } from '@fluentui/react-components';
import { useMediaBlob } from '../tickets/conversation/useMediaBlob.ts';

const useStyles = makeStyles({
  image: { maxWidth: '100%', maxHeight: '160px', borderRadius: tokens.borderRadiusMedium, objectFit: 'contain' },
});

/** An announcement's image, fetched with the user's token (it is not a public file). */
export function AnnouncementImage({ path, alt }: { path: string; alt: string }) {
  const styles = useStyles();
  const { url } = useMediaBlob(path);
  return url ? <img className={styles.image} src={url} alt={alt} data-testid="announcement-image" /> : null;
}
