import '../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/index.ts';
import { LanguageMenu } from './LanguageMenu.tsx';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

describe('language button', () => {
  it('is named by the language it shows, so what is seen is what is said', () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <LanguageMenu value="pt" onChange={() => undefined} triggerTestId="login-language" showLabel />
      </FluentProvider>,
    );
    const button = screen.getByTestId('login-language');
    expect(button.textContent).toBe('Português');
    expect(button.getAttribute('aria-label')).toBe('Português, language');
  });
});
