import { useCallback, useState } from 'react';
import type { FieldErrors } from '../formErrors.ts';
import { useRecordForm, type RecordFormOptions } from './useRecordForm.ts';

/** What a list screen's record dialog shows: a new record (`id` null) or the record with `id`, and what the screen adds (a contact to schedule for). */
export type DialogTarget<C> = { id: number | null; context?: C };

/**
 * Which record dialog a list screen has open, if any. `openNew` and `openEdit` fit the add button
 * and the table's edit action as they are; the dialog is mounted while `target` is set, so each
 * opening starts afresh.
 */
export function useDialogTarget<C = never>() {
  const [target, setTarget] = useState<DialogTarget<C> | null>(null);
  const openNew = useCallback(() => setTarget({ id: null }), []);
  const openEdit = useCallback((id: number) => setTarget({ id }), []);
  const close = useCallback(() => setTarget(null), []);
  return { target, openNew, openEdit, open: setTarget as (target: DialogTarget<C>) => void, close };
}

/** The props every record dialog's fields take: spread `useRecordDialog(…).props` onto it. */
export type RecordFormProps<F> = {
  /** An existing record (the title says edit). */
  editing: boolean;
  form: F;
  errors: FieldErrors;
  saving: boolean;
  onChange: (patch: Partial<F>) => void;
  onSave: () => void;
  onClose: () => void;
};

export type RecordDialogOptions<F, B, S extends { id: number }> = Omit<RecordFormOptions<F, B, S>, 'onSaved' | 'onLoadFailed'> & {
  /** Closes the dialog: after a save, when the record cannot be loaded, and on Cancel. */
  onClose: () => void;
};

/**
 * A list screen's record dialog: loads the record (or starts a new one), checks and saves it, shows
 * a refused save's errors under the fields, and closes once saved or when the record cannot be loaded.
 * The dialog renders `RecordDialog`, whose surface gives focus back to what opened it.
 */
export function useRecordDialog<F extends object, B, S extends { id: number }>(options: RecordDialogOptions<F, B, S>) {
  const { onClose } = options;
  const dialog = useRecordForm<F, B, S>({ ...options, onSaved: onClose, onLoadFailed: onClose });
  const props: RecordFormProps<F> = {
    editing: dialog.id !== null,
    form: dialog.form,
    errors: dialog.errors,
    saving: dialog.saving,
    onChange: dialog.change,
    onSave: () => void dialog.submit(),
    onClose,
  };
  /** Spread onto `<RecordDialog>` where the fields are written beside the hook. */
  const frame = { saving: props.saving, onSave: props.onSave, onClose };
  return { ...dialog, props, frame };
}
