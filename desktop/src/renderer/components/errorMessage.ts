import type { TFunction } from 'i18next';
import { isApiError } from '../api/ApiError.ts';
import { i18n } from '../i18n/index.ts';

/**
 * What the user reads for a failure: the translation of `errors.<CODE>` when one exists,
 * otherwise the server's raw message. Validation errors list the fields at fault.
 */
export function errorMessage(error: unknown, t: TFunction = i18n.t): string {
  if (isApiError(error)) {
    if (error.status === 0) {
      return t('toasts.networkError');
    }
    if (error.code === 'ERR_VALIDATION') {
      const fields = (error.body.fields ?? []).map((field) => `${field.path}: ${field.message}`);
      return [error.body.message || t('errors.ERR_VALIDATION'), ...fields].join('\n');
    }
    const key = `errors.${error.code}`;
    if (i18n.exists(key)) {
      return t(key as 'errors.ERR_NOT_FOUND');
    }
    return error.body.message || t('toasts.unknownError');
  }
  if (error instanceof Error && error.message) {
    return error.message;
  }
  if (typeof error === 'string' && error) {
    return error;
  }
  return t('toasts.unknownError');
}
