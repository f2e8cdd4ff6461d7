import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { isApiError } from '../api/ApiError.ts';
import { i18n } from '../i18n/index.ts';
import { toastError } from './toast.tsx';

/** Form errors by dotted field path (`name`, `schedules.0.startTime`). */
export type FieldErrors = Record<string, string>;

function issueText(issue: z.core.$ZodIssue, t: TFunction): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? t('validation.required') : t('validation.tooShort', { min: Number(issue.minimum) });
      }
      return t('validation.tooSmall', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? t('validation.tooLong', { max: Number(issue.maximum) })
        : t('validation.tooBig', { max: Number(issue.maximum) });
    case 'custom': {
      // A rule of shared/ that names its own text (the password rule, the phone mask), the same in every form.
      const params = issue.params as { i18n?: unknown; text?: unknown } | undefined;
      const key = params?.i18n ?? params?.text;
      if (key === 'validation.passwordRule') {
        return t('validation.passwordRule');
      }
      return key === 'validation.phone' ? t('validation.phone') : t('validation.invalid');
    }
    default:
      return t('validation.invalid');
  }
}

/** The translated first problem of each field of a failed `safeParse`. */
export function zodFieldErrors(error: z.ZodError, t: TFunction = i18n.t): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issueText(issue, t);
  }
  return errors;
}

/** Refusals whose field message is the code's translation rather than the server's words about that field. */
const FIELD_REFUSALS_BY_CODE = new Set<string>(['ERR_OUTBOUND_ADDRESS_REFUSED']);

/**
 * The `fields` of a server error, with the `body.` prefix dropped; null when there are none. A refusal
 * with a code of its own (a private address under the URL field) reads as that code's translation.
 */
export function serverFieldErrors(error: unknown, t: TFunction = i18n.t): FieldErrors | null {
  if (!isApiError(error) || !error.body.fields?.length) {
    return null;
  }
  const coded = FIELD_REFUSALS_BY_CODE.has(error.code) ? t(`errors.${error.code}` as 'errors.ERR_NOT_FOUND') : null;
  const errors: FieldErrors = {};
  for (const { path, message } of error.body.fields) {
    errors[path.replace(/^body\./, '')] ??= coded ?? message;
  }
  return errors;
}

/** A failed save: the server's field errors go under their fields, and the error is toasted. */
export function reportSaveError(error: unknown, setErrors: (errors: FieldErrors) => void): void {
  const fields = serverFieldErrors(error);
  if (fields) {
    setErrors(fields);
  }
  toastError(error);
}
