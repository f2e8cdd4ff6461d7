import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { reportSaveError, zodFieldErrors, type FieldErrors } from '../formErrors.ts';
import { showToast, toastError } from '../toast.tsx';

/** A form checked before it is sent: the body to send, or the errors to show under the fields. */
export type Checked<B> = { body: B } | { errors: FieldErrors };

/** Checks what a form would send with the same zod schema the server's route validates with. */
export function checkWith<S extends z.ZodType>(schema: S, candidate: z.input<S>): Checked<z.output<S>> {
  const result = schema.safeParse(candidate);
  return result.success ? { body: result.data } : { errors: zodFieldErrors(result.error) };
}

export type RecordFormOptions<F, B, S extends { id: number }> = {
  /** The record being edited; null: a new one. */
  id: number | null;
  /** The form of a new record. */
  initial: () => F;
  /** The form of an existing record. */
  load: (id: number) => Promise<F>;
  validate: (form: F) => Checked<B>;
  save: (id: number | null, body: B, form: F) => Promise<S>;
  /** Shown once saved. */
  savedText: string;
  /** How long the saved toast stays (the prompt and integration screens keep theirs longer). */
  toastTimeout?: number;
  /** After a save (a new record's id is kept, so saving again updates it): usually closes the dialog. */
  onSaved: (saved: S, wasNew: boolean) => void;
  /** The record could not be loaded (deleted meanwhile, no permission): the error is toasted, then this runs, usually closing the dialog. */
  onLoadFailed?: () => void;
};

/**
 * The headless part of a record dialog: loads the record, holds the form, clears a field's error
 * when it changes, checks the form before sending, and shows a refused save's field errors under
 * the fields (the rest of the error as a toast).
 */
export function useRecordForm<F extends object, B, S extends { id: number }>(options: RecordFormOptions<F, B, S>) {
  const { id: initialId, initial, load, validate, save, savedText, toastTimeout, onSaved, onLoadFailed } = options;
  const [id, setId] = useState(initialId);
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [loading, setLoading] = useState(initialId !== null);

  useEffect(() => {
    if (initialId === null) {
      return undefined;
    }
    let current = true;
    load(initialId)
      .then((loaded) => current && setForm(loaded))
      .catch((error: unknown) => {
        toastError(error);
        if (current) {
          onLoadFailed?.();
        }
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
    // The dialog loads its record once; `load` is a new closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialId]);

  /** Changes some fields; their errors (and those of their sub-fields, `schedules.0.startTime`) go. */
  const change = (patch: Partial<F>) => {
    setForm((before) => ({ ...before, ...patch }));
    const changed = Object.keys(patch);
    setErrors((before) =>
      Object.fromEntries(Object.entries(before).filter(([key]) => !changed.some((field) => key === field || key.startsWith(`${field}.`)))),
    );
  };

  const submit = async (): Promise<void> => {
    const checked = validate(form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    try {
      const saved = await save(id, checked.body, form);
      setId(saved.id);
      showToast(savedText, 'success', toastTimeout === undefined ? {} : { timeout: toastTimeout });
      onSaved(saved, id === null);
    } catch (error) {
      reportSaveError(error, setErrors);
    } finally {
      setSaving(false);
    }
  };

  /** Remembers a record created part-way through a save (before a later step failed), so a retry updates it. */
  const keepId = setId;

  return { id, form, errors, saving, loading, change, setErrors, submit, keepId };
}
