import { showToast, toastError } from './toast.tsx';

/** Copies text to the clipboard and says so in a toast (or shows why it could not). */
export async function copyText(text: string, copiedText: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(copiedText, 'success', { testId: 'toast-copied' });
  } catch (error) {
    toastError(error);
  }
}
