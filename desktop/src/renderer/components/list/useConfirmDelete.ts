import { useState } from 'react';
import { showToast, toastError } from '../toast.tsx';

/**
 * A delete that asks first: `ask(record)` opens the confirmation, `confirm()` deletes, toasts
 * `doneText` and closes; a failure is toasted and the dialog closes too.
 */
export function useConfirmDelete<R>(remove: (record: R) => Promise<void>, doneText: string, toastOptions: { timeout?: number } = {}) {
  const [deleting, setDeleting] = useState<R | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = () => {
    if (deleting === null) {
      return;
    }
    setBusy(true);
    remove(deleting)
      .then(() => showToast(doneText, 'success', toastOptions))
      .catch(toastError)
      .finally(() => {
        setBusy(false);
        setDeleting(null);
      });
  };

  return {
    deleting,
    ask: setDeleting,
    /** Spread onto `<ConfirmDialog>`. */
    dialog: { open: deleting !== null, busy, onConfirm: confirm, onCancel: () => setDeleting(null) },
  };
}
