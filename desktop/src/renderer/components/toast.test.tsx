import '../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom, networkError } from '../api/ApiError.ts';
import { changeLanguage, initI18n } from '../i18n/index.ts';
import { errorMessage } from './errorMessage.ts';
import { AppToaster, toastError } from './toast.tsx';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('errorMessage', () => {
  it('translates a known error code', async () => {
    const error = apiErrorFrom(403, { error: 'ERR_NO_PERMISSION', message: 'Your profile does not allow this' });
    expect(errorMessage(error)).toBe('You do not have permission to access this resource.');
    await changeLanguage('pt');
    expect(errorMessage(error)).toBe('Você não tem permissão para acessar este recurso.');
  });

  it('falls back to the raw server text for a code it cannot translate', () => {
    const error = apiErrorFrom(418, { error: 'ERR_BRAND_NEW', message: 'Something only the server knows' });
    expect(error.code).toBe('ERR_BRAND_NEW');
    expect(errorMessage(error)).toBe('Something only the server knows');
  });

  it('shows the message and fields of a validation error', () => {
    const error = new ApiError(400, {
      error: 'ERR_VALIDATION',
      message: 'Some fields are invalid',
      fields: [{ path: 'body.email', message: 'Invalid email address' }],
    });
    expect(errorMessage(error)).toBe('Some fields are invalid\nbody.email: Invalid email address');
  });

  it('uses the message of any other error', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage(networkError(new TypeError('fetch failed')))).toBe('Could not reach the server. Check your connection.');
    expect(errorMessage(apiErrorFrom(502, '<html>Bad gateway</html>', 'Bad Gateway'))).toBe(
      'An unexpected error occurred. Please try again later.',
    );
  });
});

describe('toastError', () => {
  it('shows the translated text in the single toaster', async () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <AppToaster />
      </FluentProvider>,
    );
    act(() => {
      toastError(apiErrorFrom(401, { error: 'ERR_INVALID_CREDENTIALS', message: 'Invalid email or password' }));
    });
    expect(await screen.findByText('Authentication error. Check your email and password and try again.')).toBeTruthy();
  });

  it('queues toasts raised before the toaster mounts and shows raw text when untranslated', async () => {
    toastError(apiErrorFrom(500, { error: 'ERR_SOMETHING_ELSE', message: 'Raw server text' }));
    render(
      <FluentProvider theme={webLightTheme}>
        <AppToaster />
      </FluentProvider>,
    );
    expect(await screen.findByText('Raw server text')).toBeTruthy();
  });
});
