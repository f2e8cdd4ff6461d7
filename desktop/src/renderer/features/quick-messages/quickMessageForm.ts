import { quickMessageBody, type QuickMessageBody, type QuickMessageRecord } from '@balcao/shared';
import type { TFunction } from 'i18next';
import { zodFieldErrors, type FieldErrors } from '../../components/formErrors.ts';
import { i18n } from '../../i18n/index.ts';

export type QuickMessageForm = {
  shortcode: string;
  message: string;
  geral: boolean;
  /** The attachment saved with the record (its display name), if any. */
  mediaName: string | null;
  /** A file chosen in the dialog, uploaded after the record is saved. */
  file: File | null;
  /** The saved attachment is to be removed on save. */
  removeMedia: boolean;
};

export function emptyQuickMessageForm(): QuickMessageForm {
  return { shortcode: '', message: '', geral: false, mediaName: null, file: null, removeMedia: false };
}

export function formFromQuickMessage(record: QuickMessageRecord): QuickMessageForm {
  return {
    ...emptyQuickMessageForm(),
    shortcode: record.shortcode,
    message: record.message,
    geral: record.geral,
    mediaName: record.mediaName,
  };
}

/** Spec: the shortcode is required. The rest of the rules are the shared schema's. */
export function validateQuickMessage(form: QuickMessageForm, t: TFunction = i18n.t): { body: QuickMessageBody } | { errors: FieldErrors } {
  if (form.shortcode.replace(/^\/+/, '').trim() === '') {
    return { errors: { shortcode: t('validation.required') } };
  }
  const body: QuickMessageBody = { shortcode: form.shortcode, message: form.message, geral: form.geral };
  const parsed = quickMessageBody.safeParse(body);
  if (!parsed.success) {
    const errors = zodFieldErrors(parsed.error, t);
    if (errors['shortcode']) {
      errors['shortcode'] = t('quickMessages.modal.shortcodeRule');
    }
    return { errors };
  }
  return { body };
}
