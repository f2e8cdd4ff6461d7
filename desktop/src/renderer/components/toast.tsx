import { TOAST_MS } from '@balcao/shared';
import { makeStyles, Toast, Toaster, ToastTitle, useId, useToastController, type ToastIntent } from '@fluentui/react-components';
import { useEffect } from 'react';
import { errorMessage } from './errorMessage.ts';

const useStyles = makeStyles({
  // Validation errors list one field per line.
  text: { whiteSpace: 'pre-line' },
});

type ToastRequest = { text: string; intent: ToastIntent; timeout: number; testId?: string };
type Notifier = (request: ToastRequest) => void;

let notifier: Notifier | null = null;
const waiting: ToastRequest[] = [];

/** Shows a toast from anywhere (stores, the API layer, event handlers). Queued until the toaster mounts. */
export function showToast(text: string, intent: ToastIntent = 'info', options: { timeout?: number; testId?: string } = {}): void {
  const request: ToastRequest = {
    text,
    intent,
    timeout: options.timeout ?? TOAST_MS,
    ...(options.testId ? { testId: options.testId } : {}),
  };
  if (notifier) {
    notifier(request);
  } else {
    waiting.push(request);
  }
}

/** The translated error for 2 s (`errors.<CODE>`), or the raw text when there is no translation. */
export function toastError(error: unknown, options: { timeout?: number } = {}): void {
  showToast(errorMessage(error), 'error', { ...options, testId: 'toast-error' });
}

/** The single toaster of the app; mount once, inside the FluentProvider. */
export function AppToaster() {
  const styles = useStyles();
  const toasterId = useId('balcao-toaster');
  const { dispatchToast } = useToastController(toasterId);

  useEffect(() => {
    notifier = ({ text, intent, timeout, testId }) => {
      dispatchToast(
        <Toast data-testid={testId ?? `toast-${intent}`}>
          <ToastTitle className={styles.text}>{text}</ToastTitle>
        </Toast>,
        { intent, timeout },
      );
    };
    for (const request of waiting.splice(0)) {
      notifier(request);
    }
    return () => {
      notifier = null;
    };
  }, [dispatchToast, styles.text]);

  return <Toaster toasterId={toasterId} position="top-end" pauseOnHover />;
}
