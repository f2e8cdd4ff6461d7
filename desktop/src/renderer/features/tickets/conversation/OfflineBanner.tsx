import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useRealtimeStore } from '../../../state/realtime.ts';
import { useOutboxStore } from './outbox.ts';

/** Above the input while the server does not answer: replies can still be written; they wait and go out later. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const stalled = useOutboxStore((state) => state.stalled);
  const reconnecting = useRealtimeStore((state) => state.status === 'reconnecting');
  if (!stalled && !reconnecting) {
    return null;
  }
  return (
    <MessageBar intent="warning" data-testid="offline-banner">
      <MessageBarBody>{t('conversation.offline')}</MessageBarBody>
    </MessageBar>
  );
}
