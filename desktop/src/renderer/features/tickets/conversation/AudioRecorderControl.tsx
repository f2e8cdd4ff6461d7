import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Dismiss20Regular, Mic20Regular, Send20Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toast.tsx';
import { isLongEnough } from './audio/mp3.ts';
import { MicrophoneUnavailableError, type AudioRecorder } from './audio/recorder.ts';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  recording: { color: tokens.colorPaletteRedForeground1 },
});

export type RecordingState = 'idle' | 'recording' | 'sending';

export type AudioRecorderControlProps = {
  recorder: AudioRecorder;
  disabled: boolean;
  onRecorded: (audio: Blob) => void;
};

/** idle → recording → sent (long enough) or cancelled; microphone failures are shown. */
export function AudioRecorderControl({ recorder, disabled, onRecorded }: AudioRecorderControlProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [state, setState] = useState<RecordingState>('idle');

  useEffect(() => () => recorder.cancel(), [recorder]);

  const start = () => {
    setState('recording');
    recorder.start().catch((error: unknown) => {
      setState('idle');
      const reason =
        error instanceof MicrophoneUnavailableError
          ? t('conversation.input.microphoneUnavailable')
          : error instanceof Error
            ? error.message
            : String(error);
      showToast(t('conversation.input.microphoneError', { reason }), 'error', { testId: 'toast-error' });
    });
  };

  const stop = () => {
    setState('sending');
    recorder
      .stop()
      .then((audio) => {
        if (isLongEnough(audio.size)) {
          onRecorded(audio);
        } else {
          showToast(t('conversation.input.audioTooShort'), 'warning');
        }
      })
      .catch((error: unknown) => showToast(error instanceof Error ? error.message : String(error), 'error', { testId: 'toast-error' }))
      .finally(() => setState('idle'));
  };

  const cancel = () => {
    recorder.cancel();
    setState('idle');
  };

  if (state === 'idle') {
    return (
      <Button appearance="subtle" icon={<Mic20Regular />} aria-label={t('conversation.input.record')} disabled={disabled} onClick={start} />
    );
  }
  return (
    <span className={styles.root}>
      <Button
        appearance="subtle"
        icon={<Dismiss20Regular />}
        aria-label={t('conversation.input.cancelRecording')}
        onClick={cancel}
        disabled={state === 'sending'}
      />
      <Text className={styles.recording} role="status">
        {t('conversation.input.recording')}
      </Text>
      <Button
        appearance="subtle"
        icon={<Send20Regular />}
        aria-label={t('conversation.input.stopRecording')}
        onClick={stop}
        disabled={state === 'sending'}
      />
    </span>
  );
}
