import type { MessageRecord } from '@balcao/shared';
import { Button, Dialog, DialogBody, DialogTitle, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AppDialogSurface } from '../../../components/focus/AppDialogSurface.tsx';
import {
  ArrowClockwise20Regular,
  Call20Regular,
  ErrorCircle20Regular,
  ContactCard20Regular,
  Dismiss20Regular,
  DocumentArrowDown20Regular,
  Location20Regular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../components/toast.tsx';
import { retryMediaDownload } from './conversationApi.ts';
import { useConversationStore } from './conversationStore.ts';
import { documentName, isWebLink, parseContactCards, parseLocation } from './messageFormat.ts';
import { OrderMedia, UnsupportedMedia } from './MessageKinds.tsx';
import { useMediaBlob } from './useMediaBlob.ts';

const useStyles = makeStyles({
  image: { maxWidth: '260px', maxHeight: '260px', borderRadius: tokens.borderRadiusMedium, display: 'block' },
  imageButton: { padding: 0, border: 'none', background: 'none', cursor: 'zoom-in' },
  large: { maxWidth: '100%', maxHeight: '75vh' },
  video: { maxWidth: '300px', borderRadius: tokens.borderRadiusMedium },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  dialogTitle: { display: 'flex', justifyContent: 'flex-end' },
});

/** A contact's file that could not be downloaded: its name and a button asking the connection again. */
function DownloadFailed({ message }: { message: MessageRecord }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const retry = () => {
    setBusy(true);
    retryMediaDownload(message.id)
      .then((updated) => useConversationStore.getState().upsert(updated))
      .catch(toastError)
      .finally(() => setBusy(false));
  };
  return (
    <span className={styles.row} data-testid="message-download-failed">
      <ErrorCircle20Regular />
      <Text italic>{t('conversation.messages.downloadFailed', { name: message.mediaName ?? t('conversation.messages.document') })}</Text>
      <Button size="small" icon={<ArrowClockwise20Regular />} disabled={busy} onClick={retry}>
        {t('conversation.messages.retryDownload')}
      </Button>
    </span>
  );
}

function MediaError() {
  const { t } = useTranslation();
  return <Text italic>{t('conversation.messages.mediaError')}</Text>;
}

function ImageMedia({ mediaUrl }: { mediaUrl: string | null }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { url, failed } = useMediaBlob(mediaUrl);
  const [enlarged, setEnlarged] = useState(false);
  if (failed) {
    return <MediaError />;
  }
  if (!url) {
    return null;
  }
  return (
    <>
      <button
        type="button"
        className={styles.imageButton}
        aria-label={t('conversation.messages.enlarge')}
        onClick={() => setEnlarged(true)}
      >
        <img src={url} alt={t('conversation.messages.imageAlt')} className={styles.image} />
      </button>
      <Dialog open={enlarged} onOpenChange={(_event, data) => setEnlarged(data.open)}>
        <AppDialogSurface>
          <DialogBody>
            <DialogTitle
              action={
                <Button
                  appearance="subtle"
                  icon={<Dismiss20Regular />}
                  aria-label={t('conversation.messages.closeImage')}
                  onClick={() => setEnlarged(false)}
                />
              }
            />
            <img src={url} alt={t('conversation.messages.imageAlt')} className={styles.large} />
          </DialogBody>
        </AppDialogSurface>
      </Dialog>
    </>
  );
}

function AudioMedia({ mediaUrl }: { mediaUrl: string | null }) {
  const { url, failed } = useMediaBlob(mediaUrl);
  if (failed) {
    return <MediaError />;
  }
  return url ? <audio controls src={url} data-testid="message-audio" /> : null;
}

function VideoMedia({ mediaUrl }: { mediaUrl: string | null }) {
  const styles = useStyles();
  const { url, failed } = useMediaBlob(mediaUrl);
  if (failed) {
    return <MediaError />;
  }
  return url ? <video controls src={url} className={styles.video} data-testid="message-video" /> : null;
}

function DocumentMedia({ message }: { message: MessageRecord }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { url, failed } = useMediaBlob(message.mediaUrl);
  const name = documentName(message.body, message.mediaName, message.mediaUrl) || t('conversation.messages.document');
  if (failed) {
    return <MediaError />;
  }
  return (
    <span className={styles.row}>
      <DocumentArrowDown20Regular />
      {url ? (
        <Link href={url} download={name} aria-label={t('conversation.messages.download', { name })}>
          {name}
        </Link>
      ) : (
        <Text>{name}</Text>
      )}
    </span>
  );
}

function LocationMedia({ body }: { body: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { imageUrl, mapUrl, description } = parseLocation(body);
  const mapLink = isWebLink(mapUrl) ? mapUrl : null;
  return (
    <span className={styles.column} data-testid="message-location">
      {isWebLink(imageUrl) && (
        <a href={mapLink ?? imageUrl} target="_blank" rel="noreferrer">
          <img src={imageUrl} alt={t('conversation.messages.location')} className={styles.image} />
        </a>
      )}
      {mapLink && (
        <Link href={mapLink} target="_blank" rel="noreferrer" className={styles.row}>
          <Location20Regular />
          {t('conversation.messages.mapLink')}
        </Link>
      )}
      {description && <Text>{description}</Text>}
    </span>
  );
}

/** One card per person of the message, each with its numbers. */
function ContactCardMedia({ body }: { body: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <span className={styles.column}>
      {parseContactCards(body).map(({ name, numbers }, index) => (
        <span
          key={`${name}-${index}`}
          className={styles.row}
          role="group"
          aria-label={t('conversation.messages.contactCard')}
          data-testid="message-contact"
        >
          <ContactCard20Regular />
          <span className={styles.column}>
            <Text weight="semibold">{name}</Text>
            {numbers.map((number) => (
              <Text key={number} size={200}>
                {number}
              </Text>
            ))}
          </span>
        </span>
      ))}
    </span>
  );
}

function CallLogMedia({ body }: { body: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <span className={styles.row} data-testid="message-call">
      <Call20Regular />
      <Text>{body || t('conversation.messages.call')}</Text>
    </span>
  );
}

/** The part of a message that depends on its media type; null for plain text. */
export function MessageMedia({ message }: { message: MessageRecord }) {
  if (message.mediaDownloadFailed) {
    return <DownloadFailed message={message} />;
  }
  switch (message.mediaType) {
    case 'image':
      return <ImageMedia mediaUrl={message.mediaUrl} />;
    case 'audio':
      return <AudioMedia mediaUrl={message.mediaUrl} />;
    case 'video':
      return <VideoMedia mediaUrl={message.mediaUrl} />;
    case 'application':
      return <DocumentMedia message={message} />;
    case 'locationMessage':
      return <LocationMedia body={message.body} />;
    case 'vcard':
    case 'contactMessage':
      return <ContactCardMedia body={message.body} />;
    case 'call_log':
      return <CallLogMedia body={message.body} />;
    case 'order':
      return message.details?.kind === 'order' ? <OrderMedia order={message.details} /> : null;
    case 'unsupported':
      return <UnsupportedMedia details={message.details?.kind === 'unsupported' ? message.details : null} />;
    default:
      return null;
  }
}

/** Whether the body is shown as text under the media (a caption) or is the media itself. */
export function bodyIsCaption(message: MessageRecord): boolean {
  switch (message.mediaType) {
    case 'chat':
    case 'image':
    case 'video':
    case 'reaction':
      return true;
    case 'order':
      // Shown by the order itself when it carries its items (the body is their summary).
      return message.details?.kind !== 'order';
    case 'audio':
      return false;
    case 'application':
      return Boolean(message.mediaName) && message.body.trim() !== message.mediaName;
    default:
      return false;
  }
}
